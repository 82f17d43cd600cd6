/**
 * Reference data: business forms (GFO), TEÁOR activities, countries, counties, tourism regions
 * and settlements. Reads answer the public reference-data API; the upserts serve both the seed
 * on first start and `npm run import:reference`.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../db/types.ts';
import { forgetReferenceAnswers } from './reference-answers.ts';
import {
  REFERENCE_SEARCH_LIMIT,
  type TeaorVersion,
} from '../../../schemas/api/reference-data/reference-data.ts';
import type {
  BusinessFormRow,
  CountryRow,
  ReferenceData,
  SettlementRow,
  TeaorRow,
} from '../reference-data/records.ts';

type Executor = Kysely<DB>;

/** The most rows a search answers (the answer's schema says so too). */
const SEARCH_LIMIT = REFERENCE_SEARCH_LIMIT;

/** Rows per insert statement, far below PostgreSQL's 65 535 bind parameters. */
const CHUNK = 1000;

/**
 * Accented letters and the plain letters they fold to, for accent-insensitive search. The same
 * table folds the search text (in JS) and the column (with SQL `translate`), so both sides agree
 * whatever the database's locale is.
 */
const FOLD_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['ÁÀÂÄÃÅĄ', 'A'],
  ['áàâäãåą', 'a'],
  ['ÇĆČ', 'C'],
  ['çćč', 'c'],
  ['Ď', 'D'],
  ['ď', 'd'],
  ['ÉÈÊËĘĚ', 'E'],
  ['éèêëęě', 'e'],
  ['ÍÌÎÏ', 'I'],
  ['íìîï', 'i'],
  ['ŁĽ', 'L'],
  ['łľ', 'l'],
  ['ÑŃŇ', 'N'],
  ['ñńň', 'n'],
  ['ÓÒÔÖŐÕØ', 'O'],
  ['óòôöőõø', 'o'],
  ['Ř', 'R'],
  ['ř', 'r'],
  ['ŚŠŞ', 'S'],
  ['śšş', 's'],
  ['ŤŢ', 'T'],
  ['ťţ', 't'],
  ['ÚÙÛÜŰŮ', 'U'],
  ['úùûüűů', 'u'],
  ['Ý', 'Y'],
  ['ý', 'y'],
  ['ŹŻŽ', 'Z'],
  ['źżž', 'z'],
];
const FOLD_FROM = FOLD_PAIRS.map(([from]) => from).join('');
const FOLD_TO = FOLD_PAIRS.map(([from, to]) => to.repeat([...from].length)).join('');
const FOLD_MAP = new Map(
  FOLD_PAIRS.flatMap(([from, to]) => [...from].map((char) => [char, to] as const)),
);

/** Lower-cases and strips accents: 'Hévíz' → 'heviz'. */
export function foldForSearch(value: string): string {
  return [...value.trim()]
    .map((char) => FOLD_MAP.get(char) ?? char)
    .join('')
    .toLowerCase();
}

/** The SQL twin of foldForSearch for a column. */
function folded(column: string): RawBuilder<string> {
  return sql<string>`lower(translate(${sql.ref(column)}, ${FOLD_FROM}, ${FOLD_TO}))`;
}

/** Escapes LIKE wildcards so user text matches literally. */
function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export interface BusinessForm {
  id: number;
  megnevezes: string;
}

export async function listBusinessForms(db: Executor): Promise<BusinessForm[]> {
  return db.selectFrom('gazdalkodasi_forma').select(['id', 'megnevezes']).orderBy('id').execute();
}

export interface TeaorActivity {
  id: number;
  kod: string;
  megnevezes: string;
  versio: TeaorVersion;
}

/**
 * The TEÁOR activities in code order (TEÁOR'25 before TEÁOR'08 for one code), of one version
 * when asked, else of both; only the tourism ones when asked.
 */
export async function listTeaor(
  db: Executor,
  options: { touristicOnly?: boolean; version?: TeaorVersion } = {},
): Promise<TeaorActivity[]> {
  let query = db
    .selectFrom('teaor')
    .select(['id', 'kod', 'megnevezes', 'versio'])
    .orderBy('kod')
    .orderBy('versio', 'desc');
  if (options.touristicOnly) query = query.where('turisztikai', '=', true);
  if (options.version) query = query.where('versio', '=', options.version);
  return query.execute();
}

export interface Country {
  id: number;
  nev: string;
  nevKulfoldiul: string;
  eu: boolean;
}

/**
 * Countries whose Hungarian or foreign name contains the text (case- and accent-insensitive),
 * or whose ISO code equals it; names starting with the text come first.
 */
