/**
 * Erasure of a user account and retention of drafts (issue 19, item 2; decision 0025): canary
 * personal values planted about a user — in the database and inside uploaded documents — are all
 * in the personal-data export, and after the erasure gone from every text and JSON column of every
 * table and from every stored file, except in what the rule keeps for a submitted application
 * (its snapshot, signed final document and submitted documents); the last owner
 * of an organisation with other members is refused; the retention job deletes an old draft and
 * keeps a submitted application and a recent draft.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { deleteExpiredDrafts } from '../../src/server/personal-data/erasure.ts';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { type Agent, DEFAULT_PASSWORD, createUser, signIn } from '../helpers/auth.ts';
import { multipartBody } from '../helpers/calls.ts';
import {
  completeApplication,
  readyToSubmit,
  startApplication,
  submitApplication,
  submitted,
  uploadGrantDocuments,
} from '../helpers/lifecycle.ts';
import {
  type Company,
  addMember,
  applicantBody,
  createCompany,
  referenceIds,
  unique,
} from '../helpers/master-data.ts';

/** Tables the rule keeps untouched for a submitted application. */
const KEPT = new Set([
  'palyazat_torzsadat_pillanatkep',
  'alairt_veglegesito',
  'benyujtott_dokumentum',
]);

/** Every (table, column) of text or JSON type holding `value`. */
async function whereFound(app: FastifyInstance, value: string): Promise<string[]> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'json', 'jsonb')`.execute(app.db);
  const found: string[] = [];
  for (const { table_name, column_name } of columns.rows) {
    const hit = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(table_name)}
      where strpos(lower(cast(${sql.ref(column_name)} as text)), lower(${value})) > 0`.execute(
      app.db,
    );
    if ((hit.rows[0]?.n ?? 0) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

/** A small PDF that carries `canary` in a comment line, as a scanned form would carry a name. */
function canaryPdf(canary: string): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'),
    Buffer.from(`% ${canary}\n`, 'utf8'),
    Buffer.alloc(1024, 0x20),
    Buffer.from('\n%%EOF\n'),
  ]);
}

