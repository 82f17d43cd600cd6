/**
 * Anti-forgery (CSRF) check of the whole server: every POST, PUT, PATCH and DELETE must carry
 * the XSRF-TOKEN cookie in the X-XSRF-TOKEN header, and the token must be the HMAC bound to the
 * request's SESSION cookie (src/server/auth/cookies.ts); otherwise 403, before the body is read.
 * Sign-in is no exception: the login form carries the token from GET /csrf.
 *
 * The only exemption is the local fake identity provider (/fake-oidc), which stands in for an
 * external server with its own protections.
 */
import fp from 'fastify-plugin';
import { Problem } from '../authorization/http-errors.ts';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE, isValidCsrfToken } from '../auth/cookies.ts';
import { safeEqual } from '../auth/secrets.ts';

export { CSRF_COOKIE, CSRF_HEADER };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const EXEMPT_PREFIXES = ['/fake-oidc/'];

export const csrfPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const path = request.url.split('?')[0] ?? '';
      if (EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix))) return;
      const header = request.headers[CSRF_HEADER.toLowerCase()];
      const cookie = request.cookies[CSRF_COOKIE];
      const sessionId = request.cookies[SESSION_COOKIE];
      const valid =
        typeof header === 'string' &&
        cookie !== undefined &&
        sessionId !== undefined &&
        safeEqual(header, cookie) &&
        isValidCsrfToken(app.config.sessionSecret, sessionId, header);
      if (!valid) throw new Problem(403, 'Érvénytelen vagy hiányzó biztonsági token (CSRF).');
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
