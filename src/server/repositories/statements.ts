/** Statements of an application: accepted (or withdrawn) with who and when. */
import type { Kysely, Transaction } from 'kysely';
import { anyOf } from '../db/any-of.ts';
import type { DB } from '../db/types.ts';

type Executor = Kysely<DB> | Transaction<DB>;

export interface StatementAnswer {
  nyilatkozat: string;
  elfogadva: boolean;
  felhasznalo: { id: number | null; nev: string };
  idopont: string;
}

export async function listStatementAnswers(
  db: Executor,
  applicationId: number,
): Promise<StatementAnswer[]> {
  const rows = await db
    .selectFrom('palyazat_nyilatkozat')
    .select(['nyilatkozat', 'elfogadva', 'felhasznalo_id', 'felhasznalo_nev', 'idopont'])
    .where('palyazat_id', '=', applicationId)
    .orderBy('nyilatkozat')
    .execute();
  return rows.map((row) => ({
    nyilatkozat: row.nyilatkozat,
    elfogadva: row.elfogadva,
    felhasznalo: { id: row.felhasznalo_id, nev: row.felhasznalo_nev },
    idopont: new Date(row.idopont).toISOString(),
  }));
}

/** The answers of several applications, ordered by statement (completion-reads.ts). */
export function statementAnswersQuery(db: Executor, applicationIds: readonly number[]) {
  return db
    .selectFrom('palyazat_nyilatkozat')
    .select([
      'palyazat_id',
      'nyilatkozat',
      'elfogadva',
      'felhasznalo_id',
      'felhasznalo_nev',
      'idopont',
    ])
    .where('palyazat_id', '=', anyOf(applicationIds))
    .orderBy('nyilatkozat');
}

/** The rows of statementAnswersQuery by application id (every id present; `idopont` as there). */
export function statementAnswersById(
  applicationIds: readonly number[],
  rows: ReadonlyArray<{
    palyazat_id: number;
    nyilatkozat: string;
    elfogadva: boolean;
    felhasznalo_id: number | null;
    felhasznalo_nev: string;
    idopont: Date | string;
  }>,
): Map<number, StatementAnswer[]> {
  const byApplication = new Map<number, StatementAnswer[]>(applicationIds.map((id) => [id, []]));
  for (const row of rows)
    byApplication.get(row.palyazat_id)?.push({
      nyilatkozat: row.nyilatkozat,
      elfogadva: row.elfogadva,
      felhasznalo: { id: row.felhasznalo_id, nev: row.felhasznalo_nev },
      idopont: new Date(row.idopont).toISOString(),
    });
  return byApplication;
}

/** Accepts or withdraws one statement; the user's name is kept even if the user is deleted later. */
export async function saveStatementAnswer(
  db: Executor,
  input: {
    applicationId: number;
    statement: string;
    accepted: boolean;
    userId: number;
    userName: string;
  },
): Promise<void> {
  const values = {
    elfogadva: input.accepted,
    felhasznalo_id: input.userId,
    felhasznalo_nev: input.userName,
    idopont: new Date(),
  };
  await db
    .insertInto('palyazat_nyilatkozat')
    .values({ palyazat_id: input.applicationId, nyilatkozat: input.statement, ...values })
    .onConflict((oc) => oc.columns(['palyazat_id', 'nyilatkozat']).doUpdateSet(values))
    .execute();
}
