/**
 * The restore drill of docs/operations.md (issue 18, item 5), on PostgreSQL with the real
 * pg_dump and pg_restore: the portal is filled through its HTTP API (applicants, applications,
 * uploads, a signed final document, a submission, a staff decision), backed up while it runs
 * (pg_dump -Fc of the database, rsync of the document storage), restored into a new database and
 * a new storage directory, and a server is started on the copy. Every table's rows, every
 * sequence and every stored document's SHA-256 must match the original 100 %, and a user signs
 * in on the restored server and reads and writes there.
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { type Database, createDatabase } from '../../src/server/db/database.ts';
import { testConfig } from '../helpers/app.ts';
import { DEFAULT_PASSWORD, signIn } from '../helpers/auth.ts';
import { callsTestOverrides } from '../helpers/calls.ts';
import { POSTGRES_ADMIN_URL, createTestDatabase } from '../helpers/database.ts';
import {
  staffAgent,
  startApplication,
  submitted,
  uploadGrantDocuments,
} from '../helpers/lifecycle.ts';
import { createCompany } from '../helpers/master-data.ts';

const run = promisify(execFile);

/**
 * The client programs of the server's major version (Debian keeps them beside the server);
 * PG_BIN overrides, else whatever pg_dump the PATH has.
 */
