/**
 * A start on a database that is already migrated asks one question (issue 14, start-up): the
 * applied migrations, in one query; Kysely's Migrator (about ten statements and a lock) runs only
 * when something is missing, and a database with migrations this code does not know still goes
 * to the Migrator, which refuses it as it did before.
 */
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/database.ts';
import { pendingMigrations } from '../../src/server/migrations/prepare.ts';
import { migrations } from '../../src/server/migrations/index.ts';
import { DATABASE_KINDS, type TestDatabase, createTestDatabase } from '../helpers/database.ts';

describe.each(DATABASE_KINDS)('migrations at start [%s]', (kind) => {
  let database: TestDatabase | undefined;
  const queries: string[] = [];
  afterEach(async () => {
    queries.length = 0;
    await database?.drop();
    database = undefined;
  });

  it('costs one query on a database at the latest migration', async () => {
    database = await createTestDatabase(kind, { onQuery: (text) => queries.push(text) });
    await migrateToLatest(database.db);
    expect(queries).toEqual(['select name from kysely_migration']);
    expect(await pendingMigrations(database.db)).toEqual([]);
  });

  it('applies a migration the database lacks', async () => {
    database = await createTestDatabase(kind, { onQuery: (text) => queries.push(text) });
    const extra: Migration = {
      up: async (db) => {
        await sql`create table migrate_at_latest_probe (id int)`.execute(db);
      },
    };
    const withExtra = { ...migrations, '9999-probe': extra };
    await migrateToLatest(database.db, withExtra);
    const probe = await sql<{ name: string | null }>`
      select to_regclass('migrate_at_latest_probe')::text as name`.execute(database.db);
    expect(probe.rows).toEqual([{ name: 'migrate_at_latest_probe' }]);
    queries.length = 0;
    await migrateToLatest(database.db, withExtra);
    expect(queries).toHaveLength(1);
  });

  it('leaves a database with an unknown migration to the Migrator, which refuses it', async () => {
    database = await createTestDatabase(kind);
    const latest = Object.keys(migrations).toSorted().at(-1) ?? '';
    const older = Object.fromEntries(
      Object.entries(migrations).filter(([name]) => name !== latest),
    );
    await expect(migrateToLatest(database.db, older)).rejects.toThrow(latest);
  });

  it('names the pending migrations of a new database', async () => {
    database = await createTestDatabase(kind, { empty: true });
    expect(await pendingMigrations(database.db)).toEqual(Object.keys(migrations).toSorted());
  });
});
