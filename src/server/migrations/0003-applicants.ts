/**
 * Applicant master data: the applicant (organisation), its users' permissions, addresses, owners,
 * contact persons, yearly financial figures and the audit trail of every change to them.
 *
 * Every editable row carries `verzio` (optimistic locking: an UPDATE names the version it read and
 * a stale one matches no row, answered with 409). Child rows carry `tamogatast_igenylo_id` so the
 * tenant check is one join away. The spec's address link record (address ↔ applicant) is the
 * `tamogatast_igenylo_id` column of `cim`: an address belongs to exactly one applicant. The permission table references `felhasznalo` of 0002-identity.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tamogatast_igenylo')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('nev', 'text', (col) => col.notNull())
    .addColumn('roviditett_nev', 'text')
    .addColumn('adoszam', 'text', (col) => col.notNull())
    .addColumn('kulfoldi_szekhelyu', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('adoszam_kulfoldi', 'text')
    .addColumn('statisztikai_szam', 'text')
    .addColumn('egyeni_vallalkozoi_igazolvany_szam', 'text')
    .addColumn('gazdalkodasi_forma_id', 'integer', (col) => col.references('gazdalkodasi_forma.id'))
    .addColumn('birosagi_nyilvantartas', 'text')
    .addColumn('cegbirosag_bejegyzes', 'text')
    .addColumn('alapitas', 'date')
    .addColumn('konzorciumi_megvalositas', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('minositesi_kod', 'text')
    .addColumn('teaor_id', 'integer', (col) => col.references('teaor.id'))
    .addColumn('atlathato_szervezet', 'text')
    .addColumn('tamogatast_igenylo_tipus', 'text')
    .addColumn('honlap', 'text')
    .addColumn('pir_azonosito', 'text')
    .addColumn('technikai', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('applicant_type', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`applicant_type in ('JOINT_VENTURE', 'SOLE_PROPRIETORSHIP', 'INDIVIDUAL_TAXPAYER')`,
        ),
    )
    .addColumn('parent_id', 'integer', (col) => col.references('tamogatast_igenylo.id'))
    .addColumn('verzio', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('letrehozva', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('modositva', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index tamogatast_igenylo_adoszam on tamogatast_igenylo (adoszam)`.execute(db);

  await db.schema
    .createTable('tamogatast_igenylo_jogosultsag')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('felhasznalo.id').onDelete('cascade'),
    )
    .addColumn('tamogatast_igenylo_id', 'integer', (col) =>
      col.notNull().references('tamogatast_igenylo.id').onDelete('cascade'),
    )
    .addColumn('szerep', 'text', (col) => col.notNull().check(sql`szerep in ('OWNER', 'EDITOR')`))
    .addColumn('admin', 'boolean', (col) => col.notNull())
    .addColumn('verzio', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('letrehozva', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('tamogatast_igenylo_jogosultsag_egyedi', [
      'user_id',
      'tamogatast_igenylo_id',
    ])
    // The admin flag is derived from the role (spec section 6); the database keeps them in step.
    .addCheckConstraint('tamogatast_igenylo_jogosultsag_admin', sql`admin = (szerep = 'OWNER')`)
    .execute();
  await sql`create index tamogatast_igenylo_jogosultsag_igenylo on tamogatast_igenylo_jogosultsag (tamogatast_igenylo_id)`.execute(
    db,
  );

  await db.schema
    .createTable('cim')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('tamogatast_igenylo_id', 'integer', (col) =>
      col.notNull().references('tamogatast_igenylo.id').onDelete('cascade'),
    )
    .addColumn('orszag_id', 'integer', (col) => col.references('orszag.id'))
    .addColumn('telepules_id', 'integer', (col) => col.references('telepules.id'))
    .addColumn('telepules_nev', 'text')
    .addColumn('cim_tipus', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`cim_tipus in ('POSTACIM', 'SZEKHELY', 'TELEPHELY', 'FIOKTELEP', 'PERMANENT_ADDRESS')`,
        ),
    )
    .addColumn('iranyitoszam', 'text')
    .addColumn('cim', 'text')
    .addColumn('helyrajzi_szam', 'text')
    .addColumn('source', 'text', (col) =>
      col
        .notNull()
        .defaultTo('PORTAL')
        .check(sql`source in ('PORTAL', 'OPTEN')`),
    )
    .addColumn('verzio', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('tulajdonos')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('tamogatast_igenylo_id', 'integer', (col) =>
      col.notNull().references('tamogatast_igenylo.id').onDelete('cascade'),
    )
    .addColumn('tipus', 'text', (col) =>
      col.notNull().check(sql`tipus in ('TERMESZETES_SZEMELY', 'JOGI_SZEMELY')`),
    )
    .addColumn('nev', 'text', (col) => col.notNull())
    .addColumn('adoszam', 'text')
    .addColumn('adoazonosito_jel', 'text')
    .addColumn('tulajdoni_hanyad', 'numeric', (col) =>
      col.notNull().check(sql`tulajdoni_hanyad >= 0 and tulajdoni_hanyad <= 100`),
    )
    .addColumn('szavazati_jog', 'numeric', (col) =>
      col.notNull().check(sql`szavazati_jog >= 0 and szavazati_jog <= 100`),
    )
    .addColumn('bejegyzes_orszaga_id', 'integer', (col) => col.references('orszag.id'))
    .addColumn('egyhazi_azonosito', 'text')
    .addColumn('pir_azonosito', 'text')
    .addColumn('szuletesi_szam', 'text')
    .addColumn('verzio', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await sql`create index tulajdonos_igenylo on tulajdonos (tamogatast_igenylo_id)`.execute(db);

  await db.schema
    .createTable('kapcsolattarto')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('tamogatast_igenylo_id', 'integer', (col) =>
      col.notNull().references('tamogatast_igenylo.id').onDelete('cascade'),
    )
    .addColumn('nev', 'text', (col) => col.notNull())
    .addColumn('statusz', 'text', (col) =>
      col.notNull().check(sql`statusz in ('KAPCSOLATTARTO', 'KEPVISELO')`),
    )
    .addColumn('kepviseleti_jog', 'text', (col) =>
      col.check(sql`kepviseleti_jog in ('EGYUTTES', 'ONALLO')`),
    )
    .addColumn('telefonszam', 'text')
    .addColumn('mobil_telefonszam', 'text')
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('beosztas', 'text')
    .addColumn('verzio', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await sql`create index kapcsolattarto_igenylo on kapcsolattarto (tamogatast_igenylo_id)`.execute(
    db,
  );

  await db.schema
    .createTable('penzugyi_adat')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('tamogatast_igenylo_id', 'integer', (col) =>
      col.notNull().references('tamogatast_igenylo.id').onDelete('cascade'),
    )
    .addColumn('ev', 'integer', (col) => col.notNull())
    .addColumn('netto_arbevetel', 'numeric', (col) => col.notNull())
    .addColumn('merlegfoosszeg', 'numeric', (col) => col.notNull())
    .addColumn('atlagos_letszam', 'numeric', (col) => col.notNull())
    .addColumn('uzemi_eredmeny', 'numeric', (col) => col.notNull())
    .addColumn('verzio', 'integer', (col) => col.notNull().defaultTo(1))
    .addUniqueConstraint('penzugyi_adat_egyedi_ev', ['tamogatast_igenylo_id', 'ev'])
    .execute();

  // Who changed what and when, written in the same transaction as the change itself.
  await db.schema
    .createTable('valtozasnaplo')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.references('felhasznalo.id').onDelete('set null'))
    .addColumn('idopont', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('tabla', 'text', (col) => col.notNull())
    .addColumn('sor_id', 'integer', (col) => col.notNull())
    .addColumn('muvelet', 'text', (col) =>
      col.notNull().check(sql`muvelet in ('INSERT', 'UPDATE', 'DELETE')`),
    )
    // Not a foreign key: the trail outlives a deleted applicant.
    .addColumn('tamogatast_igenylo_id', 'integer')
    .addColumn('elotte', 'jsonb')
    .addColumn('utana', 'jsonb')
    .execute();
  await sql`create index valtozasnaplo_tabla_sor on valtozasnaplo (tabla, sor_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'valtozasnaplo',
    'penzugyi_adat',
    'kapcsolattarto',
    'tulajdonos',
    'cim',
    'tamogatast_igenylo_jogosultsag',
    'tamogatast_igenylo',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
