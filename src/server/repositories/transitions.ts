/**
 * The lifecycle's writes to `palyazat` and its transition log (`palyazat_allapotvaltas`). The
 * lifecycle service calls these inside one transaction, after locking the application's row
 * (repositories/applications.ts `findApplicationWithLifecycle`).
 */
import { type Kysely, type Transaction, sql } from 'kysely';
import type { DB } from '../db/types.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** The lifecycle columns of an application, read under a row lock. */
export interface LockedLifecycleState {
  id: number;
  statusz: string;
  benyujtasAllapot: string | null;
  verzio: number;
  hianypotlasHatarido: Date | null;
  hianypotlasTetelek: string[] | null;
  veglegesitoHash: string | null;
}

function lifecycleQuery(db: Executor, applicationId: number) {
  return db
    .selectFrom('palyazat')
    .select([
      'id',
      'statusz',
      'benyujtas_allapot',
      'verzio',
      'hianypotlas_hatarido',
      'hianypotlas_tetelek',
      'veglegesito_hash',
    ])
    .where('id', '=', applicationId);
}

type LifecycleRow = Awaited<ReturnType<ReturnType<typeof lifecycleQuery>['executeTakeFirst']>>;

/** The lifecycle columns of an application row (any query that selected them) as its state. */
export function lifecycleStateOf(row: NonNullable<LifecycleRow>): LockedLifecycleState {
  return {
    id: row.id,
    statusz: row.statusz,
    benyujtasAllapot: row.benyujtas_allapot,
    verzio: row.verzio,
    hianypotlasHatarido: row.hianypotlas_hatarido ? new Date(row.hianypotlas_hatarido) : null,
    hianypotlasTetelek: row.hianypotlas_tetelek,
    veglegesitoHash: row.veglegesito_hash,
  };
}

function toLifecycleState(row: LifecycleRow): LockedLifecycleState | undefined {
  return row ? lifecycleStateOf(row) : undefined;
}

/**
 * Applications waiting for a supplement whose deadline is at or before `now`, oldest deadline
 * first. Read without a lock: the deadline job locks and re-checks each one.
 */
