/**
 * Funding calls, applications (the client's "tender"), their knock-out confirmations,
 * statements and documents.
 *
 * A call's source of truth is its folder under schemas/calls; `palyazati_felhivas` is the
 * synchronised copy (upsert by `azonosito` at every start) that applications reference, with the
 * columns the server filters on and the whole folder as JSON. Applications carry `verzio` for
 * optimistic locking like the master data. A document row is one VERSION of one document:
 * re-uploading to the same category adds a row with the same `uuid` and the next `verzio`.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('palyazati_felhivas')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('azonosito', 'text', (col) => col.notNull().unique())
    .addColumn('nev', 'text', (col) => col.notNull())
    .addColumn('tipus', 'text', (col) => col.notNull())
    .addColumn('statusz', 'text', (col) => col.notNull())
    .addColumn('aktiv', 'boolean', (col) => col.notNull())
    .addColumn('kezdet', 'timestamptz', (col) => col.notNull())
    .addColumn('vege', 'timestamptz')
    .addColumn('max_beadas_igenylonkent', 'integer', (col) => col.notNull())
    .addColumn('felhivas', 'jsonb', (col) => col.notNull())
    .addColumn('definicio', 'jsonb', (col) => col.notNull())
    .addColumn('tartalom_hash', 'text', (col) => col.notNull())
    .addColumn('szinkronizalva', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('dokumentum_kategoria')
    .addColumn('kod', 'text', (col) => col.primaryKey())
    .addColumn('adatok', 'jsonb', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('palyazat')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('palyazati_felhivas_id', 'integer', (col) =>
      col.notNull().references('palyazati_felhivas.id'),
    )
    .addColumn('tamogatast_igenylo_id', 'integer', (col) =>
      col.notNull().references('tamogatast_igenylo.id').onDelete('cascade'),
    )
    .addColumn('azonosito', 'text', (col) => col.notNull().unique())
    .addColumn('munka_azonosito', 'text', (col) => col.notNull())
    .addColumn('projekt_cim', 'text')
    .addColumn('rovid_leiras', 'text')
    .addColumn('szakmai_tartalom', 'text')
    .addColumn('tervezett_kezdet', 'date')
    .addColumn('tenyleges_kezdet', 'date')
    .addColumn('tervezett_fizikai_befejezes', 'date')
    .addColumn('tenyleges_fizikai_befejezes', 'date')
    .addColumn('zaro_elszamolas_benyujtasa', 'date')
    .addColumn('elszamolhatosag_kezdete', 'date')
    .addColumn('kincstari_kor', 'boolean')
    .addColumn('afa_statusz', 'text', (col) =>
      col.check(sql`afa_statusz in ('A','B','C','D','E','F','G')`),
    )
    .addColumn('elszamolhato_koltseg', 'numeric(15, 0)')
    .addColumn('igenyelt_tamogatas', 'numeric(15, 0)')
    .addColumn('igenyelt_eloleg', 'numeric(15, 0)')
    .addColumn('munkahelynovekedes', 'integer')
    .addColumn('mukodesi_eredmeny', 'numeric(15, 0)')
    .addColumn('projekt_forrasok', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('megvalositasi_helyszin', 'jsonb', (col) =>
      col.notNull().defaultTo(sql`'[]'::jsonb`),
    )
    .addColumn('egyedi_mezok', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('felelos_id', 'integer', (col) =>
      col.references('felhasznalo.id').onDelete('set null'),
    )
    .addColumn('statusz', 'text', (col) => col.notNull().defaultTo('UNDER_EDITING'))
    .addColumn('benyujtas_allapot', 'text')
    .addColumn('benyujtas_datuma', 'timestamptz')
    .addColumn('inditas_datuma', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('statuszjelentes_auto_generalhato', 'boolean', (col) =>
      col.notNull().defaultTo(false),
    )
    .addColumn('verzio', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('modositva', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index palyazat_tamogatast_igenylo on palyazat (tamogatast_igenylo_id)`.execute(
    db,
  );

  await db.schema
    .createTable('palyazat_ko_megerosites')
    .addColumn('palyazat_id', 'integer', (col) =>
      col.notNull().references('palyazat.id').onDelete('cascade'),
    )
    .addColumn('kriterium', 'text', (col) => col.notNull())
    .addColumn('megerositve', 'boolean', (col) => col.notNull())
    .addColumn('felhasznalo_id', 'integer', (col) =>
      col.references('felhasznalo.id').onDelete('set null'),
    )
    .addColumn('idopont', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('palyazat_ko_megerosites_pk', ['palyazat_id', 'kriterium'])
    .execute();

  await db.schema
    .createTable('palyazat_nyilatkozat')
    .addColumn('palyazat_id', 'integer', (col) =>
      col.notNull().references('palyazat.id').onDelete('cascade'),
    )
    .addColumn('nyilatkozat', 'text', (col) => col.notNull())
    .addColumn('elfogadva', 'boolean', (col) => col.notNull())
    .addColumn('felhasznalo_id', 'integer', (col) =>
      col.references('felhasznalo.id').onDelete('set null'),
    )
    .addColumn('felhasznalo_nev', 'text', (col) => col.notNull())
    .addColumn('idopont', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('palyazat_nyilatkozat_pk', ['palyazat_id', 'nyilatkozat'])
    .execute();

  await db.schema
    .createTable('dokumentum')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('uuid', 'uuid', (col) => col.notNull())
    .addColumn('verzio', 'integer', (col) => col.notNull())
    .addColumn('palyazat_id', 'integer', (col) =>
      col.notNull().references('palyazat.id').onDelete('cascade'),
    )
    .addColumn('kategoria', 'text', (col) => col.notNull().references('dokumentum_kategoria.kod'))
    .addColumn('fajlnev', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('meret', 'bigint', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('tarolo_kulcs', 'text', (col) => col.notNull().unique())
    .addColumn('feltolto_id', 'integer', (col) =>
      col.references('felhasznalo.id').onDelete('set null'),
    )
    .addColumn('feltoltve', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('lathato', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('torolheto', 'boolean', (col) => col.notNull())
    .addColumn('vizsgalat', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`vizsgalat in ('PENDING_SCAN', 'CLEAN', 'INFECTED', 'NOT_SCANNED', 'SCAN_FAILED')`,
        ),
    )
    .addColumn('egyedi_cimkek', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('oldal_tipus', 'text')
    .addColumn('fo_tipus', 'text')
    .addColumn('al_tipus', 'text')
    .addColumn('torolve', 'timestamptz')
    .addUniqueConstraint('dokumentum_uuid_verzio', ['uuid', 'verzio'])
    .execute();
  await sql`create index dokumentum_palyazat on dokumentum (palyazat_id, kategoria)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'dokumentum',
    'palyazat_nyilatkozat',
    'palyazat_ko_megerosites',
    'palyazat',
    'dokumentum_kategoria',
    'palyazati_felhivas',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
