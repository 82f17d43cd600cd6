/**
 * Server-side sessions (the AUTH contract). The SESSION cookie (HttpOnly, SameSite=Lax, Secure
 * outside ENV=local) carries a random 256-bit id; the database keeps its SHA-256 with the user,
 * whether the second factor is done, and the timestamps of the idle (30 min) and absolute
 * (12 h) timeouts. A visitor without a session still gets a random SESSION value (not stored)
 * so the anti-forgery token of the sign-in form is bound to something.
 *
 * Decorates `request.user` (the signed-in user who completed 2FA when needed, else null),
 * `request.authSession` (the stored session, also while the second factor is pending),
 * `app.authenticate` (preHandler: 401 without `request.user`) and `app.sessions` (start, renew
 * after 2FA, end).
 */
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Problem } from '../authorization/http-errors.ts';
import { SESSION_COOKIE, cookieOptions, setSessionCookies } from '../auth/cookies.ts';
import { randomToken, sha256 } from '../auth/secrets.ts';
import {
  deleteSession,
  findSessionWithUser,
  insertSession,
  renewSession,
  touchSession,
} from '../repositories/sessions.ts';
import type { UserRow } from '../repositories/users.ts';

export { SESSION_COOKIE };

/** The user of a signed-in request (AUTH contract). */
export interface AuthenticatedUser {
  id: number;
  email: string;
  name: string;
  language: 'hu' | 'en';
  roles: string[];
  oidc: boolean;
}

/** The stored session of a request, also while the second factor is still pending. */
export interface ActiveSession {
  idHash: string;
  userId: number;
  twoFactorDone: boolean;
  oidc: boolean;
  idToken: string | null;
}

export interface SessionManager {
  /** Signs a user in: a brand-new session id (never the one the visitor had) and CSRF token. */
  start(
    request: FastifyRequest,
    reply: FastifyReply,
    session: { userId: number; twoFactorDone: boolean; oidc?: boolean; idToken?: string | null },
  ): Promise<void>;
  /** After the second factor: the session gets a new id and counts as complete. */
  completeTwoFactor(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Signs out: deletes the stored session and hands the visitor a fresh anonymous id. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The session cookie value of the request, creating an anonymous one when there is none. */
  ensureVisitorId(request: FastifyRequest, reply: FastifyReply): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: preHandlerAsyncHookHandler;
    sessions: SessionManager;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
    authSession: ActiveSession | null;
    /**
     * The stored user row of the session (also while the second factor is pending), read with
     * the session in one query; routes reuse it instead of reading the user again.
     */
    sessionUser: UserRow | null;
  }
  interface FastifyContextConfig {
    /** false: the route never looks at the session (the probes /api/health, /api/ready). */
    session?: boolean;
  }
}

/** Activity is written at most once a minute per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export const sessionPlugin = fp(
  async (app) => {
    if (!app.hasDecorator('parseCookie')) await app.register(cookie);
    const { auth } = app.config;
    app.decorateRequest('user', null);
    app.decorateRequest('authSession', null);
    app.decorateRequest('sessionUser', null);

    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      if (request.routeOptions.config.session === false) return;
      const sessionId = request.cookies[SESSION_COOKIE];
      if (!sessionId || sessionId.length > 64) return;
      const idHash = sha256(sessionId);
      // Session and user in one query, reused for the whole request.
      const found = await findSessionWithUser(app.db, idHash);
      if (!found) return;
      const { session: row, user } = found;
      const now = Date.now();
      const idleFor = now - row.utolso_aktivitas.getTime();
      const age = now - row.letrehozva.getTime();
      if (idleFor > auth.sessionIdleMs || age > auth.sessionAbsoluteMs) {
        await deleteSession(app.db, idHash);
        return;
      }
      // A deactivated user's sessions stop working at once (decision 0017).
      if (!user.aktiv) return;
      request.sessionUser = user;
      if (idleFor > TOUCH_INTERVAL_MS) await touchSession(app.db, idHash, new Date(now));
      request.authSession = {
        idHash,
        userId: row.user_id,
        twoFactorDone: row.ketfaktor_kesz,
        oidc: row.oidc,
        idToken: row.oidc_id_token,
      };
      if (row.ketfaktor_kesz) {
        request.user = {
          id: user.id,
          email: user.email,
          name: user.nev,
          language: user.language,
          roles: user.szerepkorok,
          oidc: row.oidc,
        };
      }
    });

    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      if (!request.user) throw new Problem(401, 'Bejelentkezés szükséges.');
    });

    // The anti-forgery token follows the session id: the old one is bound to the old id.
    const setSessionCookie = setSessionCookies;

    const sessions: SessionManager = {
      async start(request, reply, session) {
        const previous = request.cookies[SESSION_COOKIE];
        if (previous) await deleteSession(app.db, sha256(previous));
        const sessionId = randomToken();
        await insertSession(app.db, { idHash: sha256(sessionId), ...session });
        setSessionCookie(request, reply, sessionId);
        // Expired rows of others are removed by the periodic job (plugins/jobs.ts), not here:
        // a sign-in does only its own writes.
      },
      async completeTwoFactor(request, reply) {
        if (!request.authSession) throw new Problem(401, 'Bejelentkezés szükséges.');
        const sessionId = randomToken();
        await renewSession(app.db, request.authSession.idHash, sha256(sessionId), {
          twoFactorDone: true,
        });
        setSessionCookie(request, reply, sessionId);
      },
      async end(request, reply) {
        const current = request.cookies[SESSION_COOKIE];
        if (current) await deleteSession(app.db, sha256(current));
        setSessionCookie(request, reply, randomToken());
      },
      ensureVisitorId(request, reply) {
        const current = request.cookies[SESSION_COOKIE];
        if (current && current.length <= 64) return current;
        const sessionId = randomToken();
        reply.setCookie(SESSION_COOKIE, sessionId, cookieOptions(app.config));
        return sessionId;
      },
    };
    app.decorate('sessions', sessions);
  },
  { name: 'session' },
);
