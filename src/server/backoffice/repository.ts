/**
 * The back office's SQL (docs/decisions/0017): the work queue over every application of every
 * call, the counts per status per call, and the internal notes and assignment of migration 0011.
 * Only src/server/backoffice/ and its routes read the notes and assignment tables.
 */
import { type Kysely, type Transaction, sql } from 'kysely';
import { FINAL_STATUSES, transitionRows } from '../../../machines/application.machine.ts';
import type { DB } from '../db/types.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** Whose move it is: the managing authority's (MI) or the applicant's (PALYAZO). */
export type WaitingOn = 'MI' | 'PALYAZO';

/**
 * The statuses that wait on the applicant, from the machine: those with a transition only the
 * applicant sends, or one that waits for the applicant's signed contract.
 */
export const APPLICANT_TURN_STATUSES: readonly string[] = [
  ...new Set(
    transitionRows()
      .filter(
        (rule) =>
          rule.guards.includes('actorIsApplicant') ||
          rule.guards.includes('signedContractUploaded'),
      )
      .map((rule) => rule.from.split('.')[0] as string),
  ),
];

/** The queue's filter: our structured `filterData` (decision 0017). */
export interface QueueFilter {
  /** Free text: applicant name, tax number or the application's identifier. */
  kereses?: string | null;
  statusz?: string[] | null;
  felhivasId?: number | null;
  varakozas?: WaitingOn | null;
  /** Only the applications taken by this user. */
  felelosId?: number | null;
}

/** The columns the queue may be sorted by (the API names). */
export const QUEUE_SORT_COLUMNS = {
  id: 'p.id',
  azonosito: 'p.azonosito',
  statusz: 'p.statusz',
  benyujtasDatuma: 'p.benyujtas_datuma',
  hianypotlasHatarido: 'p.hianypotlas_hatarido',
  tamogatastIgenylo: 'i.nev',
  felhivas: 'f.nev',
  igenyeltTamogatas: 'p.igenyelt_tamogatas',
} as const;
export type QueueSortColumn = keyof typeof QUEUE_SORT_COLUMNS;

export interface QueueQuery {
  filter: QueueFilter;
  sortBy: QueueSortColumn;
  sortDirection: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
}

/** One row of the queue. */
export interface QueueRow {
  id: number;
  azonosito: string;
  projektCim: string | null;
  statusz: string;
  benyujtasAllapot: string | null;
  benyujtasDatuma: string | null;
  hianypotlasHatarido: string | null;
  igenyeltTamogatas: number | null;
  felhivas: { id: number; nev: string };
  tamogatastIgenylo: { id: number; nev: string; adoszam: string };
  felelos: { id: number; nev: string } | null;
  varakozas: WaitingOn | null;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/** The queue's base: every application with its call, applicant and assignee (one join each). */
function queueBase(db: Executor, filter: QueueFilter) {
  let query = db
    .selectFrom('palyazat as p')
    .innerJoin('palyazati_felhivas as f', 'f.id', 'p.palyazati_felhivas_id')
    .innerJoin('tamogatast_igenylo as i', 'i.id', 'p.tamogatast_igenylo_id')
    .leftJoin('palyazat_hozzarendeles as h', 'h.palyazat_id', 'p.id')
    .leftJoin('felhasznalo as u', 'u.id', 'h.felhasznalo_id');
  const text = filter.kereses?.trim();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    const digits = text.replace(/\D/g, '');
    query = query.where((eb) =>
      eb.or([
        eb('i.nev', 'ilike', pattern),
        eb('p.azonosito', 'ilike', pattern),
        eb('p.projekt_cim', 'ilike', pattern),
        ...(digits.length >= 3
          ? [eb(sql`regexp_replace(i.adoszam, '\\D', '', 'g')`, 'like', `%${digits}%`)]
          : []),
      ]),
    );
  }
  if (filter.statusz && filter.statusz.length > 0)
    query = query.where('p.statusz', 'in', filter.statusz);
  if (filter.felhivasId) query = query.where('p.palyazati_felhivas_id', '=', filter.felhivasId);
  if (filter.felelosId) query = query.where('h.felhasznalo_id', '=', filter.felelosId);
  if (filter.varakozas === 'PALYAZO')
    query = query.where('p.statusz', 'in', [...APPLICANT_TURN_STATUSES]);
  if (filter.varakozas === 'MI')
    query = query.where('p.statusz', 'not in', [...APPLICANT_TURN_STATUSES, ...FINAL_STATUSES]);
  return query;
}

function waitingOn(status: string): WaitingOn | null {
  if ((FINAL_STATUSES as readonly string[]).includes(status)) return null;
  return APPLICANT_TURN_STATUSES.includes(status) ? 'PALYAZO' : 'MI';
}

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/**
 * One page of the queue and the number of matching applications: two queries whatever the page
 * size (the page with its joins, and the count).
 */
