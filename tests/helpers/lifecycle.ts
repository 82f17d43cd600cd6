/**
 * Lifecycle helpers for server tests: submitting an application through the API as the applicant
 * does (start an application of the grant call, fill every section, take the three submission
 * steps, submit), and acting as staff. Used by every test that needs a submitted application.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { GRANT_CALL, SAMPLE_FILES, multipartBody } from './calls.ts';
import { type Company, createCompany, referenceIds } from './master-data.ts';
import { type Agent, createUser, signIn } from './auth.ts';
import { signPdf } from './signing.ts';
import { exampleApplication } from './example-application.ts';

/** The grant call's example application (schemas/calls/<call>/example-application.json). */
const GRANT_EXAMPLE = exampleApplication(GRANT_CALL);

export async function grantCallId(app: FastifyInstance): Promise<number> {
  const row = await app.db
    .selectFrom('palyazati_felhivas')
    .select('id')
    .where('azonosito', '=', GRANT_CALL)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A started application of the grant call. */
export async function startApplication(app: FastifyInstance, company: Company): Promise<number> {
  const response = await company.owner.agent.post('/api/palyazatok', {
    palyazatiFelhivas: { id: await grantCallId(app) },
    tamogatastIgenylo: { id: company.applicantId },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

/** Adds a site address (TELEPHELY) to the applicant; answers its id, to name as implementation site. */
export async function addSite(
  app: FastifyInstance,
  agent: Agent,
  applicantId: number,
): Promise<number> {
  const ref = await referenceIds(app);
  const response = await agent.post('/api/tamogatast-igenylo-cimek', {
    tamogatastIgenylo: { id: applicantId },
    cim: {
      cimTipus: 'TELEPHELY',
      orszag: { id: ref.countryId },
      telepules: { id: ref.settlementId },
      iranyitoszam: '8230',
      cim: 'Fürdő sétány 3.',
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json().cim.id;
}

/** Fills every section of a grant-call application through the API (as applications.test.ts). */
export async function completeApplication(app: FastifyInstance, company: Company, id: number) {
  const { agent } = company.owner;
  const ko = await agent.put(`/api/palyazatok/${id}/kizaro-feltetelek`, {
    megerositesek: GRANT_EXAMPLE.knockOut,
  });
  expect(ko.statusCode).toBe(200);
  for (const statement of GRANT_EXAMPLE.statements) {
    const accepted = await agent.put(`/api/palyazatok/${id}/nyilatkozatok/${statement}`, {
      elfogadva: true,
    });
    expect(accepted.statusCode).toBe(200);
  }
  const siteId = await addSite(app, agent, company.applicantId);
  const version = async () => (await agent.get(`/api/palyazatok/${id}`)).json().palyazat.verzio;
  const claim = await agent.put(`/api/palyazatok/${id}/hiteligenyles`, {
    verzio: await version(),
    ...grantLoanClaim(siteId),
  });
  expect(claim.statusCode).toBe(200);
  const custom = await agent.put(`/api/palyazatok/${id}/egyedi-mezok`, {
    verzio: await version(),
    ertekek: GRANT_CUSTOM_FIELDS,
  });
  expect(custom.statusCode).toBe(200);
  await uploadGrantDocuments(agent, id);
}

/** A loan claim within the grant call's limits, with one implementation site. */
export function grantLoanClaim(siteId: number) {
  return { ...GRANT_EXAMPLE.loanClaim, megvalositasiHelyszin: [{ id: siteId }] };
}

/** Valid values of the grant call's custom fields. */
export const GRANT_CUSTOM_FIELDS = GRANT_EXAMPLE.customFields;

/** Uploads a PDF for each of the grant call's required document categories. */
export async function uploadGrantDocuments(agent: Agent, id: number): Promise<void> {
  for (const category of GRANT_EXAMPLE.documents) {
    const upload = multipartBody(
      `${category.toLowerCase()}.pdf`,
      SAMPLE_FILES.pdf,
      'application/pdf',
    );
    const response = await agent.request({
      method: 'POST',
      url: `/api/palyazatok/${id}/dokumentumok/${category}`,
      ...upload,
    });
    expect(response.statusCode, category).toBe(201);
  }
}

/** Step 2: the final document of the application, as the applicant downloads it. */
export async function generateFinal(company: Company, id: number): Promise<Buffer> {
  const response = await company.owner.agent.post(
    `/api/palyazatok/${id}/benyujtas/veglegesito`,
    {},
  );
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return response.rawPayload;
}

/** Signs a PDF the way a signing tool does, as "Teszt Elek" of the trusted test CA. */
export function signed(pdf: Buffer): Promise<Buffer> {
  return signPdf(pdf);
}

/** Step 3: uploads a file as the signed final document. */
export async function uploadSigned(company: Company, id: number, file: Buffer) {
  return company.owner.agent.request({
    method: 'POST',
    url: `/api/palyazatok/${id}/benyujtas/alairt-veglegesito`,
    ...multipartBody('veglegesito-alairt.pdf', file, 'application/pdf'),
  });
}

/** Takes the three submission steps through the API. */
export async function readyToSubmit(company: Company, id: number) {
  const check = await company.owner.agent.post(`/api/palyazatok/${id}/benyujtas/ellenorzes`, {});
  expect(check.statusCode, check.body).toBe(200);
  expect(check.json()).toMatchObject({ rendben: true, benyujtasAllapot: 'ADATOK_ELLENORIZVE' });
  const upload = await uploadSigned(company, id, await signed(await generateFinal(company, id)));
  expect(upload.statusCode, upload.body).toBe(200);
  expect(upload.json()).toMatchObject({ benyujtasAllapot: 'VEGLEGESITO_FELTOLTVE' });
}

/** Submits an application that is ready (the last step), with a fresh Idempotency-Key. */
export async function submitApplication(company: Company, id: number): Promise<void> {
  const response = await company.owner.agent.request({
    method: 'POST',
    url: `/api/palyazatok/${id}/benyujtas`,
    headers: { 'idempotency-key': `kulcs-${id}` },
    payload: {},
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Starts, fills, readies and submits an application of the company (a new one by default). */
export async function submitted(
  app: FastifyInstance,
  company?: Company,
): Promise<{ company: Company; id: number }> {
  const applicant = company ?? (await createCompany(app));
  const id = await startApplication(app, applicant);
  await completeApplication(app, applicant, id);
  await readyToSubmit(applicant, id);
  await submitApplication(applicant, id);
  return { company: applicant, id };
}

/** A signed-in user with staff roles (VEZETO, ADMIN, …). */
export async function staffAgent(app: FastifyInstance, roles: string[]): Promise<Agent> {
  const user = await createUser(app, { roles, name: 'Kezelő Munkatárs' });
  return signIn(app, user);
}

export async function transitionsOf(app: FastifyInstance, id: number) {
  return app.db
    .selectFrom('palyazat_allapotvaltas')
    .selectAll()
    .where('palyazat_id', '=', id)
    .orderBy('id')
    .execute();
}
