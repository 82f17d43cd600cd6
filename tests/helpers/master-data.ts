/**
 * Fixtures of the master-data tests: reference ids, a company (applicant) with its OWNER signed
 * in, valid payloads, and a way to add a second user with a role.
 */
import type { FastifyInstance } from 'fastify';
import { type Agent, createUser, signIn } from './auth.ts';
import type { TamogatastIgenyloBody } from '../../src/shared/mappers/payloads.ts';
import { grantPermission } from '../../src/server/repositories/applicants.ts';

export interface ReferenceIds {
  businessForm: { id: number; megnevezes: string };
  teaor: { id: number; megnevezes: string; kod: string };
  countryId: number;
  settlementId: number;
}

let counter = 0;
/** A unique suffix for e-mails and tax numbers within one test run. */
export function unique(): string {
  counter += 1;
  return `${process.pid}${counter}`;
}

/** A valid tax number (8-1-2 digits) that differs per call. */
export function taxNumber(): string {
  const digits = `${Date.now()}${counter++}`.slice(-8).padStart(8, '1');
  return `${digits}-2-41`;
}

/** Existing reference rows, created when the seed left a table empty. */
export async function referenceIds(app: FastifyInstance): Promise<ReferenceIds> {
  const db = app.db;
  let businessForm = await db
    .selectFrom('gazdalkodasi_forma')
    .select(['id', 'megnevezes'])
    .orderBy('id')
    .executeTakeFirst();
  if (!businessForm) {
    businessForm = { id: 113, megnevezes: 'Korlátolt felelősségű társaság' };
    await db.insertInto('gazdalkodasi_forma').values(businessForm).execute();
  }
  let teaor = await db
    .selectFrom('teaor')
    .select(['id', 'megnevezes', 'kod'])
    .orderBy('id')
    .executeTakeFirst();
  if (!teaor) {
    teaor = await db
      .insertInto('teaor')
      .values({ kod: '55.10', megnevezes: 'Szállodai szolgáltatás', versio: '2008' })
      .returning(['id', 'megnevezes', 'kod'])
      .executeTakeFirstOrThrow();
  }
  let country = await db.selectFrom('orszag').select('id').orderBy('id').executeTakeFirst();
  if (!country) {
    country = await db
      .insertInto('orszag')
      .values({ iso_kod: 'HU', nev: 'Magyarország', nev_kulfoldiul: 'Hungary', eu: true })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  let settlement = await db.selectFrom('telepules').select('id').orderBy('id').executeTakeFirst();
  if (!settlement) {
    const county = await db
      .insertInto('megye')
      .values({ nev: `Teszt megye ${unique()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    settlement = await db
      .insertInto('telepules')
      .values({ megnevezes: 'Tesztfalva', iranyitoszam: '9999', megye_id: county.id })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  return { businessForm, teaor, countryId: country.id, settlementId: settlement.id };
}

/** A complete, valid base-data payload. */
export function applicantBody(
  ref: ReferenceIds,
  overrides: Partial<TamogatastIgenyloBody> = {},
): TamogatastIgenyloBody {
  return {
    nev: 'Példa Szálloda Kft.',
    roviditettNev: 'Példa Szálloda',
    adoszam: taxNumber(),
    kulfoldiSzekhelyu: false,
    statisztikaiSzam: '12345678-5510-113-01',
    gazdalkodasiForma: ref.businessForm,
    cegbirosagBejegyzes: '01-09-123456',
    alapitas: '2010-05-06',
    konzorciumiMegvalositas: false,
    minositesiKod: 'KISVALLALKOZAS',
    teaor: ref.teaor,
    atlathatoSzervezet: 'NEM_ISMERT',
    tamogatastIgenyloTipus: 'EGYEB_VALLALKOZAS',
    honlap: 'https://pelda.hu',
    pirAzonosito: null,
    ...overrides,
  };
}

export interface Member {
  agent: Agent;
  userId: number;
  email: string;
}

export interface Company {
  applicantId: number;
  owner: Member;
}

/** A signed-in user with no permission on anything yet. */
export async function signedInUser(
  app: FastifyInstance,
  name = 'Teszt Felhasználó',
): Promise<Member> {
  const email = `user${unique()}@pelda.hu`;
  const user = await createUser(app, { email, name });
  return { agent: await signIn(app, { email, password: user.password }), userId: user.id, email };
}

/** A company created through the API by its (new) OWNER. */
export async function createCompany(
  app: FastifyInstance,
  overrides: Partial<TamogatastIgenyloBody> = {},
): Promise<Company> {
  const ref = await referenceIds(app);
  const owner = await signedInUser(app, 'Tulajdonos Teszt');
  const response = await owner.agent.post(
    '/api/tamogatast-igenylok',
    applicantBody(ref, overrides),
  );
  if (response.statusCode !== 201)
    throw new Error(`company not created: ${response.statusCode} ${response.body}`);
  return { applicantId: response.json().id, owner };
}

/** A new signed-in user holding `role` on the company. */
export async function addMember(
  app: FastifyInstance,
  company: Company,
  role: 'OWNER' | 'EDITOR',
): Promise<Member> {
  const member = await signedInUser(
    app,
    role === 'OWNER' ? 'Második Tulajdonos' : 'Szerkesztő Teszt',
  );
  await grantPermission(app.db, {
    actingUserId: company.owner.userId,
    userId: member.userId,
    applicantId: company.applicantId,
    role,
  });
  return member;
}
