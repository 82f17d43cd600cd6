/**
 * Completion reports of applications (docs/decisions/0011): staff open one with a due date, the
 * applicant keeps a draft of the report form (versioned, like the application's sections) and
 * submits it once.
 */
import { type Kysely, type Transaction, sql } from 'kysely';
import type { DB } from '../db/types.ts';

type Executor = Kysely<DB> | Transaction<DB>;

export type CompletionReportStatus = 'OPEN' | 'SUBMITTED';

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
 * Saves the draft of an open report built on `verzio`; false when the report is not open or
 * another save came in between (the caller answers 409).
 */
export async function saveCompletionDraft(
  db: Executor,
  id: number,
  verzio: number,
  adatok: Record<string, unknown>,
): Promise<boolean> {
  const result = await db
    .updateTable('zaro_beszamolo')
    .set({ adatok: JSON.stringify(adatok), verzio: sql`verzio + 1` })
    .where('id', '=', id)
    .where('verzio', '=', verzio)
    .where('statusz', '=', 'OPEN')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks an open report submitted (once); false when it was not open. */
export async function markCompletionSubmitted(
  db: Executor,
  id: number,
  userId: number,
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
    .where('statusz', '=', 'OPEN')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
