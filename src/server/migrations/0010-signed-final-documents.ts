/**
 * The signed final documents (issue 16, docs/decisions/0016): every signed final document
 * accepted in submission step 3 is kept in the document storage, with its SHA-256, the content
 * hash it signs and the signer's certificate. The rows are the legal record of a submission:
 * a trigger refuses to change or delete them.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alairt_veglegesito')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('palyazat_id', 'integer', (col) =>
      col.notNull().references('palyazat.id').onDelete('restrict'),
    )
    .addColumn('tarolasi_kulcs', 'text', (col) => col.notNull().unique())
    .addColumn('fajlnev', 'text', (col) => col.notNull())
    .addColumn('meret', 'integer', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('veglegesito_hash', 'text', (col) => col.notNull())
    .addColumn('alairo', 'jsonb', (col) => col.notNull())
    .addColumn('allapotvaltas_id', 'integer', (col) =>
      col.references('palyazat_allapotvaltas.id').onDelete('restrict'),
    )
    .addColumn('feltolto_id', 'integer', (col) =>
      col.references('felhasznalo.id').onDelete('set null'),
    )
    .addColumn('feltoltve', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index alairt_veglegesito_palyazat on alairt_veglegesito (palyazat_id, id)`.execute(
    db,
  );
  await sql`
    create function alairt_veglegesito_valtozatlan() returns trigger language plpgsql as $$
    begin
      -- Only the uploader's link may be cleared (a user removed); the record itself stays.
      if tg_op = 'UPDATE' and new.feltolto_id is null
        and (new.id, new.palyazat_id, new.tarolasi_kulcs, new.fajlnev, new.meret, new.sha256,
             new.veglegesito_hash, new.alairo, new.allapotvaltas_id, new.feltoltve)
          is not distinct from
            (old.id, old.palyazat_id, old.tarolasi_kulcs, old.fajlnev, old.meret, old.sha256,
             old.veglegesito_hash, old.alairo, old.allapotvaltas_id, old.feltoltve) then
        return new;
      end if;
      raise exception 'a signed final document is kept unchanged (alairt_veglegesito %)', old.id;
    end $$`.execute(db);
  await sql`
    create trigger alairt_veglegesito_valtozatlan before update or delete on alairt_veglegesito
    for each row execute function alairt_veglegesito_valtozatlan()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alairt_veglegesito').execute();
  await sql`drop function if exists alairt_veglegesito_valtozatlan()`.execute(db);
}
