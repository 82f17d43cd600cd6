/**
 * The few places where the benchmarks depend on API designs the spec leaves open (the 2FA
 * call, starting an application, the document upload): each is found among the registered
 * routes and wrapped here, so when a design changes only this file changes.
 */
import { signPdf } from '../../tests/helpers/signing.ts';
import { exampleApplication } from '../../tests/helpers/example-application.ts';
import type { BenchUser } from './bench-users.ts';
import type { HttpSession, SignInOptions } from './http-session.ts';
import type { Portal } from './portal.ts';

/** 2FA for the sign-in helper: the code is read from the built-in mailbox (local/dev). */
export function twoFactorOptions(portal: Portal): SignInOptions {
  const twoFactorPaths = portal.routes
    .filter((route) => route.method === 'POST' && /2fa|two-factor|ketfaktor/i.test(route.url))
    .map((route) => route.url);
  return {
    twoFactorPaths,
    async readTwoFactorCode(email) {
      const tables = await portal.query<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'public' and table_name ilike '%mail%'",
      );
      for (const { table_name: table } of tables) {
        const rows = await portal.query<Record<string, unknown>>(
          `select * from "${table}" order by 1 desc limit 20`,
        );
        for (const row of rows) {
          const text = JSON.stringify(row);
          if (!text.toLowerCase().includes(email.toLowerCase())) continue;
          const code = /\b(\d{6})\b/.exec(text);
          if (code) return code[1] as string;
        }
      }
      return null;
    },
  };
}

/** The document upload route (POST, multipart), or null while it does not exist. */
export function findUploadRoute(portal: Portal): string | null {
  return (
    portal.routes.find(
      (route) =>
        route.method === 'POST' &&
        /^\/api\/.*(dokumentum|document|csatolmany|attachment)/i.test(route.url),
    )?.url ?? null
  );
}

export interface UploadTarget {
  route: string;
  path: string;
  fields: Record<string, string>;
  fileField: string;
  applicationId: number;
  category: string;
}

/** The open calls (GET /api/palyazati-felhivasok, `nyitott`). */
export async function openCalls(
  session: HttpSession,
): Promise<Array<{ id: number; azonosito: string }>> {
  const answer = await session.get('/api/palyazati-felhivasok');
  if (answer.status !== 200)
    throw new Error(`GET /api/palyazati-felhivasok answered ${answer.status}`);
  return (answer.body as Array<{ id: number; azonosito: string; nyitott: boolean }>).filter(
    (call) => call.nyitott,
  );
}

/** Starts an application (POST /api/palyazatok) of the applicant for the call. */
export async function startApplication(
  session: HttpSession,
  callId: number,
  applicantId: number,
): Promise<{ status: number; id: number | null; text: string }> {
  const answer = await session.post('/api/palyazatok', {
    palyazatiFelhivas: { id: callId },
    tamogatastIgenylo: { id: applicantId },
  });
  const id = (answer.body as { id?: number } | null)?.id ?? null;
  return { status: answer.status, id, text: answer.text };
}

interface Requirement {
  category: { code: string };
  allowedExtensions: string[];
  maxSizeBytes: number;
  largeFile: boolean;
}

/**
 * Prepares everything an upload needs — an application of the user's applicant for an open call,
 * and a document category of that call that takes PDFs of `size` bytes — and answers where to
 * send the file. Large files need a largeFile category; the upload benchmark raises
 * UPLOAD_LARGE_FILE_MAX_MB so one accepts 200 MB.
 */
export async function prepareUploadTarget(
  portal: Portal,
  session: HttpSession,
  user: BenchUser,
  size: number,
): Promise<UploadTarget | string> {
  const route = findUploadRoute(portal);
  if (!route) return 'not available: route missing (document upload)';
  if (!portal.hasRoute('POST', '/api/palyazatok'))
    return 'not available: route missing (POST /api/palyazatok)';
  if (user.applicantId === null) return 'not available: the benchmark user has no applicant';
  const problems: string[] = [];
  for (const call of await openCalls(session)) {
    const started = await startApplication(session, call.id, user.applicantId);
    if (started.status !== 201 || started.id === null) {
      problems.push(`${call.azonosito}: start answered ${started.status}`);
      continue;
    }
    const documents = await session.get(`/api/palyazatok/${started.id}/dokumentumok`);
    if (documents.status !== 200) {
      problems.push(`${call.azonosito}: documents answered ${documents.status}`);
      continue;
    }
    const requirements = ((documents.body as { kovetelmenyek?: Requirement[] }).kovetelmenyek ?? [])
      .filter((r) => r.allowedExtensions.some((e) => e.replace(/^\./, '').toLowerCase() === 'pdf'))
      .filter((r) => r.maxSizeBytes >= size + 1024)
      // The smallest limit that fits: a normal category for small files, a large one for big.
      .toSorted((a, b) => a.maxSizeBytes - b.maxSizeBytes);
    const chosen = requirements[0];
    if (!chosen) {
      problems.push(`${call.azonosito}: no PDF category takes ${Math.round(size / 1e6)} MB`);
      continue;
    }
    return {
      route,
      path: route.replace(':id', String(started.id)).replace(/:[A-Za-z]+$/, chosen.category.code),
      fields: {},
      fileField: 'file',
      applicationId: started.id,
      category: chosen.category.code,
    };
  }
  return `not available: ${problems.join('; ') || 'no open call'}`;
}