/** Uploads a canary PDF as a new version of the application's first document. */
async function uploadCanary(
  app: FastifyInstance,
  agent: Agent,
  applicationId: number,
  fileName: string,
  canary: string,
): Promise<void> {
  const { kategoria } = await app.db
    .selectFrom('dokumentum')
    .select('kategoria')
    .where('palyazat_id', '=', applicationId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const response = await agent.request({
    method: 'POST',
    url: `/api/palyazatok/${applicationId}/dokumentumok/${kategoria}`,
    ...multipartBody(fileName, canaryPdf(canary), 'application/pdf'),
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** Storage keys of every stored file holding `value` (the local storage directory, walked). */
async function filesHolding(app: FastifyInstance, value: string): Promise<string[]> {
  const { storage } = app.config;
  if (storage.kind !== 'local') throw new Error('the test reads the local storage directory');
  const objects = path.join(storage.dir, 'objects');
  const found: string[] = [];
  for (const entry of await readdir(objects, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await readFile(file)).includes(value))
      found.push(path.relative(objects, file).split(path.sep).join('/'));
  }
  return found;
}

async function companyOf(app: FastifyInstance, member: Company['owner'], name: string) {
  const response = await member.agent.post(
    '/api/tamogatast-igenylok',
    applicantBody(await referenceIds(app), { nev: name }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return { applicantId: response.json().id as number, owner: member };
}

describeOnEachDatabase('account erasure and draft retention', (get) => {
  it('leaves none of the planted personal values outside what is kept for a submitted application', async () => {
    const { app } = get();
    const tag = unique();
    const canaries = {
      name: `Kanári Törlendő ${tag}`,
      email: `kanari.torlendo.${tag}@pelda.hu`,
      phone: '+36 30 777 4321',
      oidcSubject: `kanari-oidc-${tag}`,
      soloCompany: `KANARI-EGYEDUL-${tag} Kft.`,
      soloContact: `Kanári Egyedül Kapcsolat ${tag}`,
      soloDocumentName: `kanari-okirat-${tag}.pdf`,
    };
    // Only inside uploaded files: of the draft (erased with it) and of the submitted application
    // (kept with it, decision 0025 rule 6).
    const inDocuments = {
      draft: `KANARI-DOKUMENTUM-PISZKOZAT-${tag}`,
      submitted: `KANARI-DOKUMENTUM-BENYUJTOTT-${tag}`,
    };
    const created = await createUser(app, { name: canaries.name, email: canaries.email });
    await app.db
      .updateTable('felhasznalo')
      .set({ oidc_issuer: 'https://ntak.example', oidc_subject: canaries.oidcSubject })
      .where('id', '=', created.id)
      .execute();
    await app.db
      .insertInto('egyszeri_token')
      .values({
        user_id: created.id,
        cel: 'PASSWORD_RESET',
        token_hash: `kanari-token-${tag}`,
        lejarat: new Date(Date.now() + 3_600_000),
      })
      .execute();
    const member = {
      agent: await signIn(app, created),
      userId: created.id,
      email: created.email,
    };

    // A company the user alone owns, with a draft and a contact: deleted entirely.
    const solo = await companyOf(app, member, canaries.soloCompany);
    expect(
      (
        await member.agent.post('/api/kapcsolattartok', {
          tamogatastIgenylo: { id: solo.applicantId },
          nev: canaries.soloContact,
          statusz: 'KEPVISELO',
          email: `solo.${tag}@pelda.hu`,
          telefonszam: '+36 30 111 2222',
        })
      ).statusCode,
    ).toBe(201);
    const soloDraft = await startApplication(app, solo);
    await uploadGrantDocuments(member.agent, soloDraft);
    await uploadCanary(app, member.agent, soloDraft, canaries.soloDocumentName, inDocuments.draft);
    const soloKeys = (
      await app.db
        .selectFrom('dokumentum')
        .select('tarolo_kulcs')
        .where('palyazat_id', '=', soloDraft)
        .execute()
    ).map((row) => row.tarolo_kulcs);
    expect(soloKeys.length).toBeGreaterThan(0);

    // A company with a submitted application: kept; the user is its contact person.
    const kept = await companyOf(app, member, `Megmaradó ${tag} Kft.`);
    expect(
      (
        await member.agent.post('/api/kapcsolattartok', {
          tamogatastIgenylo: { id: kept.applicantId },
          nev: canaries.name,
          statusz: 'KAPCSOLATTARTO',
          email: canaries.email,
          telefonszam: canaries.phone,
        })
      ).statusCode,
    ).toBe(201);
    const submittedId = await startApplication(app, kept);
    await completeApplication(app, kept, submittedId);
    await uploadCanary(
      app,
      member.agent,
      submittedId,
      'alairt-nyilatkozat.pdf',
      inDocuments.submitted,
    );
    await readyToSubmit(kept, submittedId);
    await submitApplication(kept, submittedId);

    for (const value of Object.values(canaries))
      expect((await whereFound(app, value)).length, value).toBeGreaterThan(0);
    for (const value of Object.values(inDocuments))
      expect(await filesHolding(app, value), value).toHaveLength(1);

    // The export holds every canary: in data.json or in the documents beside it.
    const exported = await member.agent.get('/api/felhasznalok/current/adatexport');
    expect(exported.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const documentNames = Object.keys(files).filter((name) => name.startsWith('documents/'));
    const everything = Object.values(files)
      .map((content) => Buffer.from(content).toString('utf8'))
      .join('\n');
    for (const [name, value] of Object.entries({ ...canaries, ...inDocuments }))
      expect(everything.includes(value), `${name} (${value}) missing from the export`).toBe(true);
    for (const value of Object.values(inDocuments))
      expect(
        documentNames.filter((name) => Buffer.from(files[name] ?? []).includes(value)),
        value,
      ).toHaveLength(1);

    const wrong = await member.agent.post('/api/felhasznalok/current/torles', {
      jelszo: 'nem-ez-a-jelszo',
    });
    expect(wrong.statusCode).toBe(403);
    const erased = await member.agent.post('/api/felhasznalok/current/torles', {
      jelszo: DEFAULT_PASSWORD,
    });
    expect(erased.statusCode, erased.body).toBe(204);
    expect(String(erased.headers['set-cookie'])).toContain('SESSION=');
    expect((await member.agent.get('/api/felhasznalok/current')).statusCode).toBe(401);

    for (const value of Object.values(canaries)) {
      const found = (await whereFound(app, value)).filter(
        (place) => !KEPT.has(place.split('.')[0] ?? ''),
      );
      expect(found, value).toEqual([]);
      expect(await filesHolding(app, value), value).toEqual([]);
    }
    // The draft's document is gone; the submitted application's stays, and only as a document
    // listed among the submitted ones (the rule's "submitted documents").
    expect(await filesHolding(app, inDocuments.draft)).toEqual([]);
    const keptFiles = await filesHolding(app, inDocuments.submitted);
    expect(keptFiles).toHaveLength(1);
    const submittedKeys = (
      await app.db
        .selectFrom('benyujtott_dokumentum')
        .select('tarolo_kulcs')
        .where('palyazat_id', '=', submittedId)
        .execute()
    ).map((row) => row.tarolo_kulcs);
    expect(submittedKeys).toContain(keptFiles[0]);

    // The account row stays as a pseudonymous actor; its secrets and links are gone.
    const account = await app.db
      .selectFrom('felhasznalo')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(account.nev).toMatch(/^Törölt felhasználó [0-9A-F]{8}$/);
    expect(account.email).toMatch(/@torolt\.invalid$/);
    expect(account.jelszo_hash).toBeNull();
    expect(account.oidc_subject).toBeNull();
    expect(account.aktiv).toBe(false);
    for (const table of ['munkamenet', 'egyszeri_token', 'tamogatast_igenylo_jogosultsag'] as const)
      expect(
        await app.db
          .selectFrom(table)
          .select('user_id')
          .where('user_id', '=', created.id)
          .execute(),
        table,
      ).toEqual([]);

    // Kept for the submitted application: the application, its snapshot, signed final document
    // and the audit entries, whose actor is now the pseudonym.
    expect(
      await app.db.selectFrom('palyazat').select('id').where('id', '=', submittedId).execute(),
    ).toHaveLength(1);
    expect(
      await app.db
        .selectFrom('palyazat_torzsadat_pillanatkep')
        .select('id')
        .where('palyazat_id', '=', submittedId)
        .execute(),
    ).toHaveLength(1);
    expect(
      await app.db
        .selectFrom('alairt_veglegesito')
        .select('id')
        .where('palyazat_id', '=', submittedId)
        .execute(),
    ).toHaveLength(1);
    const audit = await app.db
      .selectFrom('valtozasnaplo')
      .select('user_id')
      .where('tamogatast_igenylo_id', '=', kept.applicantId)
      .execute();
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.every((row) => row.user_id === created.id)).toBe(true);
    const contact = await app.db
      .selectFrom('kapcsolattarto')
      .select(['nev', 'telefonszam'])
      .where('tamogatast_igenylo_id', '=', kept.applicantId)
      .executeTakeFirstOrThrow();
    expect(contact).toEqual({ nev: account.nev, telefonszam: null });
    // The old credentials no longer sign in.
    expect((await signIn(app, created).catch((error: Error) => error)) instanceof Error).toBe(true);

    // The company the user alone owned, with no submission, is gone with its draft and files.
    expect(
      await app.db
        .selectFrom('tamogatast_igenylo')
        .select('id')
        .where('id', '=', solo.applicantId)
        .execute(),
    ).toEqual([]);
    expect(
      await app.db.selectFrom('palyazat').select('id').where('id', '=', soloDraft).execute(),
    ).toEqual([]);
    for (const key of soloKeys) await expect(app.fileStorage.get(key)).rejects.toBeDefined();
  }, 120_000); // A whole submission and two companies: long on PGlite on a loaded machine.

  it('refuses the last owner of an organisation with other members, in the asked language', async () => {
    const { app } = get();
    const company = await createCompany(app);
    await addMember(app, company, 'EDITOR');
    const refused = await company.owner.agent.post('/api/felhasznalok/current/torles', {
      jelszo: DEFAULT_PASSWORD,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('adja át a tulajdonosi jogot');
    const inEnglish = await company.owner.agent.request({
      method: 'POST',
      url: '/api/felhasznalok/current/torles',
      headers: { 'accept-language': 'en' },
      payload: { jelszo: DEFAULT_PASSWORD },
    });
    expect(inEnglish.statusCode).toBe(409);
    expect(inEnglish.json().message).toContain('Hand the ownership over');
    // Nothing was erased: the owner is still signed in and the company still has them.
    expect((await company.owner.agent.get('/api/felhasznalok/current')).statusCode).toBe(200);
    expect(
      await app.db
        .selectFrom('tamogatast_igenylo_jogosultsag')
        .select('szerep')
        .where('user_id', '=', company.owner.userId)
        .execute(),
    ).toEqual([{ szerep: 'OWNER' }]);
  });

  it('lets an owner beside another owner erase; the organisation and a namesake are untouched', async () => {
    const { app } = get();
    const company = await createCompany(app);
    const second = await addMember(app, company, 'OWNER');
    // Another person of the same name keeps it: a name is replaced only where it is the user's.
    const namesake = await createUser(app, { name: 'Tulajdonos Teszt' });
    const erased = await company.owner.agent.post('/api/felhasznalok/current/torles', {
      jelszo: DEFAULT_PASSWORD,
    });
    expect(erased.statusCode, erased.body).toBe(204);
    expect(
      await app.db
        .selectFrom('tamogatast_igenylo_jogosultsag')
        .select(['user_id', 'szerep'])
        .where('tamogatast_igenylo_id', '=', company.applicantId)
        .execute(),
    ).toEqual([{ user_id: second.userId, szerep: 'OWNER' }]);
    expect(
      await app.db
        .selectFrom('felhasznalo')
        .select('nev')
        .where('id', '=', namesake.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ nev: 'Tulajdonos Teszt' });
    expect(
      (await second.agent.get(`/api/tamogatast-igenylok/${company.applicantId}`)).statusCode,
    ).toBe(200);
  });

  it('retention deletes an old draft with its files, and keeps a submitted application and a recent draft', async () => {
    const { app } = get();
    const company = await createCompany(app);
    const oldDraft = await startApplication(app, company);
    await uploadGrantDocuments(company.owner.agent, oldDraft);
    const recentDraft = await startApplication(app, await createCompany(app));
    const { id: submittedId } = await submitted(app);
    const oldKeys = (
      await app.db
        .selectFrom('dokumentum')
        .select('tarolo_kulcs')
        .where('palyazat_id', '=', oldDraft)
        .execute()
    ).map((row) => row.tarolo_kulcs);
    expect(oldKeys.length).toBeGreaterThan(0);
    const longAgo = new Date(Date.now() - 800 * 24 * 3_600_000);
    await app.db
      .updateTable('palyazat')
      .set({ modositva: longAgo })
      .where('id', 'in', [oldDraft, submittedId])
      .execute();

    expect(await deleteExpiredDrafts(app.db, app.fileStorage, new Date(), 0)).toEqual({
      applications: 0,
      files: 0,
    });
    const result = await deleteExpiredDrafts(app.db, app.fileStorage, new Date(), 730);
    expect(result.applications).toBeGreaterThanOrEqual(1);
    const left = (
      await app.db
        .selectFrom('palyazat')
        .select('id')
        .where('id', 'in', [oldDraft, recentDraft, submittedId])
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
    expect(left).toEqual([recentDraft, submittedId].toSorted((a, b) => a - b));
    for (const key of oldKeys) await expect(app.fileStorage.get(key)).rejects.toBeDefined();
  });
});
