/**
 * The two cookies of a session and the signed double-submit anti-forgery token.
 *
 * - SESSION: a random 256-bit id (HttpOnly, SameSite=Lax, Secure outside ENV=local).
 * - XSRF-TOKEN: `nonce.HMAC(secret, session id + nonce)`, readable by the page script, which
 *   echoes it in the X-XSRF-TOKEN header. Bound to the session id, so a new id (sign-in, second
 *   factor, sign-out) always comes with a new token and a token of another session is refused.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { hmac, randomToken, safeEqual } from './secrets.ts';

export const SESSION_COOKIE = 'SESSION';
export const CSRF_COOKIE = 'XSRF-TOKEN';
/** The header the client echoes the cookie in (announced by GET /csrf). */
export const CSRF_HEADER = 'X-XSRF-TOKEN';

/** Cookie attributes shared by SESSION and XSRF-TOKEN. */
export function cookieOptions(config: ServerConfig) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.auth.secureCookies,
  };
}

/** A new token bound to the session cookie value `sessionId`. */
export function createCsrfToken(secret: string, sessionId: string): string {
  const nonce = randomToken().slice(0, 22);
  return `${nonce}.${hmac(secret, 'csrf', `${sessionId}.${nonce}`)}`;
}

/** True when `token` was issued for the session cookie value `sessionId`. */
export function isValidCsrfToken(secret: string, sessionId: string, token: string): boolean {
  const [nonce, mac, ...rest] = token.split('.');
  if (!nonce || !mac || rest.length > 0) return false;
  return safeEqual(mac, hmac(secret, 'csrf', `${sessionId}.${nonce}`));
}

/** Sets SESSION and a matching XSRF-TOKEN. */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  sessionId: string,
): void {
  const { config } = request.server;
  reply.setCookie(SESSION_COOKIE, sessionId, cookieOptions(config));
  setCsrfCookie(request, reply, sessionId);
}

/** Sets the XSRF-TOKEN cookie for a session id (readable by the page script, by design). */
export function setCsrfCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  sessionId: string,
): void {
  const { config } = request.server;
  reply.setCookie(CSRF_COOKIE, createCsrfToken(config.sessionSecret, sessionId), {
    ...cookieOptions(config),
    httpOnly: false,
  });
}
