/**
 * Completion reports of applications (docs/decisions/0011, 0031): staff open one with a due date,
 * the applicant keeps a draft of the report form (versioned, like the application's sections)
 * and submits it; staff accept it or return it for correction with a note, and a returned report
 * is edited and submitted again. Which status may follow which is machines/completion-report's
 * answer; the updates here only refuse a status that changed in between.
 */
import { type Kysely, type Transaction, sql } from 'kysely';
import type { DB } from '../db/types.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** The stored statuses (machines/completion-report.machine.ts's, checked by migration 0020). */
export type CompletionReportStatus = DB['zaro_beszamolo']['statusz'];
type CompletionDecision = DB['zaro_beszamolo_elbiralas']['dontes'];

/** A staff decision on a report (the applicant's answers leave out who took it). */
export interface CompletionReview {
  id: number;
  zaroBeszamoloId: number;
  dontes: CompletionDecision;
  megjegyzes: string;
  idopont: string;
  elbiralo: { id: number; nev: string } | null;
}

/** A completion report as the API answers it (without its documents). */
export interface CompletionReport {
  id: number;
  palyazatId: number;
  megnevezes: string;
  /** yyyy-MM-dd */
  hatarido: string;
  statusz: CompletionReportStatus;
  adatok: Record<string, unknown>;
  verzio: number;
  megnyitva: string;
  benyujtva: string | null;
}

function baseQuery(db: Executor) {
  return db
    .selectFrom('zaro_beszamolo')
    .select([
      'id',
      'palyazat_id',
      'megnevezes',
      sql<string>`to_char(hatarido, 'YYYY-MM-DD')`.as('hatarido'),
      'statusz',
      'adatok',
      'verzio',
      'megnyitva',
      'benyujtva',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function toReport(row: Row): CompletionReport {
  return {
    id: row.id,
    palyazatId: row.palyazat_id,
    megnevezes: row.megnevezes,
    hatarido: row.hatarido,
    statusz: row.statusz,
    adatok: row.adatok,
    verzio: row.verzio,
    megnyitva: new Date(row.megnyitva).toISOString(),
    benyujtva: row.benyujtva ? new Date(row.benyujtva).toISOString() : null,
  };
}

/** The reports of an application, oldest first. */
export async function listCompletionReports(
  db: Executor,
  applicationId: number,
): Promise<CompletionReport[]> {
  const rows = await baseQuery(db).where('palyazat_id', '=', applicationId).orderBy('id').execute();
  return rows.map(toReport);
}

/** One report, or undefined. */
export async function findCompletionReport(
  db: Executor,
  id: number,
): Promise<CompletionReport | undefined> {
  const row = await baseQuery(db).where('id', '=', id).executeTakeFirst();
  return row ? toReport(row) : undefined;
}

/** Opens a report due on `hatarido` (yyyy-MM-dd). */
export async function insertCompletionReport(
  db: Executor,
  input: { applicationId: number; megnevezes: string; hatarido: string; userId: number },
): Promise<number> {
  const row = await db
    .insertInto('zaro_beszamolo')
    .values({
      palyazat_id: input.applicationId,
      megnevezes: input.megnevezes,
      hatarido: input.hatarido,
      statusz: 'OPEN',
      adatok: JSON.stringify({}),
      megnyito_id: input.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Saves the draft of a report in `status` (one the applicant may edit) built on `verzio`; false
 * when the status changed or another save came in between (the caller answers 409).
 */
export async function saveCompletionDraft(
  db: Executor,
  id: number,
  verzio: number,
  adatok: Record<string, unknown>,
  status: CompletionReportStatus,
): Promise<boolean> {
  const result = await db
    .updateTable('zaro_beszamolo')
    .set({ adatok: JSON.stringify(adatok), verzio: sql`verzio + 1` })
    .where('id', '=', id)
    .where('verzio', '=', verzio)
    .where('statusz', '=', status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks a report submitted (from `from`, an open or a returned one); false when it moved on. */
export async function markCompletionSubmitted(
  db: Executor,
  id: number,
  userId: number,
  from: CompletionReportStatus,
): Promise<boolean> {
  const result = await db
    .updateTable('zaro_beszamolo')
    .set({
      statusz: 'SUBMITTED',
      benyujto_id: userId,
      benyujtva: new Date(),
      verzio: sql`verzio + 1`,
    })
    .where('id', '=', id)
    .where('statusz', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records a staff decision on a submitted report and moves it to `to`, in the caller's
 * transaction; false (nothing written) when the report was no longer submitted.
 */
export async function recordCompletionReview(
  trx: Transaction<DB>,
  input: {
    id: number;
    dontes: CompletionDecision;
    megjegyzes: string;
    userId: number;
    to: CompletionReportStatus;
  },
): Promise<boolean> {
  const result = await trx
    .updateTable('zaro_beszamolo')
    .set({ statusz: input.to, verzio: sql`verzio + 1` })
    .where('id', '=', input.id)
    .where('statusz', '=', 'SUBMITTED')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await trx
    .insertInto('zaro_beszamolo_elbiralas')
    .values({
      zaro_beszamolo_id: input.id,
      dontes: input.dontes,
      megjegyzes: input.megjegyzes,
      elbiralo_id: input.userId,
    })
    .execute();
  return true;
}

/** The decisions on the reports of an application, oldest first (one query). */
export async function listCompletionReviews(
  db: Executor,
  applicationId: number,
): Promise<CompletionReview[]> {
  const rows = await db
    .selectFrom('zaro_beszamolo_elbiralas as e')
    .innerJoin('zaro_beszamolo as z', 'z.id', 'e.zaro_beszamolo_id')
    .leftJoin('felhasznalo as u', 'u.id', 'e.elbiralo_id')
    .select([
      'e.id',
      'e.zaro_beszamolo_id',
      'e.dontes',
      'e.megjegyzes',
      'e.idopont',
      'e.elbiralo_id',
      'u.nev as elbiralo_nev',
    ])
    .where('z.palyazat_id', '=', applicationId)
    .orderBy('e.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    zaroBeszamoloId: row.zaro_beszamolo_id,
    dontes: row.dontes,
    megjegyzes: row.megjegyzes,
    idopont: new Date(row.idopont).toISOString(),
    elbiralo:
      row.elbiralo_id !== null ? { id: row.elbiralo_id, nev: row.elbiralo_nev ?? '' } : null,
  }));
}
