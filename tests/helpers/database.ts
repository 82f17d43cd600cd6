/**
 * Test databases. Every server suite runs once on PGlite (in memory) and once on the real
 * PostgreSQL server of this machine, where it creates its own database and drops it afterwards.
 * A database starts as a copy of the migrated template (tests/helpers/database-template.ts), the
 * state the app's own migrateToLatest would reach; `empty: true` gives a database without
 * migrations, for the tests of the migrations and of `npm run migrate` themselves.
 */
import { randomBytes } from 'node:crypto';
import { type Database, createDatabase } from '../../src/server/db/database.ts';
import { adminQuery, pgliteTemplateTarball, postgresTemplate } from './database-template.ts';

export const DATABASE_KINDS = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

/** The server used for PostgreSQL runs; override with TEST_POSTGRES_URL. */
export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  db: Database;
  /** Connection string of the created database (null for PGlite). */
  url: string | null;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  onQuery?: (sql: string) => void;
  /** No migrations applied (initdb only): for tests that migrate from nothing. */
  empty?: boolean;
}

export async function createTestDatabase(
  kind: DatabaseKind,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const { empty = false, onQuery } = options;
  const hooks = onQuery ? { onQuery } : {};
  if (kind === 'pglite') {
    const db = createDatabase({
      databaseUrl: null,
      dataDir: null,
      ...(empty ? {} : { pgliteDataDirTarball: await pgliteTemplateTarball() }),
      ...hooks,
    });
    return { db, url: null, drop: () => db.destroy() };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const template = empty ? null : await postgresTemplate(POSTGRES_ADMIN_URL);
  await adminQuery(
    POSTGRES_ADMIN_URL,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const db = createDatabase({ databaseUrl: url.toString(), dataDir: null, ...hooks });
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.destroy();
      // A client still closing when the forced drop terminates it is dropped by the pool's
      // 'error' listener (src/server/db/database.ts): no wait needed.
      await adminQuery(POSTGRES_ADMIN_URL, `drop database if exists ${name} with (force)`);
    },
  };
}
