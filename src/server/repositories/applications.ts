/**
 * Applications: start, list, read, and the draft saves of the loan
 * claim and the custom fields. Every save names the version it read (`verzio`); a stale one
 * matches no row and is answered with 409, like the master data.
 */
import {
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type Transaction,
  sql,
} from 'kysely';
import type { CallTables, DB } from '../db/types.ts';
import type { ApplicationApi } from '../../../schemas/api/applications/applications.ts';
import { type LoanClaim, pickLoanClaim } from '../../shared/loan-claim.ts';
import type { ApplicantRole } from '../../shared/mappers/value-sets.ts';
import { type LockedLifecycleState, lifecycleStateOf } from './transitions.ts';
import { inTransaction } from './audit.ts';

type Executor = Kysely<DB> | Transaction<DB>;
type ApplicationRow = Selectable<CallTables['palyazat']>;

/**
 * Application payload of spec section 3 "Application" (Hungarian server names): the type its
 * schema in schemas/api describes, so the repository builds exactly what the route answers.
 */
export type ApplicationPayload = ApplicationApi['start']['response'][201];

const DATE_COLUMNS = [
  'tervezett_kezdet',
  'tenyleges_kezdet',
  'tervezett_fizikai_befejezes',
  'tenyleges_fizikai_befejezes',
  'zaro_elszamolas_benyujtasa',
  'elszamolhatosag_kezdete',
] as const;

function baseQuery(db: Executor) {
  return db
    .selectFrom('palyazat as p')
    .innerJoin('palyazati_felhivas as f', 'f.id', 'p.palyazati_felhivas_id')
    .innerJoin('tamogatast_igenylo as t', 't.id', 'p.tamogatast_igenylo_id')
    .leftJoin('felhasznalo as u', 'u.id', 'p.felelos_id')
    .select([
      'p.id',
      'p.palyazati_felhivas_id',
      'p.tamogatast_igenylo_id',
      'p.azonosito',
      'p.munka_azonosito',
      'p.projekt_cim',
      'p.rovid_leiras',
      'p.szakmai_tartalom',
      'p.kincstari_kor',
      'p.afa_statusz',
      'p.elszamolhato_koltseg',
      'p.igenyelt_tamogatas',
      'p.igenyelt_eloleg',
      'p.munkahelynovekedes',
      'p.mukodesi_eredmeny',
      'p.projekt_forrasok',
      'p.megvalositasi_helyszin',
      'p.egyedi_mezok',
      'p.felelos_id',
      'p.statusz',
      'p.benyujtas_allapot',
      'p.benyujtas_datuma',
      'p.inditas_datuma',
      'p.statuszjelentes_auto_generalhato',
      'p.verzio',
      'f.nev as felhivas_nev',
      'f.azonosito as felhivas_azonosito',
      't.nev as igenylo_nev',
      'u.nev as felelos_nev',
    ])
    .select(
      DATE_COLUMNS.map((column) =>
        sql<string | null>`to_char(${sql.ref(`p.${column}`)}, 'YYYY-MM-DD')`.as(column),
      ),
    );
}

type ApplicationRecord = Awaited<
  ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>
>;

/** A stored application with what the rules need beyond the payload. */
export interface StoredApplication {
  payload: ApplicationPayload;
  callId: number;
  applicantId: number;
  customFieldValues: Record<string, Record<string, unknown>>;
  loanClaim: LoanClaim;
}

