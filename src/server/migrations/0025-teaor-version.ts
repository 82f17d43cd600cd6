/**
 * TEÁOR codes carry their classification's version (decision 0046). TEÁOR'25 (NACE Rev. 2.1)
 * reuses many TEÁOR'08 codes with other meanings (56.10, 91.02, 96.04 …), so a code alone no
 * longer names an activity: the key becomes (versio, kod). Every existing row is a TEÁOR'08 code.
 * Applicants keep pointing at the row id, so a saved code stays unambiguous.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('teaor')
    .addColumn('versio', 'text', (col) => col.notNull().defaultTo('2008'))
    .execute();
  // The default only backfilled the existing rows; new rows must say which version they are.
  await sql`alter table teaor alter column versio drop default`.execute(db);
  await db.schema
    .alterTable('teaor')
    .addCheckConstraint('teaor_versio_check', sql`versio in ('2008', '2025')`)
    .execute();
  await sql`alter table teaor drop constraint teaor_kod_key`.execute(db);
  await db.schema
    .alterTable('teaor')
    .addUniqueConstraint('teaor_versio_kod_key', ['versio', 'kod'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from teaor where versio <> '2008'`.execute(db);
  await db.schema.alterTable('teaor').dropConstraint('teaor_versio_kod_key').execute();
  await db.schema.alterTable('teaor').addUniqueConstraint('teaor_kod_key', ['kod']).execute();
  await db.schema.alterTable('teaor').dropConstraint('teaor_versio_check').execute();
  await db.schema.alterTable('teaor').dropColumn('versio').execute();
}
