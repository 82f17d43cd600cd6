/**
 * What submission stores besides the status: the idempotency keys of submission requests and the
 * snapshot of the applicant's master data (which feeds the -old screens).
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** A stored answer to a request made with an Idempotency-Key. */
export interface StoredIdempotentAnswer {
  requestHash: string;
  statusCode: number;
  body: unknown;
}

/** The answer stored under the user's key, or undefined. */
export async function findIdempotentAnswer(
  db: Executor,
  userId: number,
  key: string,
): Promise<StoredIdempotentAnswer | undefined> {
  const row = await db
    .selectFrom('idempotencia_kulcs')
    .select(['keres_hash', 'valasz_statusz', 'valasz'])
    .where('felhasznalo_id', '=', userId)
    .where('kulcs', '=', key)
    .executeTakeFirst();
  return row
    ? { requestHash: row.keres_hash, statusCode: row.valasz_statusz, body: row.valasz }
    : undefined;
}

/**
 * Stores the answer under the user's key. Answers false when the key is already taken (by a
 * request on another application that got there first): the caller rolls back.
 */
export async function storeIdempotentAnswer(
  trx: Transaction<DB>,
  userId: number,
  key: string,
  answer: StoredIdempotentAnswer,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('idempotencia_kulcs')
    .values({
      felhasznalo_id: userId,
      kulcs: key,
      keres_hash: answer.requestHash,
      valasz_statusz: answer.statusCode,
      valasz: JSON.stringify(answer.body),
    })
    .onConflict((conflict) => conflict.columns(['felhasznalo_id', 'kulcs']).doNothing())
    .returning('kulcs')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Stores the master-data snapshot taken at submission. */
export async function insertMasterDataSnapshot(
  trx: Transaction<DB>,
  applicationId: number,
  applicant: Record<string, unknown>,
  owners: unknown[],
): Promise<void> {
  await trx
    .insertInto('palyazat_torzsadat_pillanatkep')
    .values({
      palyazat_id: applicationId,
      tamogatast_igenylo: JSON.stringify(applicant),
      tulajdonosok: JSON.stringify(owners),
    })
    .execute();
}

/** The frozen master data of an applicant's last submission (the -old screens). */
export interface MasterDataSnapshot {
  /** When it was taken: in the submission's transaction (ISO 8601). */
  benyujtva: string;
  palyazat: { id: number; azonosito: string; projektCim: string | null };
  tamogatastIgenylo: Record<string, unknown>;
  tulajdonosok: unknown[];
}

/**
 * The snapshot of the applicant's latest submission over all its applications, or null before a
 * first one. "Latest" is the last one stored (the highest id), which is the order in which the
 * submissions committed their snapshots.
 */
export async function findLatestSnapshotOfApplicant(
  db: Executor,
  applicantId: number,
): Promise<MasterDataSnapshot | null> {
  const row = await db
    .selectFrom('palyazat_torzsadat_pillanatkep as p')
    .innerJoin('palyazat as a', 'a.id', 'p.palyazat_id')
    .select([
      'p.tamogatast_igenylo',
      'p.tulajdonosok',
      'p.keszult',
      'a.id as palyazat_id',
      'a.azonosito',
      'a.projekt_cim',
    ])
    .where('a.tamogatast_igenylo_id', '=', applicantId)
    .orderBy('p.id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  // The submitter's view of the parent applicant is not part of the frozen base data (and the
  // reader may not be allowed to see that parent).
  const { parent: _parent, ...applicant } = row.tamogatast_igenylo;
  return {
    benyujtva: new Date(row.keszult).toISOString(),
    palyazat: { id: row.palyazat_id, azonosito: row.azonosito, projektCim: row.projekt_cim },
    tamogatastIgenylo: applicant,
    tulajdonosok: row.tulajdonosok,
  };
}
