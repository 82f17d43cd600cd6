/**
 * PostgreSQL plans each statement of the portal once per connection (issue 14, decision 0049):
 * a statement with parameters runs as a named prepared statement, except one whose columns are
 * `*`, which a migration adding a column would break while it stays prepared.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCompletionRowsOf } from '../../src/server/repositories/completion-reads.ts';
import { DATABASE_KINDS, type TestDatabase, createTestDatabase } from '../helpers/database.ts';

describe('named prepared statements on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await database.drop();
  });

  it('prepares a statement with parameters once and runs it again by name', async () => {
    const statements = await database.db.transaction().execute(async (trx) => {
      for (let run = 0; run < 3; run++)
        await trx.selectFrom('felhasznalo').select(['id', 'email']).where('id', '=', run).execute();
      const { rows } = await sql<{
        statement: string;
      }>`select statement from pg_prepared_statements`.execute(trx);
      return rows.map((row) => row.statement);
    });
    expect(statements.filter((text) => text.includes('from "felhasznalo"'))).toEqual([
      'select "id", "email" from "felhasznalo" where "id" = $1',
    ]);
  });

  it('leaves `select *` unnamed, so a column added beside it does not break it', async () => {
    await database.db.transaction().execute(async (trx) => {
      const read = () => trx.selectFrom('felhasznalo').selectAll().where('id', '=', 1).execute();
      await read();
      await sql`alter table felhasznalo add column prepared_statements_probe integer`.execute(trx);
      await expect(read()).resolves.toEqual([]);
      const { rows } = await sql<{
        count: number;
      }>`select count(*) as count from pg_prepared_statements where statement like 'select * from "felhasznalo"%'`.execute(
        trx,
      );
      expect(rows[0]?.count).toBe(0);
    });
  });
});

describe("completion's reads of several applications", () => {
  for (const kind of DATABASE_KINDS) {
    it(`run one statement text whatever the number of applications (${kind})`, async () => {
      const texts = new Set<string>();
      const database = await createTestDatabase(kind, { onQuery: (text) => texts.add(text) });
      try {
        for (const ids of [[1], [1, 2, 3], [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]]) {
          const rows = await listCompletionRowsOf(database.db, ids);
          expect([...rows.knockOut.keys()]).toEqual(ids);
          expect([...rows.statements.keys()]).toEqual(ids);
          expect([...rows.documents.keys()]).toEqual(ids);
        }
      } finally {
        await database.drop();
      }
      expect(texts.size).toBe(1);
    });
  }
});