export async function searchCountries(db: Executor, text: string): Promise<Country[]> {
  const term = foldForSearch(text);
  const contains = `%${likeEscape(term)}%`;
  const prefix = `${likeEscape(term)}%`;
  return db
    .selectFrom('orszag')
    .select(['id', 'nev', 'nev_kulfoldiul as nevKulfoldiul', 'eu'])
    .where((eb) =>
      eb.or([
        eb(folded('nev'), 'like', contains),
        eb(folded('nev_kulfoldiul'), 'like', contains),
        eb('iso_kod', '=', term.toUpperCase()),
      ]),
    )
    .orderBy(sql`case when ${folded('nev')} like ${prefix} then 0 else 1 end`)
    .orderBy(folded('nev'))
    .orderBy('id')
    .limit(SEARCH_LIMIT)
    .execute();
}

export interface Settlement {
  id: number;
  megnevezes: string;
  iranyitoszam: string;
  megye: { id: number; nev: string };
  turisztikaiRegio: { id: number; nev: string } | null;
}

/**
 * Settlements whose name contains the text (case- and accent-insensitive), or whose postal
 * code starts with it when it is made of digits; name prefixes first, then by name and postal
 * code. Ids in `excludedIds` (already chosen ones) are left out.
 */
export async function searchSettlements(
  db: Executor,
  input: { text: string; excludedIds?: readonly number[] },
): Promise<Settlement[]> {
  const term = foldForSearch(input.text);
  const contains = `%${likeEscape(term)}%`;
  const prefix = `${likeEscape(term)}%`;
  let query = db
    .selectFrom('telepules as t')
    .innerJoin('megye as m', 'm.id', 't.megye_id')
    .leftJoin('turisztikai_regio as r', 'r.id', 't.turisztikai_regio_id')
    .select([
      't.id',
      't.megnevezes',
      't.iranyitoszam',
      'm.id as megyeId',
      'm.nev as megyeNev',
      'r.id as regioId',
      'r.nev as regioNev',
    ])
    .where((eb) =>
      /^\d+$/.test(term)
        ? eb.or([
            eb('t.iranyitoszam', 'like', prefix),
            eb(folded('t.megnevezes'), 'like', contains),
          ])
        : eb(folded('t.megnevezes'), 'like', contains),
    );
  const excluded = [...new Set(input.excludedIds ?? [])];
  if (excluded.length > 0) query = query.where('t.id', 'not in', excluded);
  const rows = await query
    .orderBy(sql`case when ${folded('t.megnevezes')} like ${prefix} then 0 else 1 end`)
    .orderBy(folded('t.megnevezes'))
    .orderBy('t.iranyitoszam')
    .orderBy('t.id')
    .limit(SEARCH_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    megnevezes: row.megnevezes,
    iranyitoszam: row.iranyitoszam,
    megye: { id: row.megyeId, nev: row.megyeNev },
    turisztikaiRegio:
      row.regioId === null || row.regioNev === null ? null : { id: row.regioId, nev: row.regioNev },
  }));
}

/** Row counts of the reference tables, in one round trip (the seed's "already present" check). */
export async function countReferenceRows(db: Executor): Promise<Record<ReferenceTable, number>> {
  const { rows } = await sql<Record<ReferenceTable, number>>`
    select
      (select count(*) from gazdalkodasi_forma)::int as gazdalkodasi_forma,
      (select count(*) from teaor where versio = '2008')::int as teaor,
      (select count(*) from teaor where versio = '2025')::int as teaor25,
      (select count(*) from orszag)::int as orszag,
      (select count(*) from megye)::int as megye,
      (select count(*) from turisztikai_regio)::int as turisztikai_regio,
      (select count(*) from telepules)::int as telepules
  `.execute(db);
  const [counts] = rows;
  if (!counts) throw new Error('reference row counts unavailable');
  return counts;
}

/** A reference table; `teaor` counts the TEÁOR'08 rows, `teaor25` the TEÁOR'25 ones. */
export type ReferenceTable =
  | 'gazdalkodasi_forma'
  | 'teaor'
  | 'teaor25'
  | 'orszag'
  | 'megye'
  | 'turisztikai_regio'
  | 'telepules';

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK)
    result.push(rows.slice(start, start + CHUNK));
  return result;
}

/** The last row per key wins, so one statement never touches a row twice (an upsert error). */
function lastPerKey<T>(rows: readonly T[], key: (row: T) => string): T[] {
  return [...new Map(rows.map((row) => [key(row), row])).values()];
}

export async function upsertBusinessForms(db: Executor, rows: BusinessFormRow[]): Promise<number> {
  for (const chunk of chunks(lastPerKey(rows, (row) => String(row.id)))) {
    await db
      .insertInto('gazdalkodasi_forma')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({ megnevezes: eb.ref('excluded.megnevezes') })),
      )
      .execute();
  }
  return rows.length;
}

