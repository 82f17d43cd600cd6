/**
 * NTAK identity login (OIDC authorization code flow with PKCE, state and nonce, openid-client):
 * - GET /oidc/ntak/login?redirect=… — starts the flow; the verifier, state, nonce and redirect
 *   target wait in a signed, HttpOnly, 10-minute cookie;
 * - GET /oidc/ntak/callback — checks state, nonce and PKCE, creates or links the user by issuer
 *   and subject (roles OIDC_USER, SCOPE_email, SCOPE_profile, SCOPE_openid), starts a session
 *   (no e-mailed second factor: the identity provider is the second factor) and redirects to
 *   /?selectedNtakProviderTaxNumber=<the provider's tax number>;
 * - GET /oidc/ntak/reauth?redirect=… — a signed-in user linked to NTAK signs in again (forced
 *   login): the callback then hands out the proof that confirms an account erasure
 *   (docs/decisions/0037) and redirects back to the target with ?fiokTorles=megerositve;
 * - GET /oidc/ntak/logout — ends the session here and at the identity provider.
 * Registered only when NTAK_OIDC_ENABLED is true.
 */
import { PAGE_PATHS } from '../../../shared/page-paths.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import * as client from 'openid-client';
import { safeRedirectTarget } from '../../../../machines/session-routing.ts';
import { cookieOptions } from '../../auth/cookies.ts';
import { Problem } from '../../authorization/http-errors.ts';
import { hmac, safeEqual } from '../../auth/secrets.ts';
import {
  findUserByEmail,
  findUserByOidcIdentity,
  insertUser,
  linkOidcIdentity,
} from '../../repositories/users.ts';
import { fillProfilesFromNtak } from '../../auth/ntak-provider-profile.ts';
import {
  REAUTH_COOKIE,
  REAUTH_COOKIE_PATH,
  REAUTH_LIFETIME_S,
  REAUTH_RETURN_PARAM,
  sealReauthentication,
} from '../../auth/reauthentication.ts';

export const OIDC_ROLES = ['OIDC_USER', 'SCOPE_email', 'SCOPE_profile', 'SCOPE_openid'];
const FLOW_COOKIE = 'NTAK_OIDC_FLOW';
const FLOW_LIFETIME_S = 600;
const TAGS = ['NTAK-belépés'];

/** Where to go after the login: a path of the portal (safeRedirectTarget drops anything else). */
const redirectQuery = {
  type: 'object',
  properties: { redirect: { type: 'string', maxLength: 2000 } },
} as const;
const NOT_LINKED = 'A fiók nincs NTAK-azonosítóhoz kapcsolva.';

/** Back to the login page, which shows nothing more specific: the details are in the log. */
function failed(reply: FastifyReply) {
  return reply.redirect(`${PAGE_PATHS.login}?error=ntak`);
}

interface Flow {
  verifier: string;
  state: string;
  nonce: string;
  redirect: string | null;
  /** Set for a re-authentication of a signed-in user: who, and since when (epoch seconds). */
  reauth?: { userId: number; startedAt: number };
}

/** Clock skew allowed between the identity provider's auth_time and this server. */
const AUTH_TIME_SKEW_S = 30;

