/**
 * One-time secrets: set-password and password-reset tokens (`egyszeri_token`) and e-mailed
 * two-factor codes (`ketfaktor_kod`). Only digests are stored; using one is atomic, so a token
 * works once even when two requests race.
 */
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/types.ts';

type Executor = Kysely<DB>;
export type TokenPurpose = DB['egyszeri_token']['cel'];
export type TwoFactorCodeRow = Selectable<DB['ketfaktor_kod']>;

export async function insertToken(
  db: Executor,
  token: { userId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('egyszeri_token')
    .values({
      user_id: token.userId,
      cel: token.purpose,
      token_hash: token.tokenHash,
      lejarat: token.expiresAt,
    })
    .execute();
}

/**
 * Marks an unused, unexpired token as used and answers its user and purpose; undefined when the
 * token is unknown, used or expired.
 */
export async function consumeToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ userId: number; purpose: TokenPurpose } | undefined> {
  const row = await db
    .updateTable('egyszeri_token')
    .set({ felhasznalva: now })
    .where('token_hash', '=', tokenHash)
    .where('felhasznalva', 'is', null)
    .where('lejarat', '>', now)
    .returning(['user_id', 'cel'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, purpose: row.cel } : undefined;
}

/** Makes every outstanding token of a user unusable (after a password change). */
export async function revokeTokensOfUser(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('egyszeri_token')
    .set({ felhasznalva: now })
    .where('user_id', '=', userId)
    .where('felhasznalva', 'is', null)
    .execute();
}

/** Stores a new two-factor code, retiring the user's earlier ones. */
export async function insertTwoFactorCode(
  db: Executor,
  code: { userId: number; codeHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db
    .updateTable('ketfaktor_kod')
    .set({ felhasznalva: now })
    .where('user_id', '=', code.userId)
    .where('felhasznalva', 'is', null)
    .execute();
  await db
    .insertInto('ketfaktor_kod')
    .values({ user_id: code.userId, kod_hash: code.codeHash, lejarat: code.expiresAt })
    .execute();
}

/** The user's current (latest unused) code, expired or not. */
export async function findCurrentTwoFactorCode(
  db: Executor,
  userId: number,
): Promise<TwoFactorCodeRow | undefined> {
  return db
    .selectFrom('ketfaktor_kod')
    .selectAll()
    .where('user_id', '=', userId)
    .where('felhasznalva', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Claims one try of the user's current code in a single statement: the count goes up only while
 * it is below `maxTries` and the code is unexpired, and the claimed row comes back to be compared.
 * Concurrent guesses each claim their own try, so no more than `maxTries` are ever compared.
 * Undefined: no try left, no current code, or it expired.
 */
export async function claimTwoFactorTry(
  db: Executor,
  userId: number,
  maxTries: number,
  now: Date,
): Promise<TwoFactorCodeRow | undefined> {
  return db
    .updateTable('ketfaktor_kod')
    .set((eb) => ({ probalkozasok: eb('probalkozasok', '+', 1) }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('ketfaktor_kod')
        .select('id')
        .where('user_id', '=', userId)
        .where('felhasznalva', 'is', null)
        .orderBy('id', 'desc')
        .limit(1),
    )
    .where('probalkozasok', '<', maxTries)
    .where('lejarat', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** Marks a code as used; false when it was used concurrently. */
export async function useTwoFactorCode(db: Executor, codeId: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('ketfaktor_kod')
    .set({ felhasznalva: now })
    .where('id', '=', codeId)
    .where('felhasznalva', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
