/**
 * Contract and completion (docs/decisions/0011): the appointment slots staff offer for signing
 * the contract, the completion reports staff open for an application, and the link of a
 * document to the completion report it belongs to. The contract documents themselves are rows
 * of `dokumentum` in the CONTRACT categories (one upload path for every document).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idopont_ajanlat')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('palyazat_id', 'integer', (col) =>
      col.notNull().references('palyazat.id').onDelete('cascade'),
    )
    .addColumn('kezdet', 'timestamptz', (col) => col.notNull())
    .addColumn('helyszin', 'text', (col) => col.notNull())
    .addColumn('letrehozo_id', 'integer', (col) =>
      col.references('felhasznalo.id').onDelete('set null'),
    )
    .addColumn('letrehozva', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('foglalva', 'timestamptz')
    .addColumn('foglalo_id', 'integer', (col) =>
      col.references('felhasznalo.id').onDelete('set null'),
    )
    .execute();
  await sql`create index idopont_ajanlat_palyazat on idopont_ajanlat (palyazat_id, kezdet)`.execute(
    db,
  );
  // At most one booked slot per application, whatever races the booking loses.
  await sql`create unique index idopont_ajanlat_egy_foglalas on idopont_ajanlat (palyazat_id) where foglalva is not null`.execute(
    db,
  );

  await db.schema
    .createTable('zaro_beszamolo')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('palyazat_id', 'integer', (col) =>
      col.notNull().references('palyazat.id').onDelete('cascade'),
    )
    .addColumn('megnevezes', 'text', (col) => col.notNull())
    .addColumn('hatarido', 'date', (col) => col.notNull())
    .addColumn('statusz', 'text', (col) =>
      col.notNull().check(sql`statusz in ('OPEN', 'SUBMITTED')`),
    )
    .addColumn('adatok', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('verzio', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('megnyito_id', 'integer', (col) =>
      col.references('felhasznalo.id').onDelete('set null'),
    )
    .addColumn('megnyitva', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('benyujto_id', 'integer', (col) =>
      col.references('felhasznalo.id').onDelete('set null'),
    )
    .addColumn('benyujtva', 'timestamptz')
    .execute();
  await sql`create index zaro_beszamolo_palyazat on zaro_beszamolo (palyazat_id, id)`.execute(db);

  await db.schema
    .alterTable('dokumentum')
    .addColumn('zaro_beszamolo_id', 'integer', (col) =>
      col.references('zaro_beszamolo.id').onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dokumentum').dropColumn('zaro_beszamolo_id').execute();
  await db.schema.dropTable('zaro_beszamolo').execute();
  await db.schema.dropTable('idopont_ajanlat').execute();
}
