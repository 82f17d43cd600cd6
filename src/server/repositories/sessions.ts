/**
 * Server-side sessions (`munkamenet`). The cookie carries a random id; the table holds only its
 * SHA-256, the user, whether the second factor is done and the two timestamps the idle and
 * absolute timeouts are measured from.
 */
import {
  type CompiledQuery,
  type InferResult,
  type Kysely,
  type Selectable,
  createQueryId,
} from 'kysely';
import type { DB } from '../db/types.ts';
import type { UserRow } from './users.ts';

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

/** A session with its user's row, read in one query (issue 14: one read per request). */
export interface SessionWithUser {
  session: SessionRow;
  user: UserRow;
}

const USER_COLUMNS = [
  'id',
  'nev',
  'email',
  'jelszo_hash',
  'jelszo_datum',
  'ertesitesek_belso_uzenet',
  'ertesitesek_email',
  'szerepkorok',
  'aszf_accepted',
  'marketing_consent',
  'language',
  'ketfaktor_statusz',
  'ketfaktor_tipus',
  'oidc_issuer',
  'oidc_subject',
  'letrehozva',
  'aktiv',
] as const satisfies ReadonlyArray<keyof UserRow>;

function sessionWithUserQuery(db: Executor, idHash: string) {
  return db
    .selectFrom('munkamenet as s')
    .innerJoin('felhasznalo as u', 'u.id', 's.user_id')
    .select([
      's.id_hash as s_id_hash',
      's.user_id as s_user_id',
      's.ketfaktor_kesz as s_ketfaktor_kesz',
      's.oidc as s_oidc',
      's.oidc_id_token as s_oidc_id_token',
      's.letrehozva as s_letrehozva',
      's.utolso_aktivitas as s_utolso_aktivitas',
    ])
    .select(USER_COLUMNS.map((column) => `u.${column}` as const))
    .where('s.id_hash', '=', idHash);
}

type SessionWithUserRow = InferResult<ReturnType<typeof sessionWithUserQuery>>[number];

/**
 * The query compiled once per database: it runs on every signed-in request, and building and
 * compiling it (a join, 24 columns) was the largest part of Kysely's share of a request's CPU
 * (docs/performance.md, API). Only the session hash changes between runs.
 */
const compiledSessionQueries = new WeakMap<Executor, CompiledQuery<SessionWithUserRow>>();

/** The session of `idHash` joined with its user; undefined when either is gone. */
export async function findSessionWithUser(
  db: Executor,
  idHash: string,
): Promise<SessionWithUser | undefined> {
  let compiled = compiledSessionQueries.get(db);
  if (!compiled) {
    compiled = sessionWithUserQuery(db, '').compile();
    compiledSessionQueries.set(db, compiled);
  }
  const { rows } = await db.executeQuery<SessionWithUserRow>({
    ...compiled,
    queryId: createQueryId(),
    parameters: [idHash],
  });
  const row = rows[0];
  if (!row) return undefined;
  const {
    s_id_hash,
    s_user_id,
    s_ketfaktor_kesz,
    s_oidc,
    s_oidc_id_token,
    s_letrehozva,
    s_utolso_aktivitas,
    ...user
  } = row;
  return {
    session: {
      id_hash: s_id_hash,
      user_id: s_user_id,
      ketfaktor_kesz: s_ketfaktor_kesz,
      oidc: s_oidc,
      oidc_id_token: s_oidc_id_token,
      letrehozva: s_letrehozva,
      utolso_aktivitas: s_utolso_aktivitas,
    },
    user,
  };
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

/**
 * Removes sessions past either timeout, at most `batch` rows per call (a short statement that
 * never holds many row locks); answers how many it removed. Run by the periodic job
 * (plugins/jobs.ts), not on the request path.
 */
export async function deleteExpiredSessions(
  db: Executor,
  idleBefore: Date,
  createdBefore: Date,
  batch = 1_000,
): Promise<number> {
  const deleted = await db
    .deleteFrom('munkamenet')
    .where('id_hash', 'in', (eb) =>
      eb
        .selectFrom('munkamenet')
        .select('id_hash')
        .where((w) =>
          w.or([w('utolso_aktivitas', '<', idleBefore), w('letrehozva', '<', createdBefore)]),
        )
        .limit(batch),
    )
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