/** PGlite may hand numeric columns over as strings; amounts are always numbers here. */
function amount(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

function toStored(row: ApplicationRecord): StoredApplication {
  const dates = row as unknown as Record<(typeof DATE_COLUMNS)[number], string | null>;
  const payload: ApplicationPayload = {
    id: row.id,
    azonosito: row.azonosito,
    munkaAzonosito: row.munka_azonosito,
    projektCim: row.projekt_cim,
    tamogatastIgenylo: { id: row.tamogatast_igenylo_id, nev: row.igenylo_nev },
    tervezettKezdet: dates.tervezett_kezdet,
    tenylegesKezdet: dates.tenyleges_kezdet,
    rovidLeiras: row.rovid_leiras,
    szakmaiTartalom: row.szakmai_tartalom,
    kincstariKor: row.kincstari_kor,
    afaStatusz: row.afa_statusz,
    tervezettFizikaiBefejezes: dates.tervezett_fizikai_befejezes,
    tenylegesFizikaiBefejezes: dates.tenyleges_fizikai_befejezes,
    zaroElszamolasBenyujtasa: dates.zaro_elszamolas_benyujtasa,
    elszamolhatosagKezdete: dates.elszamolhatosag_kezdete,
    elszamolhatoKoltseg: amount(row.elszamolhato_koltseg),
    palyazatiFelhivas: {
      id: row.palyazati_felhivas_id,
      cim: row.felhivas_nev,
      azonosito: row.felhivas_azonosito,
    },
    munkahelynovekedes: row.munkahelynovekedes,
    mukodesiEredmeny: amount(row.mukodesi_eredmeny),
    palyazatEgyediMezok: { id: row.palyazati_felhivas_id, nev: row.felhivas_azonosito },
    felelos: row.felelos_id !== null ? { id: row.felelos_id, nev: row.felelos_nev ?? '' } : null,
    benyujtasDatuma: iso(row.benyujtas_datuma),
    statusz: row.statusz,
    benyujtasAllapot: row.benyujtas_allapot,
    projektForrasok: row.projekt_forrasok,
    megvalositasiHelyszin: row.megvalositasi_helyszin.map((id) => ({ id })),
    inditasDatuma: new Date(row.inditas_datuma).toISOString(),
    statuszjelentesAutoGeneralhato: row.statuszjelentes_auto_generalhato,
    callForProposalTitle: row.felhivas_nev,
    igenyeltTamogatas: amount(row.igenyelt_tamogatas),
    igenyeltEloleg: amount(row.igenyelt_eloleg),
    verzio: row.verzio,
  };
  return {
    payload,
    callId: row.palyazati_felhivas_id,
    applicantId: row.tamogatast_igenylo_id,
    customFieldValues: row.egyedi_mezok,
    loanClaim: pickLoanClaim(payload),
  };
}

/** One application, or undefined. The caller checks the user's permission on its applicant. */
export async function findApplication(
  db: Executor,
  id: number,
): Promise<StoredApplication | undefined> {
  const row = await baseQuery(db).where('p.id', '=', id).executeTakeFirst();
  return row ? toStored(row) : undefined;
}

/** `userId`'s role on the application's applicant (null without one), as the column `szerep`. */
function roleOn(userId: number) {
  return (eb: ExpressionBuilder<DB & { p: DB['palyazat'] }, 'p'>) =>
    eb
      .selectFrom('tamogatast_igenylo_jogosultsag as j')
      .select('j.szerep')
      .where('j.user_id', '=', userId)
      .whereRef('j.tamogatast_igenylo_id', '=', 'p.tamogatast_igenylo_id')
      .as('szerep');
}

/**
 * One application and `userId`'s role on its applicant, in one query (the tenant check of an
 * applicant's route reads nothing else of the row). Undefined for an unknown id; a null role
 * when the user holds none (answered as 404 by the caller).
 */
export async function findApplicationWithRole(
  db: Executor,
  id: number,
  userId: number,
): Promise<{ application: StoredApplication; role: ApplicantRole | null } | undefined> {
  const row = await baseQuery(db).select(roleOn(userId)).where('p.id', '=', id).executeTakeFirst();
  return row ? { application: toStored(row), role: row.szerep ?? null } : undefined;
}

/**
 * One application and its lifecycle columns in one query, for the lifecycle service: 'update'
 * locks the row (`for update of p`) and waits for it, 'skip' answers undefined at once when
 * another transaction holds it, 'none' reads without a lock.
 */
export async function findApplicationWithLifecycle(
  trx: Transaction<DB>,
  id: number,
  lock: 'update' | 'skip' | 'none',
): Promise<{ application: StoredApplication; lifecycle: LockedLifecycleState } | undefined> {
  const query = baseQuery(trx)
    .select(['p.hianypotlas_hatarido', 'p.hianypotlas_tetelek', 'p.veglegesito_hash'])
    .where('p.id', '=', id);
  const row = await (
    lock === 'none'
      ? query
      : lock === 'skip'
        ? query.forUpdate('p').skipLocked()
        : query.forUpdate('p')
  ).executeTakeFirst();
  return row ? { application: toStored(row), lifecycle: lifecycleStateOf(row) } : undefined;
}

/** What an applicant's write reads of its application under the row lock. */
export interface ApplicationLockedForWrite {
  application: StoredApplication;
  /** The lifecycle columns the write rules check (status, supplement, version). */
  lifecycle: LockedLifecycleState;
  /** The user's role on the application's applicant; null without one (answered as 404). */
  role: ApplicantRole | null;
}

/**
 * Locks the application's row (`for update of p`) and reads, in that one query, the application,
 * its lifecycle columns and `userId`'s role on its applicant: a section save needs nothing more
 * of the row, and reads it again nowhere (docs/decisions/0029). Undefined for an unknown id.
 */
export async function lockApplicationForWrite(
  trx: Transaction<DB>,
  id: number,
  userId: number,
): Promise<ApplicationLockedForWrite | undefined> {
  const row = await baseQuery(trx)
    .select(['p.hianypotlas_hatarido', 'p.hianypotlas_tetelek', 'p.veglegesito_hash'])
    .select(roleOn(userId))
    .where('p.id', '=', id)
    .forUpdate('p')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    application: toStored(row),
    lifecycle: lifecycleStateOf(row),
    role: row.szerep ?? null,
  };
}

/** The applications of an applicant, newest first. */
export async function listApplicationsOfApplicant(
  db: Executor,
  applicantId: number,
): Promise<StoredApplication[]> {
  const rows = await baseQuery(db)
    .where('p.tamogatast_igenylo_id', '=', applicantId)
    .orderBy('p.id', 'desc')
    .execute();
  return rows.map(toStored);
}

