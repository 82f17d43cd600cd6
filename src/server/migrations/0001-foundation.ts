/** Reference data: business forms, activity codes, countries, regions, counties, settlements. */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gazdalkodasi_forma')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('megnevezes', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('teaor')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kod', 'text', (col) => col.notNull().unique())
    .addColumn('megnevezes', 'text', (col) => col.notNull())
    .addColumn('turisztikai', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('orszag')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('iso_kod', 'text', (col) => col.notNull().unique())
    .addColumn('nev', 'text', (col) => col.notNull())
    .addColumn('nev_kulfoldiul', 'text', (col) => col.notNull())
    .addColumn('eu', 'boolean', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('turisztikai_regio')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('nev', 'text', (col) => col.notNull().unique())
    .execute();
  await db.schema
    .createTable('megye')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('nev', 'text', (col) => col.notNull().unique())
    .execute();
  await db.schema
    .createTable('telepules')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('megnevezes', 'text', (col) => col.notNull())
    .addColumn('iranyitoszam', 'text', (col) => col.notNull())
    .addColumn('megye_id', 'integer', (col) => col.notNull().references('megye.id'))
    .addColumn('turisztikai_regio_id', 'integer', (col) => col.references('turisztikai_regio.id'))
    .addUniqueConstraint('telepules_megnevezes_iranyitoszam', ['megnevezes', 'iranyitoszam'])
    .execute();
  await sql`create index telepules_megnevezes_lower on telepules (lower(megnevezes))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'telepules',
    'megye',
    'turisztikai_regio',
    'orszag',
    'teaor',
    'gazdalkodasi_forma',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
