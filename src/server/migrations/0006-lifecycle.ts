/**
 * The application lifecycle (docs/decisions/0008): the recorded transitions, the idempotency keys
 * of submissions, the supplement request's deadline and items on the application, and the snapshot of the applicant's master data taken at submission.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A supplement request names its deadline and what to fix (sections or fields).
  await db.schema
    .alterTable('palyazat')
    .addColumn('hianypotlas_hatarido', 'timestamptz')
    .addColumn('hianypotlas_tetelek', 'jsonb')
    // The content hash printed on the generated final document (submission step 2).
    .addColumn('veglegesito_hash', 'text')
    .execute();

  await db.schema
    .createTable('palyazat_allapotvaltas')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('palyazat_id', 'integer', (col) =>
      col.notNull().references('palyazat.id').onDelete('cascade'),
    )
    .addColumn('elozo_statusz', 'text', (col) => col.notNull())
    .addColumn('elozo_benyujtas_allapot', 'text')
    .addColumn('uj_statusz', 'text', (col) => col.notNull())
    .addColumn('uj_benyujtas_allapot', 'text')
    .addColumn('esemeny', 'text', (col) => col.notNull())
    .addColumn('szereplo', 'text', (col) =>
      col.notNull().check(sql`szereplo in ('APPLICANT','STAFF')`),
    )
    .addColumn('felhasznalo_id', 'integer', (col) =>
      col.references('felhasznalo.id').onDelete('set null'),
    )
    .addColumn('indoklas', 'text')
    .addColumn('idopont', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index palyazat_allapotvaltas_palyazat on palyazat_allapotvaltas (palyazat_id, id)`.execute(
    db,
  );

  await db.schema
    .createTable('idempotencia_kulcs')
    .addColumn('felhasznalo_id', 'integer', (col) =>
      col.notNull().references('felhasznalo.id').onDelete('cascade'),
    )
    .addColumn('kulcs', 'text', (col) => col.notNull())
    .addColumn('keres_hash', 'text', (col) => col.notNull())
    .addColumn('valasz_statusz', 'integer', (col) => col.notNull())
    .addColumn('valasz', 'jsonb', (col) => col.notNull())
    .addColumn('letrehozva', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotencia_kulcs_pk', ['felhasznalo_id', 'kulcs'])
    .execute();

  await db.schema
    .createTable('palyazat_torzsadat_pillanatkep')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('palyazat_id', 'integer', (col) =>
      col.notNull().references('palyazat.id').onDelete('cascade'),
    )
    .addColumn('tamogatast_igenylo', 'jsonb', (col) => col.notNull())
    .addColumn('tulajdonosok', 'jsonb', (col) => col.notNull())
    .addColumn('keszult', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index palyazat_torzsadat_pillanatkep_palyazat on palyazat_torzsadat_pillanatkep (palyazat_id, id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('palyazat_torzsadat_pillanatkep').execute();
  await db.schema.dropTable('idempotencia_kulcs').execute();
  await db.schema.dropTable('palyazat_allapotvaltas').execute();
  await db.schema
    .alterTable('palyazat')
    .dropColumn('hianypotlas_hatarido')
    .dropColumn('hianypotlas_tetelek')
    .dropColumn('veglegesito_hash')
    .execute();
}