export class MaxSubmissionsReachedError extends Error {
  readonly max: number;

  constructor(max: number) {
    super(`at most ${max} applications per applicant`);
    this.name = 'MaxSubmissionsReachedError';
    this.max = max;
  }
}

/**
 * Starts an application. The applicant row is locked first, so two simultaneous starts cannot
 * both pass the maxSubmissionsPerApplicant check.
 */
export async function createApplication(
  db: Kysely<DB>,
  input: {
    callId: number;
    applicantId: number;
    userId: number;
    maxSubmissions: number;
    year: number;
  },
): Promise<number> {
  return inTransaction(db, async (trx) => {
    await trx
      .selectFrom('tamogatast_igenylo')
      .select('id')
      .where('id', '=', input.applicantId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const { count } = await trx
      .selectFrom('palyazat')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('tamogatast_igenylo_id', '=', input.applicantId)
      .where('palyazati_felhivas_id', '=', input.callId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= input.maxSubmissions)
      throw new MaxSubmissionsReachedError(input.maxSubmissions);
    const inserted = await trx
      .insertInto('palyazat')
      .values({
        palyazati_felhivas_id: input.callId,
        tamogatast_igenylo_id: input.applicantId,
        azonosito: `ideiglenes-${crypto.randomUUID()}`,
        munka_azonosito: `${input.applicantId}/${Number(count) + 1}`,
        felelos_id: input.userId,
        projekt_cim: null,
        rovid_leiras: null,
        szakmai_tartalom: null,
        kincstari_kor: null,
        afa_statusz: null,
        elszamolhato_koltseg: null,
        igenyelt_tamogatas: null,
        igenyelt_eloleg: null,
        munkahelynovekedes: null,
        mukodesi_eredmeny: null,
        benyujtas_allapot: null,
        benyujtas_datuma: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The public identifier: TP-<year>-<call id>-<application id>, unique because the id is.
    await trx
      .updateTable('palyazat')
      .set({
        azonosito: `TP-${input.year}-${String(input.callId).padStart(2, '0')}-${String(inserted.id).padStart(6, '0')}`,
      })
      .where('id', '=', inserted.id)
      .execute();
    return inserted.id;
  });
}

/** The loan-claim columns a save may write. */
export type LoanClaimUpdate = Partial<LoanClaim>;

/**
 * Saves loan-claim fields present in `changes` (a draft may carry any subset). Returns the new
 * version, or null when `version` is stale.
 */
export async function updateLoanClaim(
  db: Executor,
  id: number,
  version: number,
  changes: LoanClaimUpdate,
): Promise<number | null> {
  const set: Record<string, unknown> = {};
  const column: Record<keyof LoanClaim, string> = {
    projektCim: 'projekt_cim',
    rovidLeiras: 'rovid_leiras',
    igenyeltTamogatas: 'igenyelt_tamogatas',
    elszamolhatoKoltseg: 'elszamolhato_koltseg',
    igenyeltEloleg: 'igenyelt_eloleg',
    tervezettKezdet: 'tervezett_kezdet',
    tervezettFizikaiBefejezes: 'tervezett_fizikai_befejezes',
    afaStatusz: 'afa_statusz',
    kincstariKor: 'kincstari_kor',
    munkahelynovekedes: 'munkahelynovekedes',
    mukodesiEredmeny: 'mukodesi_eredmeny',
    megvalositasiHelyszin: 'megvalositasi_helyszin',
    projektForrasok: 'projekt_forrasok',
  };
  for (const [key, value] of Object.entries(changes) as Array<[keyof LoanClaim, unknown]>) {
    if (value === undefined || !(key in column)) continue;
    if (key === 'megvalositasiHelyszin') {
      set[column[key]] = JSON.stringify((value as Array<{ id: number }>).map((site) => site.id));
    } else if (key === 'projektForrasok') {
      set[column[key]] = JSON.stringify(value);
    } else {
      set[column[key]] = value;
    }
  }
  return bumpVersion(db, id, version, set);
}

/** Saves the custom-field values (the whole object). Returns the new version or null if stale. */
export async function updateCustomFieldValues(
  db: Executor,
  id: number,
  version: number,
  values: Record<string, Record<string, unknown>>,
): Promise<number | null> {
  return bumpVersion(db, id, version, { egyedi_mezok: JSON.stringify(values) });
}

/** Increments the version of an application (a change stored in a child table). */
export async function bumpVersion(
  db: Executor,
  id: number,
  version: number,
  set: Record<string, unknown> = {},
): Promise<number | null> {
  const row = await db
    .updateTable('palyazat')
    .set({ ...set, verzio: sql`verzio + 1`, modositva: sql`now()` } as never)
    .where('id', '=', id)
    .where('verzio', '=', version)
    .returning('verzio')
    .executeTakeFirst();
  return row?.verzio ?? null;
}

/** The raw row type, for tests. */
export type { ApplicationRow };