export async function listOverdueSupplements(
  db: Executor,
  now: Date,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('palyazat')
    .select('id')
    .where('statusz', '=', 'WAITING_FOR_SUPPLEMENT')
    .where('hianypotlas_hatarido', '<=', now)
    .orderBy('hianypotlas_hatarido')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Reads the lifecycle columns without a lock (a check before a long upload; redone locked). */
export async function findLifecycleState(
  db: Executor,
  applicationId: number,
): Promise<LockedLifecycleState | undefined> {
  return toLifecycleState(await lifecycleQuery(db, applicationId).executeTakeFirst());
}

/** Who a transition row names as its actor. */
export type TransitionActor = 'APPLICANT' | 'STAFF' | 'SYSTEM';

/** One recorded transition. */
export interface TransitionRecord {
  id: number;
  elozoStatusz: string;
  elozoBenyujtasAllapot: string | null;
  ujStatusz: string;
  ujBenyujtasAllapot: string | null;
  esemeny: string;
  /** SYSTEM: a transition the server made by itself (the supplement deadline job). */
  szereplo: TransitionActor;
  felhasznalo: { id: number; nev: string } | null;
  indoklas: string | null;
  idopont: string;
}

/** What changes with a transition besides the status. */
export interface StatusChange {
  statusz: string;
  benyujtasAllapot: string | null;
  /** Set at submission. */
  benyujtasDatuma?: Date;
  /** A supplement request's deadline and items; null clears them. */
  hianypotlas?: { hatarido: Date; tetelek: string[] } | null;
  /** The content hash of a generated final document. */
  veglegesitoHash?: string;
}

/**
 * Writes the new status (bumping `verzio`) and the transition row. The caller holds the row lock,
 * so the version cannot change in between; `expectedVersion` (when the caller names the version
 * it read) answers false when it is stale.
 */
export async function writeTransition(
  trx: Transaction<DB>,
  input: {
    applicationId: number;
    from: { statusz: string; benyujtasAllapot: string | null };
    to: StatusChange;
    event: string;
    actor: TransitionActor;
    userId: number | null;
    reason: string | null;
    expectedVersion?: number;
  },
): Promise<{ verzio: number; transitionId: number } | null> {
  let update = trx
    .updateTable('palyazat')
    .set({
      statusz: input.to.statusz,
      benyujtas_allapot: input.to.benyujtasAllapot,
      verzio: sql`verzio + 1`,
      modositva: sql`now()`,
      ...(input.to.benyujtasDatuma ? { benyujtas_datuma: input.to.benyujtasDatuma } : {}),
      ...(input.to.veglegesitoHash ? { veglegesito_hash: input.to.veglegesitoHash } : {}),
      ...(input.to.hianypotlas === undefined
        ? {}
        : {
            hianypotlas_hatarido: input.to.hianypotlas?.hatarido ?? null,
            hianypotlas_tetelek: input.to.hianypotlas
              ? JSON.stringify(input.to.hianypotlas.tetelek)
              : null,
          }),
    } as never)
    .where('id', '=', input.applicationId);
  if (input.expectedVersion !== undefined)
    update = update.where('verzio', '=', input.expectedVersion);
  const updated = await update.returning('verzio').executeTakeFirst();
  if (!updated) return null;
  const inserted = await trx
    .insertInto('palyazat_allapotvaltas')
    .values({
      palyazat_id: input.applicationId,
      elozo_statusz: input.from.statusz,
      elozo_benyujtas_allapot: input.from.benyujtasAllapot,
      uj_statusz: input.to.statusz,
      uj_benyujtas_allapot: input.to.benyujtasAllapot,
      esemeny: input.event,
      szereplo: input.actor,
      felhasznalo_id: input.userId,
      indoklas: input.reason,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { verzio: updated.verzio, transitionId: inserted.id };
}

/** The transitions of an application, oldest first (the timeline of /progress). */
export async function listTransitions(
  db: Executor,
  applicationId: number,
): Promise<TransitionRecord[]> {
  const rows = await db
    .selectFrom('palyazat_allapotvaltas as a')
    .leftJoin('felhasznalo as u', 'u.id', 'a.felhasznalo_id')
    .selectAll('a')
    .select('u.nev as felhasznalo_nev')
    .where('a.palyazat_id', '=', applicationId)
    .orderBy('a.id', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    elozoStatusz: row.elozo_statusz,
    elozoBenyujtasAllapot: row.elozo_benyujtas_allapot,
    ujStatusz: row.uj_statusz,
    ujBenyujtasAllapot: row.uj_benyujtas_allapot,
    esemeny: row.esemeny,
    szereplo: row.szereplo,
    felhasznalo:
      row.felhasznalo_id !== null
        ? { id: row.felhasznalo_id, nev: row.felhasznalo_nev ?? '' }
        : null,
    indoklas: row.indoklas,
    idopont: new Date(row.idopont).toISOString(),
  }));
}

/** Records the hash of a final document generated again (same step, no transition). */
export async function setFinalDocumentHash(
  trx: Transaction<DB>,
  applicationId: number,
  hash: string,
): Promise<void> {
  await trx
    .updateTable('palyazat')
    .set({ veglegesito_hash: hash })
    .where('id', '=', applicationId)
    .execute();
}

/** The applicant's users who asked for e-mail notifications, with their language. */
export async function listNotifiedUsers(
  db: Executor,
  applicantId: number,
): Promise<Array<{ email: string; nev: string; language: 'hu' | 'en' }>> {
  return db
    .selectFrom('tamogatast_igenylo_jogosultsag as j')
    .innerJoin('felhasznalo as u', 'u.id', 'j.user_id')
    .select(['u.email', 'u.nev', 'u.language'])
    .where('j.tamogatast_igenylo_id', '=', applicantId)
    .where('u.ertesitesek_email', '=', true)
    .orderBy('u.id')
    .execute();
}
