/**
 * The database: PostgreSQL through Kysely. `pg` when DATABASE_URL is set, otherwise the embedded
 * PGlite (real Postgres in WebAssembly) persisted under DATA_DIR, or in memory for tests.
 * Both drivers parse numbers the same way, so code never sees a difference.
 *
 * A new PGlite DATA_DIR starts from a template when one is there (docs/decisions/0013): the
 * cluster with the migrations applied, written once by `npm run build`, so a first start copies
 * files instead of running initdb (the largest part of a fresh start).
 */
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrations } from '../migrations/index.ts';
import type { DB } from './types.ts';

export type Database = Kysely<DB>;

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** Bigint counts and numeric amounts arrive as JS numbers from both drivers. */
const numberParsers = { [INT8_OID]: Number, [NUMERIC_OID]: Number };

export interface DatabaseOptions {
  databaseUrl: string | null;
  /** PGlite directory; null keeps PGlite in memory. Ignored when databaseUrl is set. */
  dataDir: string | null;
  /**
   * A PGlite data-directory template (writePgliteTemplate) that openDatabase copies into a
   * DATA_DIR holding no cluster yet; null or a missing directory: initdb as usual.
   */
  pgliteTemplate?: string | null;
}

export function createDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID || oid === NUMERIC_OID
            ? (value: string) => Number(value)
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // One options object: PGlite ignores the second argument when the first is not a path.
  const pglite = new PGlite({
    dataDir: options.dataDir ? pgliteDir(options.dataDir) : undefined,
    parsers: numberParsers,
  });
  return new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
}

function pgliteDir(dataDir: string): string {
  return `${dataDir}/pglite`;
}

/**
 * createDatabase for the server's start: a PGlite DATA_DIR without a cluster gets a copy of the
 * template directory when there is one. Whatever goes wrong with the template (unreadable,
 * corrupt, made by another PGlite version) ends in the usual initdb, with `warn` told why; the
 * template may be older than the code, so the caller still runs migrateToLatest.
 */
export async function openDatabase(
  options: DatabaseOptions,
  warn: (message: string) => void = () => {},
): Promise<Database> {
  const template = options.databaseUrl ? null : options.pgliteTemplate;
  if (
    !template ||
    !options.dataDir ||
    !existsSync(template) ||
    // PG_VERSION is the file PGlite itself checks to tell an existing cluster.
    existsSync(path.join(pgliteDir(options.dataDir), 'PG_VERSION'))
  ) {
    return createDatabase(options);
  }
  const dir = pgliteDir(options.dataDir);
  // Copied beside and renamed: a start interrupted mid-copy leaves no half cluster behind that
  // the next start would take for a real one.
  const partial = `${dir}.partial`;
  let pglite: PGlite | null = null;
  try {
    rmSync(partial, { recursive: true, force: true });
    cpSync(template, partial, { recursive: true });
    renameSync(partial, dir);
    pglite = await PGlite.create({ dataDir: dir, parsers: numberParsers });
    await pglite.query('select 1');
    return new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  } catch (error) {
    warn(`PGlite template ${template} not usable, creating the database: ${String(error)}`);
    await pglite?.close().catch(() => {});
    rmSync(partial, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
    return createDatabase(options);
  }
}

/**
 * Writes a PGlite template directory: a new cluster with `migrationSet` applied and nothing else
 * (no reference or demo data, so a template suits every environment), shut down cleanly. Built
 * beside the target and renamed over it, so a reader never sees half a template.
 */
export async function writePgliteTemplate(
  directory: string,
  migrationSet: Record<string, Migration> = migrations,
): Promise<void> {
  const partial = `${directory}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(path.dirname(directory), { recursive: true });
  const db = new Kysely<DB>({
    dialect: new PGliteDialect({
      pglite: new PGlite({ dataDir: partial, parsers: numberParsers }),
    }),
  });
  try {
    await migrateToLatest(db, migrationSet);
  } catch (error) {
    await db.destroy();
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  await db.destroy();
  rmSync(directory, { recursive: true, force: true });
  renameSync(partial, directory);
}

/** Runs every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(
  db: Database,
  migrationSet: Record<string, Migration> = migrations,
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationSet },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(
      `Migration ${failed?.migrationName ?? '(unknown)'} failed: ${(error as Error).message}`,
      { cause: error },
    );
  }
}

/** True when a trivial query answers; used by the health check. */
export async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