export async function listQueue(
  db: Executor,
  query: QueueQuery,
): Promise<{ rows: QueueRow[]; total: number }> {
  const column = QUEUE_SORT_COLUMNS[query.sortBy];
  const rows = await queueBase(db, query.filter)
    .select([
      'p.id',
      'p.azonosito',
      'p.projekt_cim',
      'p.statusz',
      'p.benyujtas_allapot',
      'p.benyujtas_datuma',
      'p.hianypotlas_hatarido',
      'p.igenyelt_tamogatas',
      'f.id as felhivas_id',
      'f.nev as felhivas_nev',
      'i.id as igenylo_id',
      'i.nev as igenylo_nev',
      'i.adoszam',
      'u.id as felelos_id',
      'u.nev as felelos_nev',
    ])
    .orderBy(sql.ref(column), (order) =>
      (query.sortDirection === 'asc' ? order.asc() : order.desc()).nullsLast(),
    )
    .orderBy('p.id', query.sortDirection)
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize)
    .execute();
  const counted = await queueBase(db, query.filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return {
    total: Number(counted.total),
    rows: rows.map((row) => ({
      id: row.id,
      azonosito: row.azonosito,
      projektCim: row.projekt_cim,
      statusz: row.statusz,
      benyujtasAllapot: row.benyujtas_allapot,
      benyujtasDatuma: iso(row.benyujtas_datuma),
      hianypotlasHatarido: iso(row.hianypotlas_hatarido),
      igenyeltTamogatas: row.igenyelt_tamogatas === null ? null : Number(row.igenyelt_tamogatas),
      felhivas: { id: row.felhivas_id, nev: row.felhivas_nev },
      tamogatastIgenylo: { id: row.igenylo_id, nev: row.igenylo_nev, adoszam: row.adoszam },
      felelos: row.felelos_id !== null ? { id: row.felelos_id, nev: row.felelos_nev ?? '' } : null,
      varakozas: waitingOn(row.statusz),
    })),
  };
}

/** How many applications each call has in each status (one query). */
export async function countByCallAndStatus(
  db: Executor,
): Promise<Array<{ felhivas: { id: number; nev: string }; statusz: string; darab: number }>> {
  const rows = await db
    .selectFrom('palyazat as p')
    .innerJoin('palyazati_felhivas as f', 'f.id', 'p.palyazati_felhivas_id')
    .select(['f.id', 'f.nev', 'p.statusz'])
    .select((eb) => eb.fn.countAll<string>().as('darab'))
    .groupBy(['f.id', 'f.nev', 'p.statusz'])
    .orderBy('f.nev')
    .orderBy('p.statusz')
    .execute();
  return rows.map((row) => ({
    felhivas: { id: row.id, nev: row.nev },
    statusz: row.statusz,
    darab: Number(row.darab),
  }));
}

/** An internal note. */
export interface InternalNote {
  id: number;
  szoveg: string;
  szerzo: { id: number; nev: string };
  idopont: string;
}

export async function listNotes(db: Executor, applicationId: number): Promise<InternalNote[]> {
  const rows = await db
    .selectFrom('palyazat_belso_megjegyzes as m')
    .innerJoin('felhasznalo as u', 'u.id', 'm.szerzo_id')
    .select(['m.id', 'm.szoveg', 'm.idopont', 'u.id as szerzo_id', 'u.nev as szerzo_nev'])
    .where('m.palyazat_id', '=', applicationId)
    .orderBy('m.id', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    szoveg: row.szoveg,
    szerzo: { id: row.szerzo_id, nev: row.szerzo_nev },
    idopont: new Date(row.idopont).toISOString(),
  }));
}

export async function insertNote(
  db: Executor,
  note: { applicationId: number; authorId: number; text: string },
): Promise<number> {
  const row = await db
    .insertInto('palyazat_belso_megjegyzes')
    .values({ palyazat_id: note.applicationId, szerzo_id: note.authorId, szoveg: note.text })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The staff member who took the application, or null. */
export async function findAssignee(
  db: Executor,
  applicationId: number,
): Promise<{ id: number; nev: string; ota: string } | null> {
  const row = await db
    .selectFrom('palyazat_hozzarendeles as h')
    .innerJoin('felhasznalo as u', 'u.id', 'h.felhasznalo_id')
    .select(['u.id', 'u.nev', 'h.ota'])
    .where('h.palyazat_id', '=', applicationId)
    .executeTakeFirst();
  return row ? { id: row.id, nev: row.nev, ota: new Date(row.ota).toISOString() } : null;
}

/** Takes the application for the user (replacing whoever had it). */
export async function assign(db: Executor, applicationId: number, userId: number): Promise<void> {
  await db
    .insertInto('palyazat_hozzarendeles')
    .values({ palyazat_id: applicationId, felhasznalo_id: userId })
    .onConflict((oc) =>
      oc.column('palyazat_id').doUpdateSet({ felhasznalo_id: userId, ota: new Date() }),
    )
    .execute();
}

export async function unassign(db: Executor, applicationId: number): Promise<void> {
  await db.deleteFrom('palyazat_hozzarendeles').where('palyazat_id', '=', applicationId).execute();
}

/** The master-data snapshot taken when this application was submitted, or null. */
export async function findSnapshotOfApplication(
  db: Executor,
  applicationId: number,
): Promise<{
  keszult: string;
  tamogatastIgenylo: Record<string, unknown>;
  tulajdonosok: unknown[];
} | null> {
  const row = await db
    .selectFrom('palyazat_torzsadat_pillanatkep')
    .select(['tamogatast_igenylo', 'tulajdonosok', 'keszult'])
    .where('palyazat_id', '=', applicationId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const { parent: _parent, ...applicant } = row.tamogatast_igenylo;
  return {
    keszult: new Date(row.keszult).toISOString(),
    tamogatastIgenylo: applicant,
    tulajdonosok: row.tulajdonosok,
  };
}
