/**
 * Staff user management (docs/decisions/0017, issue 15 item 6): an administrator deactivates a
 * user instead of deleting it (the audit trail and the transitions keep naming who acted). A
 * deactivated user cannot sign in and its sessions stop working. The audit viewer pages the
 * trail by time.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('felhasznalo')
    .addColumn('aktiv', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();
  await sql`create index valtozasnaplo_idopont on valtozasnaplo (idopont desc, id desc)`.execute(
    db,
  );
  await sql`create index palyazat_allapotvaltas_idopont on palyazat_allapotvaltas (idopont desc, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index palyazat_allapotvaltas_idopont`.execute(db);
  await sql`drop index valtozasnaplo_idopont`.execute(db);
  await db.schema.alterTable('felhasznalo').dropColumn('aktiv').execute();
}
