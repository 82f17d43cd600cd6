/**
 * Reviewing completion reports (issue 15, docs/decisions/0031): staff accept a submitted report
 * or return it to the applicant for correction with a note; a returned report is edited and
 * submitted again. The report gains two statuses (RETURNED, ACCEPTED) and every decision is a
 * row of `zaro_beszamolo_elbiralas` (who, when, which, the note), so the file shows the whole
 * returned → resubmitted → accepted history and the applicant the note of the last return.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table zaro_beszamolo drop constraint zaro_beszamolo_statusz_check`.execute(db);
  await sql`alter table zaro_beszamolo add constraint zaro_beszamolo_statusz_check
    check (statusz in ('OPEN', 'SUBMITTED', 'RETURNED', 'ACCEPTED'))`.execute(db);
  await db.schema
    .createTable('zaro_beszamolo_elbiralas')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('zaro_beszamolo_id', 'integer', (col) =>
      col.notNull().references('zaro_beszamolo.id').onDelete('cascade'),
    )
    .addColumn('dontes', 'text', (col) =>
      col.notNull().check(sql`dontes in ('ELFOGADVA', 'JAVITASRA_VISSZAKULDVE')`),
    )
    .addColumn('megjegyzes', 'text', (col) => col.notNull())
    .addColumn('elbiralo_id', 'integer', (col) =>
      col.references('felhasznalo.id').onDelete('set null'),
    )
    .addColumn('idopont', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index zaro_beszamolo_elbiralas_beszamolo on zaro_beszamolo_elbiralas (zaro_beszamolo_id, id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('zaro_beszamolo_elbiralas').execute();
  await sql`update zaro_beszamolo set statusz = 'SUBMITTED' where statusz in ('RETURNED', 'ACCEPTED')`.execute(
    db,
  );
  await sql`alter table zaro_beszamolo drop constraint zaro_beszamolo_statusz_check`.execute(db);
  await sql`alter table zaro_beszamolo add constraint zaro_beszamolo_statusz_check
    check (statusz in ('OPEN', 'SUBMITTED'))`.execute(db);
}
