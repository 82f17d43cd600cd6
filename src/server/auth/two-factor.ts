/**
 * The e-mailed second factor: a six-digit code that expires in 10 minutes and dies after
 * 5 wrong tries. Only its HMAC is stored (a six-digit code could be brute-forced from a plain
 * hash). Sending a new code retires the previous one.
 */
import type { FastifyInstance } from 'fastify';
import {
  countWrongTwoFactorTry,
  findCurrentTwoFactorCode,
  insertTwoFactorCode,
  useTwoFactorCode,
} from '../repositories/tokens.ts';
import type { UserRow } from '../repositories/users.ts';
import { sendTwoFactorCodeMail } from './mails.ts';
import { hmac, safeEqual, sixDigitCode } from './secrets.ts';

function codeHash(secret: string, userId: number, code: string): string {
  return hmac(secret, 'two-factor-code', `${userId}:${code}`);
}

/** Creates a code for the user and e-mails it. */
export async function sendTwoFactorCode(app: FastifyInstance, user: UserRow): Promise<void> {
  const code = sixDigitCode();
  const now = new Date();
  await insertTwoFactorCode(
    app.db,
    {
      userId: user.id,
      codeHash: codeHash(app.config.sessionSecret, user.id, code),
      expiresAt: new Date(now.getTime() + app.config.auth.twoFactorCodeMs),
    },
    now,
  );
  sendTwoFactorCodeMail(app, { email: user.email, name: user.nev, language: user.language }, code);
}

export type TwoFactorCheck = 'accepted' | 'wrong' | 'expired' | 'exhausted';

/** Checks a code: accepted once; a wrong try is counted; the fifth wrong try kills the code. */
export async function checkTwoFactorCode(
  app: FastifyInstance,
  userId: number,
  code: string,
): Promise<TwoFactorCheck> {
  const current = await findCurrentTwoFactorCode(app.db, userId);
  if (!current) return 'expired';
  if (current.probalkozasok >= app.config.auth.twoFactorMaxAttempts) return 'exhausted';
  if (current.lejarat.getTime() <= Date.now()) return 'expired';
  if (!safeEqual(current.kod_hash, codeHash(app.config.sessionSecret, userId, code))) {
    const tries = await countWrongTwoFactorTry(app.db, current.id);
    return tries >= app.config.auth.twoFactorMaxAttempts ? 'exhausted' : 'wrong';
  }
  return (await useTwoFactorCode(app.db, current.id, new Date())) ? 'accepted' : 'expired';
}
