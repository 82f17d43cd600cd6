/**
 * The applicant's own e-mail address and phone number in its base data (issue 13: the proof
 * that a base-data field is the schema, the UI schema, the locales, this migration and the
 * mapper). Both optional, so existing applicants stay valid.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tamogatast_igenylo')
    .addColumn('email', 'text')
    .addColumn('telefonszam', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tamogatast_igenylo')
    .dropColumn('email')
    .dropColumn('telefonszam')
    .execute();
}
