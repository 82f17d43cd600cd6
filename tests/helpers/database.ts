/**
 * Test databases. Every server suite runs once on PGlite (in memory) and once on the real
 * PostgreSQL server of this machine, where it creates its own database and drops it afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, createDatabase } from '../../src/server/db/database.ts';

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

export async function createTestDatabase(
  kind: DatabaseKind,
  options: { onQuery?: (sql: string) => void } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = createDatabase({ databaseUrl: null, dataDir: null, ...options });
    return { db, url: null, drop: () => db.destroy() };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const db = createDatabase({ databaseUrl: url.toString(), dataDir: null, ...options });
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.destroy();
      // A client still closing when the forced drop terminates it is dropped by the pool's
      // 'error' listener (src/server/db/database.ts): no wait needed.
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
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