export async function upsertTeaor(db: Executor, rows: TeaorRow[]): Promise<number> {
  for (const chunk of chunks(lastPerKey(rows, (row) => `${row.versio} ${row.kod}`))) {
    await db
      .insertInto('teaor')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['versio', 'kod']).doUpdateSet((eb) => ({
          megnevezes: eb.ref('excluded.megnevezes'),
          turisztikai: eb.ref('excluded.turisztikai'),
        })),
      )
      .execute();
  }
  return rows.length;
}

export async function upsertCountries(db: Executor, rows: CountryRow[]): Promise<number> {
  for (const chunk of chunks(lastPerKey(rows, (row) => row.isoKod))) {
    await db
      .insertInto('orszag')
      .values(
        chunk.map((row) => ({
          iso_kod: row.isoKod,
          nev: row.nev,
          nev_kulfoldiul: row.nevKulfoldiul,
          eu: row.eu,
        })),
      )
      .onConflict((oc) =>
        oc.column('iso_kod').doUpdateSet((eb) => ({
          nev: eb.ref('excluded.nev'),
          nev_kulfoldiul: eb.ref('excluded.nev_kulfoldiul'),
          eu: eb.ref('excluded.eu'),
        })),
      )
      .execute();
  }
  return rows.length;
}

/** Inserts the missing names and answers every name's id. */
async function ensureNamed(
  db: Executor,
  table: 'megye' | 'turisztikai_regio',
  names: readonly string[],
): Promise<Map<string, number>> {
  const unique = [...new Set(names)];
  if (unique.length > 0) {
    await db
      .insertInto(table)
      .values(unique.map((nev) => ({ nev })))
      .onConflict((oc) => oc.column('nev').doNothing())
      .execute();
  }
  const rows = await db.selectFrom(table).select(['id', 'nev']).execute();
  return new Map(rows.map((row) => [row.nev, row.id]));
}

export async function upsertCounties(db: Executor, names: string[]): Promise<number> {
  await ensureNamed(db, 'megye', names);
  return names.length;
}

export async function upsertTourismRegions(db: Executor, names: string[]): Promise<number> {
  await ensureNamed(db, 'turisztikai_regio', names);
  return names.length;
}

/**
 * Upserts settlements keyed by name and postal code. Counties and tourism regions named by a
 * row are created when missing, so a settlement file can be imported on its own.
 */
export async function upsertSettlements(db: Executor, rows: SettlementRow[]): Promise<number> {
  const counties = await ensureNamed(
    db,
    'megye',
    rows.map((row) => row.megye),
  );
  const regions = await ensureNamed(
    db,
    'turisztikai_regio',
    rows.flatMap((row) => (row.turisztikaiRegio ? [row.turisztikaiRegio] : [])),
  );
  const unique = lastPerKey(rows, (row) => `${row.megnevezes}\u0000${row.iranyitoszam}`);
  for (const chunk of chunks(unique)) {
    await db
      .insertInto('telepules')
      .values(
        chunk.map((row) => ({
          megnevezes: row.megnevezes,
          iranyitoszam: row.iranyitoszam,
          megye_id: counties.get(row.megye) as number,
          turisztikai_regio_id: row.turisztikaiRegio
            ? (regions.get(row.turisztikaiRegio) as number)
            : null,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['megnevezes', 'iranyitoszam']).doUpdateSet((eb) => ({
          megye_id: eb.ref('excluded.megye_id'),
          turisztikai_regio_id: eb.ref('excluded.turisztikai_regio_id'),
        })),
      )
      .execute();
  }
  return rows.length;
}

/** Upserts every kind present in the data, in dependency order; answers rows per kind. */
export async function upsertReferenceData(
  db: Executor,
  data: ReferenceData,
): Promise<Partial<Record<ReferenceTable, number>>> {
  const counts: Partial<Record<ReferenceTable, number>> = {};
  forgetReferenceAnswers();
  if (data.businessForms)
    counts.gazdalkodasi_forma = await upsertBusinessForms(db, data.businessForms);
  if (data.teaor) counts.teaor = await upsertTeaor(db, data.teaor);
  if (data.countries) counts.orszag = await upsertCountries(db, data.countries);
  if (data.counties) counts.megye = await upsertCounties(db, data.counties);
  if (data.tourismRegions)
    counts.turisztikai_regio = await upsertTourismRegions(db, data.tourismRegions);
  if (data.settlements) counts.telepules = await upsertSettlements(db, data.settlements);
  return counts;
}
