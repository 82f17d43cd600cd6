/**
 * Supplements and the mail outbox (docs/decisions/0010): transitions the server makes by itself
 * (the supplement deadline job) are recorded with the actor SYSTEM; the sweep finds open
 * supplement requests by their deadline; status mails are written to an outbox in the
 * transaction of the status change and delivered by a worker.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table palyazat_allapotvaltas drop constraint palyazat_allapotvaltas_szereplo_check`.execute(
    db,
  );
  await sql`alter table palyazat_allapotvaltas add constraint palyazat_allapotvaltas_szereplo_check check (szereplo in ('APPLICANT','STAFF','SYSTEM'))`.execute(
    db,
  );
  await sql`create index palyazat_nyitott_hianypotlas on palyazat (hianypotlas_hatarido) where statusz = 'WAITING_FOR_SUPPLEMENT'`.execute(
    db,
  );

  await db.schema
    .createTable('ertesites_kimeno')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('palyazat_id', 'integer', (col) =>
      col.references('palyazat.id').onDelete('set null'),
    )
    .addColumn('cimzett', 'text', (col) => col.notNull())
    .addColumn('nev', 'text', (col) => col.notNull())
    .addColumn('nyelv', 'text', (col) => col.notNull().check(sql`nyelv in ('hu','en')`))
    // A key of the 'progress' namespace's mails.* texts and its parameters, rendered at delivery.
    .addColumn('sablon', 'text', (col) => col.notNull())
    .addColumn('parameterek', 'jsonb', (col) => col.notNull())
    .addColumn('allapot', 'text', (col) =>
      col
        .notNull()
        .defaultTo('PENDING')
        .check(sql`allapot in ('PENDING','SENT')`),
    )
    .addColumn('probalkozasok', 'integer', (col) => col.notNull().defaultTo(0))
    // Due from this time; a claimed row is pushed ahead by the lease, a failed one by the backoff.
    .addColumn('esedekes', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('utolso_hiba', 'text')
    .addColumn('letrehozva', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('elkuldve', 'timestamptz')
    .execute();
  await sql`create index ertesites_kimeno_esedekes on ertesites_kimeno (esedekes) where allapot = 'PENDING'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ertesites_kimeno').execute();
  await sql`drop index palyazat_nyitott_hianypotlas`.execute(db);
  await sql`delete from palyazat_allapotvaltas where szereplo = 'SYSTEM'`.execute(db);
  await sql`alter table palyazat_allapotvaltas drop constraint palyazat_allapotvaltas_szereplo_check`.execute(
    db,
  );
  await sql`alter table palyazat_allapotvaltas add constraint palyazat_allapotvaltas_szereplo_check check (szereplo in ('APPLICANT','STAFF'))`.execute(
    db,
  );
}
