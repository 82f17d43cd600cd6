/**
 * The provider profile of an applicant (spec section 3 "Provider profile", decision 0022): one row
 * per applicant holding the form data of schemas/forms/provider-profile as JSONB (the schema is
 * the type and validates every write), the names of the fields last filled in from NTAK, and the
 * optimistic-locking version like every other master-data row.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('szolgaltatoi_profil')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('tamogatast_igenylo_id', 'integer', (col) =>
      col.notNull().unique().references('tamogatast_igenylo.id').onDelete('cascade'),
    )
    .addColumn('adatok', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    // The values NTAK supplied at the last NTAK sign-in: a field whose value equals NTAK's is
    // shown as coming from NTAK.
    .addColumn('ntak_adatok', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('ntak_kitoltve', 'timestamptz')
    .addColumn('verzio', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('modositva', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('szolgaltatoi_profil').execute();
}
