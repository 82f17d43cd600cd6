/**
 * NTAK identity login (OIDC authorization code flow with PKCE, state and nonce, openid-client):
 * - GET /oidc/ntak/login?redirect=… — starts the flow; the verifier, state, nonce and redirect
 *   target wait in a signed, HttpOnly, 10-minute cookie;
 * - GET /oidc/ntak/callback — checks state, nonce and PKCE, creates or links the user by issuer
 *   and subject (roles OIDC_USER, SCOPE_email, SCOPE_profile, SCOPE_openid), starts a session
 *   (no e-mailed second factor: the identity provider is the second factor) and redirects to
 *   /?selectedNtakProviderTaxNumber=<the provider's tax number>;
 * - GET /oidc/ntak/logout — ends the session here and at the identity provider.
 * Registered only when NTAK_OIDC_ENABLED is true.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { safeRedirectTarget } from '../../../../machines/session-routing.ts';
import { cookieOptions } from '../../auth/cookies.ts';
import { hmac, safeEqual } from '../../auth/secrets.ts';
import {
  findUserByEmail,
  findUserByOidcIdentity,
  insertUser,
  linkOidcIdentity,
} from '../../repositories/users.ts';
import { fillProfilesFromNtak } from '../../auth/ntak-provider-profile.ts';

export const OIDC_ROLES = ['OIDC_USER', 'SCOPE_email', 'SCOPE_profile', 'SCOPE_openid'];
const FLOW_COOKIE = 'NTAK_OIDC_FLOW';
const FLOW_LIFETIME_S = 600;
const TAGS = ['NTAK-belépés'];

/** Back to the login page, which shows nothing more specific: the details are in the log. */
function failed(reply: FastifyReply) {
  return reply.redirect('/login?error=ntak');
}

interface Flow {
  verifier: string;
  state: string;
  nonce: string;
  redirect: string | null;
}

export const oidcRoutes: FastifyPluginAsync = async (app) => {
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

  app.get<{ Querystring: { redirect?: string } }>(
    '/oidc/ntak/login',
    {
      schema: {
        tags: TAGS,
        summary: 'Start the NTAK identity login (redirects to the identity provider)',
        querystring: {
          type: 'object',
          properties: { redirect: { type: 'string', maxLength: 2000 } },
        },
      },
    },
    async (request, reply) => {
      const config = await configuration();
      const verifier = client.randomPKCECodeVerifier();
      const flow: Flow = {
        verifier,
        state: client.randomState(),
        nonce: client.randomNonce(),
        redirect: safeRedirectTarget(request.query.redirect),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: callbackUrl,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      reply.setCookie(FLOW_COOKIE, sealFlow(flow), {
        ...cookieOptions(app.config),
        path: '/api/oidc/ntak',
        maxAge: FLOW_LIFETIME_S,
      });
      return reply.redirect(url.href);
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
