/**
 * Server-side sessions (`munkamenet`). The cookie carries a random id; the table holds only its
 * SHA-256, the user, whether the second factor is done and the two timestamps the idle and
 * absolute timeouts are measured from.
 */
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/types.ts';

type Executor = Kysely<DB>;
export type SessionRow = Selectable<DB['munkamenet']>;

export async function insertSession(
  db: Executor,
  session: {
    idHash: string;
    userId: number;
    twoFactorDone: boolean;
    oidc?: boolean;
    idToken?: string | null;
  },
): Promise<void> {
  await db
    .insertInto('munkamenet')
    .values({
      id_hash: session.idHash,
      user_id: session.userId,
      ketfaktor_kesz: session.twoFactorDone,
      oidc: session.oidc ?? false,
      oidc_id_token: session.idToken ?? null,
    })
    .execute();
}

export async function findSession(db: Executor, idHash: string): Promise<SessionRow | undefined> {
  return db.selectFrom('munkamenet').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
}

/** Records activity, pushing the idle timeout forward. */
export async function touchSession(db: Executor, idHash: string, at: Date): Promise<void> {
  await db
    .updateTable('munkamenet')
    .set({ utolso_aktivitas: at })
    .where('id_hash', '=', idHash)
    .execute();
}

/**
 * Gives a session a new id (after the second factor): the old id stops working at once, the
 * session keeps its creation time so the absolute timeout still counts from sign-in.
 */
export async function renewSession(
  db: Executor,
  oldIdHash: string,
  newIdHash: string,
  changes: { twoFactorDone: boolean },
): Promise<void> {
  await db
    .updateTable('munkamenet')
    .set({
      id_hash: newIdHash,
      ketfaktor_kesz: changes.twoFactorDone,
      utolso_aktivitas: new Date(),
    })
    .where('id_hash', '=', oldIdHash)
    .execute();
}

export async function deleteSession(db: Executor, idHash: string): Promise<void> {
  await db.deleteFrom('munkamenet').where('id_hash', '=', idHash).execute();
}

/** Ends every session of a user (after a password change). */
export async function deleteSessionsOfUser(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('munkamenet').where('user_id', '=', userId).execute();
}

/** Removes sessions past either timeout; called now and then, not on the request path. */
export async function deleteExpiredSessions(
  db: Executor,
  idleBefore: Date,
  createdBefore: Date,
): Promise<void> {
  await db
    .deleteFrom('munkamenet')
    .where((eb) =>
      eb.or([eb('utolso_aktivitas', '<', idleBefore), eb('letrehozva', '<', createdBefore)]),
    )
    .execute();
}
