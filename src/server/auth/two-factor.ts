/**
 * The e-mailed second factor: a six-digit code that expires in 10 minutes and dies after
 * 5 wrong tries. Only its HMAC is stored (a six-digit code could be brute-forced from a plain
 * hash). Sending a new code retires the previous one.
 */
import type { FastifyInstance } from 'fastify';
import {
  claimTwoFactorTry,
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

/**
 * Checks a code: accepted once; the fifth wrong try kills the code. The try is claimed (counted)
 * before the compare, in one statement, so concurrent guesses cannot compare more than five times.
 */
export async function checkTwoFactorCode(
  app: FastifyInstance,
  userId: number,
  code: string,
): Promise<TwoFactorCheck> {
  const maxTries = app.config.auth.twoFactorMaxAttempts;
  const now = new Date();
  const claimed = await claimTwoFactorTry(app.db, userId, maxTries, now);
  if (!claimed) {
    const current = await findCurrentTwoFactorCode(app.db, userId);
    return current && current.probalkozasok >= maxTries ? 'exhausted' : 'expired';
  }
  if (!safeEqual(claimed.kod_hash, codeHash(app.config.sessionSecret, userId, code))) {
    return claimed.probalkozasok >= maxTries ? 'exhausted' : 'wrong';
  }
  return (await useTwoFactorCode(app.db, claimed.id, now)) ? 'accepted' : 'expired';
}
