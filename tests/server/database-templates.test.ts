/**
 * The migrated templates the test databases are copied from (tests/helpers/database-template.ts)
 * hold exactly what running every migration on an empty database gives: the same applied
 * migrations, tables, columns, constraints and indexes, on PGlite and on PostgreSQL. A template is
 * named by the migrations' contents, so a changed migration is a new template.
 */
import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrateToLatest } from '../../src/server/db/database.ts';
import { migrationsHash } from '../helpers/database-template.ts';
import { DATABASE_KINDS, type TestDatabase, createTestDatabase } from '../helpers/database.ts';

const MIGRATIONS = path.join(import.meta.dirname, '../../src/server/migrations');

/** The schema as the catalogue describes it, in a stable order. */
async function schemaOf(db: Database): Promise<unknown> {
  const migrations = await sql<{ name: string }>`
    select name from kysely_migration order by name`.execute(db);
  const columns = await sql<Record<string, unknown>>`
    select table_name, column_name, data_type, is_nullable, column_default
      from information_schema.columns where table_schema = 'public'
     order by table_name, column_name`.execute(db);
  const constraints = await sql<Record<string, unknown>>`
    select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition
      from pg_constraint where connamespace = 'public'::regnamespace
     order by 1, 2`.execute(db);
  const indexes = await sql<Record<string, unknown>>`
    select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'
     order by 1, 2`.execute(db);
  return {
    migrations: migrations.rows.map((row) => row.name),
    columns: columns.rows,
    constraints: constraints.rows,
    indexes: indexes.rows,
  };
}

describe.each(DATABASE_KINDS)('the migrated test template [%s]', (kind) => {
  let copy: TestDatabase | undefined;
  let empty: TestDatabase | undefined;
  let emptyAtFirst: unknown;
  // Set up in the hook: two databases and every migration take long on a loaded machine.
  beforeAll(async () => {
    copy = await createTestDatabase(kind);
    empty = await createTestDatabase(kind, { empty: true });
    emptyAtFirst = (
      await sql`select to_regclass('kysely_migration')::text as name`.execute(empty.db)
    ).rows;
    await migrateToLatest(empty.db);
  });
  afterAll(async () => {
    await copy?.drop();
    await empty?.drop();
  });

  it('equals every migration run on an empty database', async () => {
    if (!copy || !empty) throw new Error('databases not ready');
    expect(emptyAtFirst).toEqual([{ name: null }]);
    const fromEmpty = await schemaOf(empty.db);
    expect((fromEmpty as { migrations: string[] }).migrations.length).toBeGreaterThan(0);
    expect(await schemaOf(copy.db)).toEqual(fromEmpty);
  });
});

describe('the template name', () => {
  it('changes when a migration changes or is added', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    try {
      cpSync(MIGRATIONS, dir, { recursive: true });
      const before = migrationsHash(dir);
      expect(before).toBe(migrationsHash());
      const first = readdirSync(dir).toSorted()[0] ?? '';
      appendFileSync(path.join(dir, first), '\n// changed\n');
      const changed = migrationsHash(dir);
      expect(changed).not.toBe(before);
      writeFileSync(path.join(dir, '9999-new.ts'), 'export async function up() {}\n');
      expect(migrationsHash(dir)).not.toBe(changed);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
