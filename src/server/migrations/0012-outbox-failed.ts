/**
 * The mail outbox gets an end (issue 18): a mail not delivered after OUTBOX_MAX_ATTEMPTS attempts
 * is FAILED, with the time it was given up; it is no longer retried and ADMIN staff list and
 * retry it in the back office (GET /api/backoffice/kimeno-levelek/sikertelen).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ertesites_kimeno drop constraint ertesites_kimeno_allapot_check`.execute(
    db,
  );
  await sql`alter table ertesites_kimeno add constraint ertesites_kimeno_allapot_check check (allapot in ('PENDING','SENT','FAILED'))`.execute(
    db,
  );
  await db.schema.alterTable('ertesites_kimeno').addColumn('sikertelen', 'timestamptz').execute();
  await sql`create index ertesites_kimeno_sikertelen on ertesites_kimeno (sikertelen desc) where allapot = 'FAILED'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index ertesites_kimeno_sikertelen`.execute(db);
  await sql`update ertesites_kimeno set allapot = 'PENDING' where allapot = 'FAILED'`.execute(db);
  await db.schema.alterTable('ertesites_kimeno').dropColumn('sikertelen').execute();
  await sql`alter table ertesites_kimeno drop constraint ertesites_kimeno_allapot_check`.execute(
    db,
  );
  await sql`alter table ertesites_kimeno add constraint ertesites_kimeno_allapot_check check (allapot in ('PENDING','SENT'))`.execute(
    db,
  );
}
