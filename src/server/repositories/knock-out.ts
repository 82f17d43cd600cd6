/** Knock-out confirmations of an application: one row per criterion, with who and when. */
import type { Kysely, Transaction } from 'kysely';
import { anyOf } from '../db/any-of.ts';
import type { DB } from '../db/types.ts';

type Executor = Kysely<DB> | Transaction<DB>;

export interface KnockOutConfirmation {
  kriterium: string;
  megerositve: boolean;
  felhasznaloId: number | null;
  idopont: string;
}

export async function listKnockOutConfirmations(
  db: Executor,
  applicationId: number,
): Promise<KnockOutConfirmation[]> {
  const rows = await db
    .selectFrom('palyazat_ko_megerosites')
    .select(['kriterium', 'megerositve', 'felhasznalo_id', 'idopont'])
    .where('palyazat_id', '=', applicationId)
    .orderBy('kriterium')
    .execute();
  return rows.map((row) => ({
    kriterium: row.kriterium,
    megerositve: row.megerositve,
    felhasznaloId: row.felhasznalo_id,
    idopont: new Date(row.idopont).toISOString(),
  }));
}

/** The confirmations of several applications, ordered by criterion (completion-reads.ts). */
export function knockOutConfirmationsQuery(db: Executor, applicationIds: readonly number[]) {
  return db
    .selectFrom('palyazat_ko_megerosites')
    .select(['palyazat_id', 'kriterium', 'megerositve', 'felhasznalo_id', 'idopont'])
    .where('palyazat_id', '=', anyOf(applicationIds))
    .orderBy('kriterium');
}

/**
 * The rows of knockOutConfirmationsQuery by application id (every id present). `idopont` is a
 * Date from a plain query and an ISO string from JSON: both read the same.
 */
export function knockOutConfirmationsById(
  applicationIds: readonly number[],
  rows: ReadonlyArray<{
    palyazat_id: number;
    kriterium: string;
    megerositve: boolean;
    felhasznalo_id: number | null;
    idopont: Date | string;
  }>,
): Map<number, KnockOutConfirmation[]> {
  const byApplication = new Map<number, KnockOutConfirmation[]>(
    applicationIds.map((id) => [id, []]),
  );
  for (const row of rows)
    byApplication.get(row.palyazat_id)?.push({
      kriterium: row.kriterium,
      megerositve: row.megerositve,
      felhasznaloId: row.felhasznalo_id,
      idopont: new Date(row.idopont).toISOString(),
    });
  return byApplication;
}

/** Records the answers given (other criteria keep theirs). Run inside the version bump's transaction. */
export async function saveKnockOutConfirmations(
  db: Executor,
  applicationId: number,
  userId: number,
  answers: Record<string, boolean>,
): Promise<void> {
  for (const [criterion, confirmed] of Object.entries(answers)) {
    await db
      .insertInto('palyazat_ko_megerosites')
      .values({
        palyazat_id: applicationId,
        kriterium: criterion,
        megerositve: confirmed,
        felhasznalo_id: userId,
      })
      .onConflict((oc) =>
        oc.columns(['palyazat_id', 'kriterium']).doUpdateSet({
          megerositve: confirmed,
          felhasznalo_id: userId,
          idopont: new Date(),
        }),
      )
      .execute();
  }
}