function pgProgram(name: 'pg_dump' | 'pg_restore'): string {
  const dirs = [process.env.PG_BIN, '/usr/lib/postgresql/15/bin'].filter(
    (dir): dir is string => !!dir,
  );
  for (const dir of dirs) if (existsSync(path.join(dir, name))) return path.join(dir, name);
  return name;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Every base table of the public schema with all its rows as JSON text, sorted. */
async function snapshot(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = (
      await client.query<{ name: string }>(
        `select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      )
    ).rows.map((row) => row.name);
    const rows: Record<string, string[]> = {};
    for (const table of tables) {
      const result = await client.query<{ row: string }>(
        `select to_jsonb(t)::text as row from public.${pg.escapeIdentifier(table)} t order by 1`,
      );
      rows[table] = result.rows.map((row) => row.row);
    }
    const sequences = (
      await client.query<{ name: string; last: string | null }>(
        `select sequencename as name, last_value::text as last from pg_sequences
          where schemaname = 'public' order by 1`,
      )
    ).rows;
    return { tables, rows, sequences };
  } finally {
    await client.end();
  }
}

/** SHA-256 of every file under `dir`, by path relative to it. */
function hashes(dir: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const file = path.join(current, name);
      if (statSync(file).isDirectory()) walk(file);
      else
        found[path.relative(dir, file)] = createHash('sha256')
          .update(readFileSync(file))
          .digest('hex');
    }
  };
  walk(dir);
  return found;
}

describe('restore drill [postgres]', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.toReversed()) await cleanup();
  });

  it('restores the database and the documents of a filled portal: every row and every SHA-256, then a sign-in', async () => {
    // The jobs stay off: nothing but the drill's own requests writes.
    const overrides = {
      ...callsTestOverrides(),
      jobs: { supplementDeadlineIntervalMs: 0, mailOutboxIntervalMs: 0 },
    };
    const storageDir = overrides.storage.dir;
    const source = await createTestDatabase('postgres');
    cleanups.push(
      () => source.drop(),
      () => rmSync(storageDir, { recursive: true, force: true }),
    );
    let app: FastifyInstance | null = await buildApp({
      config: testConfig(overrides),
      db: source.db,
      logger: false,
    });
    await app.ready();

    // Fill the portal through the API.
    const { company, id } = await submitted(app);
    const manager = await staffAgent(app, ['VEZETO']);
    const verification = await manager.post(`/api/palyazatok/${id}/esemenyek`, {
      esemeny: 'START_VERIFICATION',
    });
    expect(verification.statusCode, verification.body).toBe(200);
    const other = await createCompany(app);
    const draft = await startApplication(app, other);
    await uploadGrantDocuments(other.owner.agent, draft);
    const documentsBefore = await company.owner.agent.get(`/api/palyazatok/${id}/dokumentumok`);
    expect(documentsBefore.statusCode).toBe(200);
    const applicationBefore = (await company.owner.agent.get(`/api/palyazatok/${id}`)).json();

    // Back up while the server runs: pg_dump reads one consistent snapshot.
    const work = mkdtempSync(path.join(tmpdir(), 'portal-restore-drill-'));
    cleanups.push(() => rmSync(work, { recursive: true, force: true }));
    const dump = path.join(work, 'portal.dump');
    await run(pgProgram('pg_dump'), [
      '--format=custom',
      '--no-owner',
      '--file',
      dump,
      '--dbname',
      source.url!,
    ]);
    const storageBackup = path.join(work, 'documents-backup');
    await run('rsync', ['-a', '--exclude=.tmp/', `${storageDir}/`, `${storageBackup}/`]);
    await app.close();
    app = null;

    // Restore into a new database and a new storage directory.
    const targetName = `portal_restore_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${targetName}`);
    const targetUrl = new URL(POSTGRES_ADMIN_URL);
    targetUrl.pathname = `/${targetName}`;
    let restoredDb: Database | null = null;
    cleanups.push(async () => {
      await restoredDb?.destroy();
      await adminQuery(`drop database if exists ${targetName} with (force)`);
    });
    await run(pgProgram('pg_restore'), [
      '--no-owner',
      '--exit-on-error',
      '--dbname',
      targetUrl.toString(),
      dump,
    ]);
    // The copy as pg_restore left it: every sequence where the original's was.
    const before = await snapshot(source.url!);
    expect((await snapshot(targetUrl.toString())).sequences).toEqual(before.sequences);
    const restoredStorage = path.join(work, 'documents-restored');
    await run('rsync', ['-a', `${storageBackup}/`, `${restoredStorage}/`]);

    // A server on the copy.
    restoredDb = createDatabase({ databaseUrl: targetUrl.toString(), dataDir: null });
    const restored = await buildApp({
      config: testConfig({ ...overrides, storage: { kind: 'local', dir: restoredStorage } }),
      db: restoredDb,
      logger: false,
    });
    cleanups.push(() => restored.close());
    await restored.ready();
    expect((await restored.inject('/api/ready')).statusCode).toBe(200);

    // Every table, every row, with the restored server running on it.
    const after = await snapshot(targetUrl.toString());
    expect(after.tables).toEqual(before.tables);
    expect(before.tables.length).toBeGreaterThan(30);
    let rowCount = 0;
    for (const table of before.tables) {
      expect(after.rows[table], table).toEqual(before.rows[table]);
      rowCount += before.rows[table]?.length ?? 0;
    }
    for (const table of ['palyazat', 'dokumentum', 'alairt_veglegesito', 'felhasznalo'])
      expect(before.rows[table]?.length, table).toBeGreaterThan(0);
    // Starting may move a sequence, never back: the call synchronisation's upsert
    // (insert … on conflict) draws a value for each call folder even when it changes nothing.
    for (const sequence of before.sequences) {
      const restoredSequence = after.sequences.find((entry) => entry.name === sequence.name);
      expect(Number(restoredSequence?.last ?? 0), sequence.name).toBeGreaterThanOrEqual(
        Number(sequence.last ?? 0),
      );
    }

    // Every stored document, by its SHA-256, and each one the database points to.
    const original = hashes(path.join(storageDir, 'objects'));
    const copy = hashes(path.join(restoredStorage, 'objects'));
    expect(Object.keys(original).length).toBeGreaterThanOrEqual(9);
    expect(copy).toEqual(original);
    const stored = await restoredDb
      .selectFrom('dokumentum')
      .select(['tarolo_kulcs as key', 'sha256'])
      .unionAll(
        restoredDb.selectFrom('alairt_veglegesito').select(['tarolasi_kulcs as key', 'sha256']),
      )
      .execute();
    expect(stored.length).toBeGreaterThanOrEqual(9);
    for (const document of stored)
      expect(copy[path.join(...document.key.split('/'))], document.key).toBe(document.sha256);

    // Sign in on the restored server, read a document, write something new.
    const owner = await signIn(restored, {
      email: company.owner.email,
      password: DEFAULT_PASSWORD,
    });
    const application = await owner.get(`/api/palyazatok/${id}`);
    expect(application.statusCode).toBe(200);
    expect(application.json().palyazat).toMatchObject({
      azonosito: applicationBefore.palyazat.azonosito,
      statusz: applicationBefore.palyazat.statusz,
      verzio: applicationBefore.palyazat.verzio,
    });
    const documents = await owner.get(`/api/palyazatok/${id}/dokumentumok`);
    expect(documents.json()).toEqual(documentsBefore.json());
    const first = (await restoredDb
      .selectFrom('dokumentum')
      .select(['uuid', 'sha256'])
      .where('palyazat_id', '=', id)
      .orderBy('id')
      .executeTakeFirstOrThrow()) as { uuid: string; sha256: string };
    const content = await owner.get(`/api/dokumentumok/${first.uuid}/tartalom`);
    expect(content.statusCode).toBe(200);
    expect(createHash('sha256').update(content.rawPayload).digest('hex')).toBe(first.sha256);
    // The sequences came along: a new user and applicant get new ids, no collision.
    const newcomer = await createCompany(restored);
    expect(newcomer.applicantId).toBeGreaterThan(other.applicantId);
    console.info(
      `restore drill: ${before.tables.length} tables, ${rowCount} rows, ${before.sequences.length} sequences, ${Object.keys(copy).length} documents matched`,
    );
  }, 300_000);
});
