/**
 * Sign-in (spec section 7): GET /csrf, POST /login, GET /kijelentkezes, GET /felhasznalok/current,
 * the e-mailed second factor (GET /felhasznalok/two-factor, POST .../send, POST .../verify) and
 * GET /captcha/challenge. Bodies and answers are the schemas of schemas/api/session.
 */
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import {
  csrfResponseSchema,
  loginRequestSchema,
  messageResponseSchema,
  sessionUserSchema,
  twoFactorStatusResponseSchema,
  twoFactorVerifyRequestSchema,
} from '../../../../schemas/api/session/index.ts';
import { problemBody } from '../../../../schemas/api/problem.ts';
import { Problem } from '../../authorization/http-errors.ts';
import { CSRF_HEADER, setCsrfCookie } from '../../auth/cookies.ts';
import { currentUserBody } from '../../auth/current-user.ts';
import { verifyPassword } from '../../auth/password.ts';
import { checkTwoFactorCode, sendTwoFactorCode } from '../../auth/two-factor.ts';
import {
  findUserByEmail,
  normalizeEmail,
  updateTwoFactorStatus,
} from '../../repositories/users.ts';

const TAGS = ['Bejelentkezés'];
export const LOGIN_FAILED = 'Bejelentkezés sikertelen!';
export const authRoutes: RoutePlugin = async (app) => {
  app.get(
    '/csrf',
    {
      config: { queryBudget: 1 },
      schema: {
        tags: TAGS,
        summary: 'Anti-forgery handshake',
        description:
          'Sets the XSRF-TOKEN cookie (an HMAC bound to the SESSION cookie, which is created for a new visitor) ' +
          'and names the header that must echo it on every POST, PUT, PATCH and DELETE; without it the answer is 403.',
        response: { 200: csrfResponseSchema },
      },
    },
    async (request, reply) => {
      const sessionId = app.sessions.ensureVisitorId(request, reply);
      setCsrfCookie(request, reply, sessionId);
      return reply.header('cache-control', 'no-store').send({ headerName: CSRF_HEADER });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign in with e-mail and password',
        description:
          'Answers the user. A new session id and anti-forgery token are set. When the user has the e-mailed ' +
          'second factor, `needs2Fa` is true, a code has been e-mailed, and only the two-factor calls work until ' +
          'it is verified. 401 for any wrong credential (the same answer for unknown e-mails); 429 when rate-limited ' +
          'per account or per address.',
        body: loginRequestSchema,
        response: { 200: sessionUserSchema, 401: problemBody, 429: problemBody },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      await app.limitAttempts(request, reply, 'login', normalizeEmail(email));
      const user = await findUserByEmail(app.db, email);
      const valid = await verifyPassword(user?.jelszo_hash ?? null, password);
      // A deactivated account answers like a wrong password (decision 0017).
      if (!user || !valid || !user.aktiv) throw new Problem(401, LOGIN_FAILED);

      const twoFactorDone = user.ketfaktor_statusz === 'UNREGISTERED';
      await app.sessions.start(request, reply, { userId: user.id, twoFactorDone });
      if (!twoFactorDone) await sendTwoFactorCode(app, user);
      return currentUserBody(app.db, user, { twoFactorDone, oidc: false });
    },
  );

  app.get(
    '/kijelentkezes',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign out',
        description:
          'Deletes the session on the server and hands out a fresh anonymous session id and token. ' +
          'A GET because spec section 7 says so; signing out is the only effect.',
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return reply.status(204).send();
    },
  );

  app.get(
    '/felhasznalok/current',
    {
      config: { queryBudget: 2 },
      schema: {
        tags: TAGS,
        summary: 'The signed-in user',
        description:
          '401 without a session. While the second factor is pending, `needs2Fa` is true.',
        response: { 200: sessionUserSchema, 401: problemBody },
      },
    },
    async (request, reply) => {
      const session = request.authSession;
      const user = request.sessionUser;
      if (!session || !user) throw new Problem(401, 'Bejelentkezés szükséges.');
      reply.header('cache-control', 'no-store');
      return currentUserBody(app.db, user, session);
    },
  );

  app.get(
    '/felhasznalok/two-factor',
    {
      config: { queryBudget: 1 },
      schema: {
        tags: TAGS,
        summary: 'State of the second factor',
        description:
          'UNREGISTERED: the user has no second factor; PENDING: switched on, no code confirmed yet; ' +
          'VERIFIED: a code was confirmed. Type is always EMAIL. 401 without a session.',
        response: { 200: twoFactorStatusResponseSchema, 401: problemBody },
      },
    },
    async (request) => {
      const session = request.authSession;
      const user = request.sessionUser;
      if (!session || !user) throw new Problem(401, 'Bejelentkezés szükséges.');
      return {
        statusz: user.ketfaktor_statusz,
        tipus: user.ketfaktor_tipus,
        needs2Fa: !session.twoFactorDone,
      };
    },
  );

  app.post(
    '/felhasznalok/two-factor/send',
    {
      schema: {
        tags: TAGS,
        summary: 'E-mail a new two-factor code',
        description:
          'For a session waiting for the second factor. The previous code stops working. At most one resend a ' +
          'minute per account (429 otherwise). A code expires in 10 minutes and dies after 5 wrong tries.',
        response: {
          200: messageResponseSchema,
          401: problemBody,
          409: problemBody,
          429: problemBody,
        },
      },
    },
    async (request, reply) => {
      const session = request.authSession;
      if (!session) throw new Problem(401, 'Bejelentkezés szükséges.');
      if (session.twoFactorDone) throw new Problem(409, 'A kétlépcsős azonosítás már megtörtént.');
      await app.limitAttempts(request, reply, 'twoFactorResend', `user:${session.userId}`);
      const user = request.sessionUser;
      if (!user) throw new Problem(401, 'Bejelentkezés szükséges.');
      await sendTwoFactorCode(app, user);
      return { message: 'Új kódot küldtünk e-mailben.' };
    },
  );

  app.post(
    '/felhasznalok/two-factor/verify',
    {
      schema: {
        tags: TAGS,
        summary: 'Verify the e-mailed two-factor code',
        description:
          'Completes sign-in: the session gets a new id and anti-forgery token and the user is answered. ' +
          '400 for a wrong code, 410 when the code expired or died after 5 wrong tries (ask for a new one).',
        body: twoFactorVerifyRequestSchema,
        response: {
          200: sessionUserSchema,
          400: problemBody,
          401: problemBody,
          409: problemBody,
          410: problemBody,
          429: problemBody,
        },
      },
    },
    async (request, reply) => {
      const session = request.authSession;
      if (!session) throw new Problem(401, 'Bejelentkezés szükséges.');
      if (session.twoFactorDone) throw new Problem(409, 'A kétlépcsős azonosítás már megtörtént.');
      await app.limitAttempts(request, reply, 'twoFactorVerify', `user:${session.userId}`);
      const { code } = request.body;
      const result = await checkTwoFactorCode(app, session.userId, code);
      if (result === 'wrong') throw new Problem(400, 'Hibás kód.');
      if (result !== 'accepted') {
        throw new Problem(
          410,
          'A kód lejárt vagy túl sok hibás próbálkozás miatt érvénytelen. Kérjen új kódot.',
        );
      }
      const user = request.sessionUser;
      if (!user) throw new Problem(401, 'Bejelentkezés szükséges.');
      if (user.ketfaktor_statusz !== 'VERIFIED')
        await updateTwoFactorStatus(app.db, user.id, 'VERIFIED');
      await app.sessions.completeTwoFactor(request, reply);
      return currentUserBody(
        app.db,
        { ...user, ketfaktor_statusz: 'VERIFIED' },
        { twoFactorDone: true, oidc: false },
      );
    },
  );

  app.get(
    '/captcha/challenge',
    {
      config: { queryBudget: 1 },
      schema: {
        tags: TAGS,
        summary: 'A new ALTCHA proof-of-work challenge',
        description:
          'For the `altcha` widget of registration and forgotten password; the solved payload is sent as ' +
          '`recaptcha`. 404 when reCAPTCHA is configured instead.',
      },
    },
    async (_request, reply) => {
      if (app.captcha.kind !== 'altcha') throw new Problem(404, 'Nincs ALTCHA.');
      return reply.header('cache-control', 'no-store').send(await app.captcha.createChallenge());
    },
  );
};