export const oidcRoutes: RoutePlugin = async (app) => {
  const settings = app.config.auth.oidc;
  if (!settings) return;
  const callbackUrl = `${app.config.auth.publicUrl}/api/oidc/ntak/callback`;
  let discovered: Promise<client.Configuration> | undefined;

  /** Discovery happens on first use: the fake provider is served by this very server. */
  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(new URL(settings!.issuer), settings!.clientId, settings!.clientSecret, undefined, {
        execute: settings!.issuer.startsWith('http:') ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  function sealFlow(flow: Flow): string {
    const body = Buffer.from(JSON.stringify(flow)).toString('base64url');
    return `${body}.${hmac(app.config.sessionSecret, 'oidc-flow', body)}`;
  }
  function openFlow(value: string | undefined): Flow | null {
    const [body, mac] = (value ?? '').split('.');
    if (!body || !mac || !safeEqual(mac, hmac(app.config.sessionSecret, 'oidc-flow', body)))
      return null;
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Flow;
    } catch {
      return null;
    }
  }

  app.get(
    '/oidc/ntak/login',
    {
      schema: {
        tags: TAGS,
        summary: 'Start the NTAK identity login (redirects to the identity provider)',
        querystring: redirectQuery,
      },
    },
    async (request, reply) => startFlow(reply, safeRedirectTarget(request.query.redirect)),
  );

  /** Redirects to the identity provider; a re-authentication forces a fresh login there. */
  async function startFlow(reply: FastifyReply, redirect: string | null, reauth?: Flow['reauth']) {
    const config = await configuration();
    const verifier = client.randomPKCECodeVerifier();
    const flow: Flow = {
      verifier,
      state: client.randomState(),
      nonce: client.randomNonce(),
      redirect,
      ...(reauth ? { reauth } : {}),
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: callbackUrl,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
      // A remembered login at the provider does not count: the user proves it is them now.
      ...(reauth ? { prompt: 'login', max_age: '0' } : {}),
    });
    reply.setCookie(FLOW_COOKIE, sealFlow(flow), {
      ...cookieOptions(app.config),
      path: '/api/oidc/ntak',
      maxAge: FLOW_LIFETIME_S,
    });
    return reply.redirect(url.href);
  }

  app.get(
    '/oidc/ntak/reauth',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign in again at the NTAK identity provider to confirm an account erasure',
        description:
          'For a signed-in user whose account is linked to NTAK (decision 0037). Redirects to the identity ' +
          'provider with prompt=login and max_age=0; the callback checks that the same identity signed in just ' +
          'now, hands out the confirmation (5 minutes, this session only) and redirects to `redirect` with ' +
          '`fiokTorles=megerositve`. 401 without a session; 403 when the account is not linked to NTAK.',
        querystring: redirectQuery,
      },
    },
    async (request, reply) => {
      const user = request.user ? request.sessionUser : null;
      if (!user) throw new Problem(401, 'Bejelentkezés szükséges.');
      if (!user.oidc_issuer || !user.oidc_subject) throw new Problem(403, NOT_LINKED);
      return startFlow(reply, safeRedirectTarget(request.query.redirect), {
        userId: user.id,
        startedAt: Math.floor(Date.now() / 1000),
      });
    },
  );

  app.get(
    '/oidc/ntak/callback',
    {
      schema: {
        tags: TAGS,
        summary: 'Return from the NTAK identity provider (signs in, redirects to /)',
      },
    },
    async (request: FastifyRequest, reply) => {
      const flow = openFlow(request.cookies[FLOW_COOKIE]);
      reply.clearCookie(FLOW_COOKIE, { path: '/api/oidc/ntak' });
      if (!flow) return failed(reply);
      const config = await configuration();
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(config, new URL(`${callbackUrl}${query}`), {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        request.log.warn({ err: error }, 'NTAK login refused');
        return failed(reply);
      }
      const claims = tokens.claims();
      if (!claims) return failed(reply);
      const issuer = String(claims.iss);
      const subject = String(claims.sub);
      const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
      const name = typeof claims.name === 'string' ? claims.name : (email ?? subject);
      const taxNumber = typeof claims.tax_number === 'string' ? claims.tax_number : null;
      if (flow.reauth) return confirmReauthentication(request, reply, flow, flow.reauth, claims);

      let user = await findUserByOidcIdentity(app.db, issuer, subject);
      if (!user && email && claims.email_verified === true) {
        // A verified e-mail of the identity provider links an existing portal account.
        const existing = await findUserByEmail(app.db, email);
        if (existing && !existing.oidc_issuer) {
          await linkOidcIdentity(app.db, existing.id, { issuer, subject }, OIDC_ROLES);
          user = await findUserByOidcIdentity(app.db, issuer, subject);
        } else if (!existing) {
          await insertUser(app.db, {
            name,
            email,
            roles: OIDC_ROLES,
            termsAccepted: false,
            oidc: { issuer, subject },
          });
          user = await findUserByOidcIdentity(app.db, issuer, subject);
        }
      } else if (user) {
        await linkOidcIdentity(app.db, user.id, { issuer, subject }, OIDC_ROLES);
      }
      if (!user) return failed(reply);
      try {
        // NTAK's provider data fills the matching companies' provider profiles (decision 0022).
        await fillProfilesFromNtak(app.db, user.id, claims);
      } catch (error) {
        // The sign-in does not depend on it: the profile can be filled in by hand.
        request.log.warn({ err: error }, 'NTAK provider data not stored');
      }

      await app.sessions.start(request, reply, {
        userId: user.id,
        twoFactorDone: true,
        oidc: true,
        idToken: tokens.id_token ?? null,
      });
      const params = new URLSearchParams();
      if (flow.redirect) params.set('redirect', flow.redirect);
      if (taxNumber) params.set('selectedNtakProviderTaxNumber', taxNumber);
      const search = params.toString();
      return reply.redirect(search ? `/?${search}` : '/');
    },
  );

  /**
   * The end of a re-authentication: the same user, still signed in with the same session, and the
   * same identity, which logged in at the provider after the flow started. Anything else goes back
   * without a confirmation (the erasure then stays refused), and signs nobody in or out.
   */
  async function confirmReauthentication(
    request: FastifyRequest,
    reply: FastifyReply,
    flow: Flow,
    reauth: NonNullable<Flow['reauth']>,
    claims: client.IDToken,
  ) {
    const user = request.user ? request.sessionUser : null;
    const session = request.authSession;
    const authTime = typeof claims.auth_time === 'number' ? claims.auth_time : 0;
    const target = new URL(flow.redirect ?? '/', 'http://portal.invalid');
    if (
      !user ||
      !session ||
      user.id !== reauth.userId ||
      user.oidc_issuer !== String(claims.iss) ||
      user.oidc_subject !== String(claims.sub) ||
      authTime < reauth.startedAt - AUTH_TIME_SKEW_S
    ) {
      request.log.warn(
        { userId: user?.id ?? null, expected: reauth.userId },
        'NTAK re-authentication refused',
      );
      target.searchParams.set(REAUTH_RETURN_PARAM, 'sikertelen');
    } else {
      reply.setCookie(
        REAUTH_COOKIE,
        sealReauthentication(app.config.sessionSecret, user.id, session.idHash, Date.now()),
        { ...cookieOptions(app.config), path: REAUTH_COOKIE_PATH, maxAge: REAUTH_LIFETIME_S },
      );
      target.searchParams.set(REAUTH_RETURN_PARAM, 'megerositve');
    }
    return reply.redirect(`${target.pathname}${target.search}${target.hash}`);
  }

  app.get(
    '/oidc/ntak/logout',
    { schema: { tags: TAGS, summary: 'Sign out here and at the NTAK identity provider' } },
    async (request, reply) => {
      const idToken = request.authSession?.idToken ?? null;
      await app.sessions.end(request, reply);
      const config = await configuration();
      const url = client.buildEndSessionUrl(config, {
        post_logout_redirect_uri: `${app.config.auth.publicUrl}/`,
        ...(idToken ? { id_token_hint: idToken } : {}),
      });
      return reply.redirect(url.href);
    },
  );
};
