/**
 * The attached documents as submitted (issue 16): at submission the version of every attached
 * document the signed final document lists is recorded with its SHA-256 and storage key, so
 * "Download my submission" keeps answering what was submitted after a supplement brings newer
 * versions or deletes a document. Like the signed final document, the rows are the record of a
 * submission: a trigger refuses to change or delete them, and the document versions they name
 * can no longer be removed from the database.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('benyujtott_dokumentum')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('palyazat_id', 'integer', (col) =>
      col.notNull().references('palyazat.id').onDelete('restrict'),
    )
    // The SUBMIT transition the record belongs to (a later submission records its own set).
    .addColumn('allapotvaltas_id', 'integer', (col) =>
      col.notNull().references('palyazat_allapotvaltas.id').onDelete('restrict'),
    )
    .addColumn('dokumentum_id', 'integer', (col) =>
      col.notNull().references('dokumentum.id').onDelete('restrict'),
    )
    .addColumn('kategoria', 'text', (col) => col.notNull())
    .addColumn('fajlnev', 'text', (col) => col.notNull())
    .addColumn('verzio', 'integer', (col) => col.notNull())
    .addColumn('meret', 'bigint', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('tarolo_kulcs', 'text', (col) => col.notNull())
    .addUniqueConstraint('benyujtott_dokumentum_egyszer', ['allapotvaltas_id', 'dokumentum_id'])
    .execute();
  await sql`create index benyujtott_dokumentum_palyazat on benyujtott_dokumentum (palyazat_id, allapotvaltas_id)`.execute(
    db,
  );
  await sql`create index benyujtott_dokumentum_kulcs on benyujtott_dokumentum (tarolo_kulcs)`.execute(
    db,
  );
  await sql`
    create function benyujtott_dokumentum_valtozatlan() returns trigger language plpgsql as $$
    begin
      raise exception 'a submitted document is kept unchanged (benyujtott_dokumentum %)', old.id;
    end $$`.execute(db);
  await sql`
    create trigger benyujtott_dokumentum_valtozatlan before update or delete on benyujtott_dokumentum
    for each row execute function benyujtott_dokumentum_valtozatlan()`.execute(db);
  // Applications submitted before this migration: the latest version of each document that was
  // there at the time of their last submission.
  await sql`
    insert into benyujtott_dokumentum
      (palyazat_id, allapotvaltas_id, dokumentum_id, kategoria, fajlnev, verzio, meret, sha256,
       tarolo_kulcs)
    select d.palyazat_id, s.id, d.id, d.kategoria, d.fajlnev, d.verzio, d.meret, d.sha256,
           d.tarolo_kulcs
    from (
      select distinct on (palyazat_id) id, palyazat_id, idopont
      from palyazat_allapotvaltas where esemeny = 'SUBMIT'
      order by palyazat_id, id desc
    ) s
    join dokumentum d on d.palyazat_id = s.palyazat_id
    where d.torolve is null and d.zaro_beszamolo_id is null and d.feltoltve <= s.idopont
      and d.verzio = (
        select max(n.verzio) from dokumentum n
        where n.uuid = d.uuid and n.torolve is null and n.feltoltve <= s.idopont
      )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('benyujtott_dokumentum').execute();
  await sql`drop function if exists benyujtott_dokumentum_valtozatlan()`.execute(db);
}