/** The grant call whose sections the surge fills (as tests/server/lifecycle.test.ts does). */
export const GRANT_CALL = 'vendeglatas-modernizacio-2026';

/** A small valid PDF (the upload routes check the file's signature). */
export const SAMPLE_PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'),
  Buffer.alloc(2048, 0x20),
  Buffer.from('\n%%EOF\n'),
]);

function pdfForm(name: string, content: Buffer): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type: 'application/pdf' }), name);
  return form;
}

async function expectStatus(
  step: string,
  answer: Promise<{ status: number; text: string }>,
  ...ok: number[]
): Promise<void> {
  const { status, text } = await answer;
  if (!ok.includes(status)) throw new Error(`${step} answered ${status}: ${text.slice(0, 160)}`);
}

/**
 * Fills every section of a grant-call application through the API, then takes the first two
 * submission steps (check; final document generated, "signed" and uploaded), so only the
 * submission itself is left. The payloads are the call's example application (as the tests').
 */
export async function prepareGrantSubmission(
  session: HttpSession,
  applicationId: number,
  applicantId: number,
  reference: { countryId: number; settlementId: number },
): Promise<void> {
  const base = `/api/palyazatok/${applicationId}`;
  const example = exampleApplication(GRANT_CALL);
  await expectStatus(
    'knock-out',
    session.put(`${base}/kizaro-feltetelek`, { megerositesek: example.knockOut }),
    200,
  );
  for (const statement of example.statements)
    await expectStatus(
      statement,
      session.put(`${base}/nyilatkozatok/${statement}`, { elfogadva: true }),
      200,
    );
  const site = await session.post('/api/tamogatast-igenylo-cimek', {
    tamogatastIgenylo: { id: applicantId },
    cim: {
      cimTipus: 'TELEPHELY',
      orszag: { id: reference.countryId },
      telepules: { id: reference.settlementId },
      iranyitoszam: '8230',
      cim: 'Fürdő sétány 3.',
    },
  });
  if (site.status !== 200) throw new Error(`site answered ${site.status}: ${site.text}`);
  const siteId = (site.body as { cim: { id: number } }).cim.id;
  const version = async () =>
    ((await session.get(base)).body as { palyazat: { verzio: number } }).palyazat.verzio;
  await expectStatus(
    'loan claim',
    session.put(`${base}/hiteligenyles`, {
      verzio: await version(),
      ...example.loanClaim,
      megvalositasiHelyszin: [{ id: siteId }],
    }),
    200,
  );
  await expectStatus(
    'custom fields',
    session.put(`${base}/egyedi-mezok`, {
      verzio: await version(),
      ertekek: example.customFields,
    }),
    200,
  );
  for (const category of example.documents)
    await expectStatus(
      category,
      session.request('POST', `${base}/dokumentumok/${category}`, undefined, {
        rawBody: pdfForm(`${category.toLowerCase()}.pdf`, SAMPLE_PDF),
      }),
      201,
    );
  const check = await session.post(`${base}/benyujtas/ellenorzes`, {});
  if (check.status !== 200 || !(check.body as { rendben?: boolean } | null)?.rendben)
    throw new Error(`check answered ${check.status}: ${check.text.slice(0, 300)}`);
  const final = await session.post(`${base}/benyujtas/veglegesito`, {});
  if (final.status !== 200) throw new Error(`final document answered ${final.status}`);
  const signed = await signPdf(final.bytes);
  await expectStatus(
    'signed upload',
    session.request('POST', `${base}/benyujtas/alairt-veglegesito`, undefined, {
      rawBody: pdfForm('veglegesito-alairt.pdf', signed),
    }),
    200,
  );
}

/** Submits (POST /api/palyazatok/:id/benyujtas) with an idempotency key, as the client does. */
export function submitApplication(session: HttpSession, applicationId: number) {
  return session.request(
    'POST',
    `/api/palyazatok/${applicationId}/benyujtas`,
    {},
    {
      headers: { 'idempotency-key': `bench-${applicationId}` },
    },
  );
}
