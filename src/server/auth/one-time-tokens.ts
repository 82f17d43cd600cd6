/**
 * Issuing and redeeming the e-mailed one-time tokens (set password: 24 h, password reset: 1 h).
 * The token is 256 random bits handed out once; only its SHA-256 is stored.
 */
import type { Database } from '../db/database.ts';
import { type TokenPurpose, consumeToken, insertToken } from '../repositories/tokens.ts';
import { randomToken, sha256 } from './secrets.ts';

/** Creates a token for the user and answers it in clear (for the e-mailed link only). */
export async function issueOneTimeToken(
  db: Database,
  userId: number,
  purpose: TokenPurpose,
  lifetimeMs: number,
): Promise<string> {
  const token = randomToken();
  await insertToken(db, {
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

/** Uses a token once; undefined when it is unknown, used or expired. */
export async function redeemOneTimeToken(
  db: Database,
  token: string,
): Promise<{ userId: number; purpose: TokenPurpose } | undefined> {
  return consumeToken(db, sha256(token), new Date());
}
