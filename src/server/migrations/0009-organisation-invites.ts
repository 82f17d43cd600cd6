/**
 * Pending invitations to an organisation (docs/decisions/0018): nobody becomes a member without
 * accepting. The invite holds the e-mail and role, never a user id; only the SHA-256 of the
 * mailed token is stored.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('szervezeti_meghivo')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('tamogatast_igenylo_id', 'integer', (col) =>
      col.notNull().references('tamogatast_igenylo.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('szerep', 'text', (col) => col.notNull().check(sql`szerep in ('OWNER', 'EDITOR')`))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('lejarat', 'timestamptz', (col) => col.notNull())
    .addColumn('meghivo_id', 'integer', (col) =>
      col.notNull().references('felhasznalo.id').onDelete('cascade'),
    )
    .addColumn('elfogadva', 'timestamptz')
    .addColumn('letrehozva', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('szervezeti_meghivo_igenylo')
    .on('szervezeti_meghivo')
    .columns(['tamogatast_igenylo_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('szervezeti_meghivo').execute();
}
