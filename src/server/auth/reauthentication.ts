/**
 * Proof of a fresh sign-in at the NTAK identity provider, the confirmation of an account erasure
 * for a user without a password (docs/decisions/0037). The OIDC callback hands it out as a signed,
 * HttpOnly cookie scoped to the erasure call, after a forced login (prompt=login, max_age=0) of
 * the same identity; the erasure call accepts it for five minutes, and only with the session it
 * was issued to (a stolen session cookie alone never erases an account).
 */
import { hmac, safeEqual } from './secrets.ts';

export const REAUTH_COOKIE = 'ERASURE_REAUTH';
/** Sent only with the erasure call. */
export const REAUTH_COOKIE_PATH = '/api/felhasznalok/current/torles';
export const REAUTH_LIFETIME_S = 300;
/** What the callback adds to the redirect target, so the client reopens the erasure dialog. */
export const REAUTH_RETURN_PARAM = 'fiokTorles';

const PURPOSE = 'erasure-reauth';

/** `<userId>.<issued at, ms>.<mac>`; the mac also binds the session id hash. */
export function sealReauthentication(
  secret: string,
  userId: number,
  sessionIdHash: string,
  now: number,
): string {
  const body = `${userId}.${now}`;
  return `${body}.${hmac(secret, PURPOSE, `${body}.${sessionIdHash}`)}`;
}

/** Whether `value` proves a sign-in of `userId` in this session within the lifetime. */
export function isFreshReauthentication(
  secret: string,
  value: string | undefined,
  userId: number,
  sessionIdHash: string,
  now: number,
): boolean {
  const [user, issued, mac] = (value ?? '').split('.');
  if (!user || !issued || !mac || user !== String(userId)) return false;
  const issuedAt = Number(issued);
  if (
    !Number.isSafeInteger(issuedAt) ||
    issuedAt > now ||
    now - issuedAt > REAUTH_LIFETIME_S * 1000
  )
    return false;
  return safeEqual(mac, hmac(secret, PURPOSE, `${user}.${issued}.${sessionIdHash}`));
}
