/**
 * The database: PostgreSQL through Kysely. `pg` when DATABASE_URL is set, otherwise the embedded
 * PGlite (real Postgres in WebAssembly) persisted under DATA_DIR, or in memory for tests.
 * Both drivers parse numbers the same way, so code never sees a difference.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
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
    dataDir: options.dataDir ? `${options.dataDir}/pglite` : undefined,
    parsers: numberParsers,
  });
  return new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
}

/** Runs every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Database): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
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
