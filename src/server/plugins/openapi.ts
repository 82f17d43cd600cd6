/**
 * The OpenAPI 3 document of the API, generated from the routes' JSON schemas by
 * @fastify/swagger and served at GET /api/openapi.json (no UI: the document is for tools).
 * Registered before the routes, so every route declared later is documented automatically;
 * a route opts out with `schema: { hide: true }`.
 */
import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { APP_VERSION } from '../version.ts';

export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Turisztikai Pályázati Portál API',
          description: 'The HTTP API of the portal (spec section 7), mounted under /api.',
          version: APP_VERSION,
        },
      },
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(app.swagger()),
    );
  },
  { name: 'openapi' },
);
