/**
 * Migrated templates for test databases: the migrations run once per migration set, and every
 * test database starts as a copy (issue 18). Setting up a PGlite database by initdb and the
 * eighteen migrations cost 10–35 s a suite on the loaded two-core machine; a copy is a fraction.
 *
 * - PGlite: a tarball of a migrated data directory (PGlite's dumpDataDir) in the system's
 *   temporary directory, loaded into each in-memory database with `loadDataDir`.
 * - PostgreSQL: a migrated template database; each test database is `create database … template`.
 *
 * Both are named by a hash of src/server/migrations/ (and PGlite's version), so a changed or new
 * migration builds a new template on the next run and an old one is never used. They are built
 * once per run by tests/helpers/global-setup.ts before the workers start; a run without it (a
 * single file from another config) builds them on first use, safely beside a concurrent run:
 * each is written under a private name and renamed into place.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import pg from 'pg';
import { createDatabase, migrateToLatest } from '../../src/server/db/database.ts';
import type { DB } from '../../src/server/db/types.ts';

const ROOT = path.join(import.meta.dirname, '../..');
const MIGRATIONS_DIR = path.join(ROOT, 'src/server/migrations');
const TEMPLATE_DIR = path.join(tmpdir(), 'portal-test-templates');
/** Templates of other migration sets are removed once they are this old (other runs may use them). */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** Marks the template databases, with the time they were built, for removeStalePostgresTemplates. */
const TEMPLATE_COMMENT = 'portal test template, built at';

let hashMemo: string | undefined;

/** Names the migration set: every file of src/server/migrations/ (or `dir`) and PGlite's version. */
export function migrationsHash(dir: string = MIGRATIONS_DIR): string {
  if (dir === MIGRATIONS_DIR && hashMemo) return hashMemo;
  const hash = createHash('sha256');
  // A data directory written by one PGlite version need not load in another.
  const pgliteVersion = (
    JSON.parse(
      readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
    ) as { version: string }
  ).version;
  hash.update(`pglite ${pgliteVersion}\n`);
  for (const name of readdirSync(dir).toSorted()) {
    hash.update(`${name}\n`);
    hash.update(readFileSync(path.join(dir, name)));
  }
  const digest = hash.digest('hex').slice(0, 16);
  if (dir === MIGRATIONS_DIR) hashMemo = digest;
  return digest;
}

/** The PGlite template's tarball for this migration set (built when missing). */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = path.join(TEMPLATE_DIR, `pglite-${migrationsHash()}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const pglite = new PGlite();
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  try {
    await migrateToLatest(db);
    const tarball = await pglite.dumpDataDir('none');
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
    writeFileSync(partial, new Uint8Array(await tarball.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await db.destroy();
  }
  removeStalePgliteTemplates(file);
  return file;
}

function removeStalePgliteTemplates(current: string): void {
  for (const name of readdirSync(TEMPLATE_DIR)) {
    const file = path.join(TEMPLATE_DIR, name);
    if (file === current) continue;
    try {
      if (Date.now() - statSync(file).mtimeMs > STALE_AFTER_MS) rmSync(file, { force: true });
    } catch {
      // Removed by another run meanwhile.
    }
  }
}

let tarballMemo: Promise<Blob> | undefined;

/** The PGlite template, read once per worker. */
export function pgliteTemplateTarball(): Promise<Blob> {
  tarballMemo ??= ensurePgliteTemplate().then((file) => new Blob([readFileSync(file)]));
  return tarballMemo;
}

/** The PostgreSQL template database for this migration set (created when missing). */
export async function ensurePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `portal_template_${migrationsHash()}`;
  const exists = await adminQuery(adminUrl, 'select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount) return name;
  const partial = `${name}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${partial}`);
  try {
    await adminQuery(
      adminUrl,
      `comment on database ${partial} is '${TEMPLATE_COMMENT} ${Date.now()}'`,
    );
    const url = new URL(adminUrl);
    url.pathname = `/${partial}`;
    const db = createDatabase({ databaseUrl: url.toString(), dataDir: null });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    // No connections: `create database … template` refuses a template somebody is connected to.
    await adminQuery(
      adminUrl,
      `alter database ${partial} with is_template true allow_connections false`,
    );
    await adminQuery(adminUrl, `alter database ${partial} rename to ${name}`);
  } catch (error) {
    await dropTemplate(adminUrl, partial);
    // Another run renamed its copy into place first: use that one.
    if ((error as { code?: unknown }).code === '42P04') return name;
    throw error;
  }
  await removeStalePostgresTemplates(adminUrl, name);
  return name;
}

/** Templates of other migration sets, and copies a crashed run left, once they are a day old. */
async function removeStalePostgresTemplates(adminUrl: string, current: string): Promise<void> {
  const { rows } = await adminQuery(
    adminUrl,
    `select datname, shobj_description(oid, 'pg_database') as comment from pg_database
      where datname like 'portal\\_template\\_%' and datname <> $1`,
    [current],
  );
  for (const row of rows as { datname: string; comment: string | null }[]) {
    const built = Number(
      row.comment?.startsWith(TEMPLATE_COMMENT) ? row.comment.split(' ').at(-1) : NaN,
    );
    if (Number.isFinite(built) && Date.now() - built > STALE_AFTER_MS)
      await dropTemplate(adminUrl, row.datname).catch(() => {});
  }
}

async function dropTemplate(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `alter database ${name} with is_template false`).catch(() => {});
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

const postgresMemo = new Map<string, Promise<string>>();

/** The PostgreSQL template's name, looked up (or built) once per worker. */
export function postgresTemplate(adminUrl: string): Promise<string> {
  let name = postgresMemo.get(adminUrl);
  if (!name) {
    name = ensurePostgresTemplate(adminUrl);
    postgresMemo.set(adminUrl, name);
  }
  return name;
}

export async function adminQuery(
  adminUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}
