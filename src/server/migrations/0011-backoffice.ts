/**
 * The back office (docs/decisions/0017): internal notes on an application and the staff member
 * who took it. Own tables, read only by src/server/backoffice/, so no applicant answer can
 * include them.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('palyazat_belso_megjegyzes')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('palyazat_id', 'integer', (col) =>
      col.notNull().references('palyazat.id').onDelete('cascade'),
    )
    .addColumn('szerzo_id', 'integer', (col) => col.notNull().references('felhasznalo.id'))
    .addColumn('szoveg', 'text', (col) =>
      col.notNull().check(sql`char_length(szoveg) between 1 and 4000`),
    )
    .addColumn('idopont', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('palyazat_belso_megjegyzes_palyazat')
    .on('palyazat_belso_megjegyzes')
    .columns(['palyazat_id', 'id'])
    .execute();
  await db.schema
    .createTable('palyazat_hozzarendeles')
    .addColumn('palyazat_id', 'integer', (col) =>
      col.primaryKey().references('palyazat.id').onDelete('cascade'),
    )
    .addColumn('felhasznalo_id', 'integer', (col) => col.notNull().references('felhasznalo.id'))
    .addColumn('ota', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('palyazat_hozzarendeles').execute();
  await db.schema.dropTable('palyazat_belso_megjegyzes').execute();
}
