/**
 * NTAK identity login (NTAK_OIDC_ENABLED): the routes under /api/oidc/ntak and, with FAKE_OIDC,
 * the local identity provider at /fake-oidc (src/server/auth/fake-oidc-provider.ts). Without
 * NTAK_OIDC_ENABLED nothing is registered.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const oidcPlugin = fp(
  async (app) => {
    const oidc = app.config.auth.oidc;
    if (!oidc?.fake) return;
    // Loaded only here: oidc-provider is large, and a server without FAKE_OIDC never needs it.
    const { FAKE_OIDC_PREFIX, createFakeOidcProvider } =
      await import('../auth/fake-oidc-provider.ts');
    const handle = createFakeOidcProvider(app.config);
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      handle(request.raw, reply.raw);
    };
    await app.register(async (scope) => {
      // The provider reads request bodies itself: Fastify must leave the stream untouched.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      scope.all(FAKE_OIDC_PREFIX, { schema: { hide: true } }, forward);
      scope.all(`${FAKE_OIDC_PREFIX}/*`, { schema: { hide: true } }, forward);
    });
    app.log.warn(`FAKE_OIDC: a local identity provider answers at ${oidc.issuer}`);
  },
  { name: 'oidc', dependencies: ['session'] },
);
