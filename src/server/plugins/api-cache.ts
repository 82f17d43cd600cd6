/**
 * No API answer is stored by a browser or a shared cache unless its route says otherwise
 * (issue 12, fault 6): most answers carry company or personal data, and one shared computer or
 * proxy must not hand them to the next person. A route whose answer is public and cacheable
 * (the help texts) sets its own Cache-Control; every other /api answer, errors included, gets
 * `no-store`.
 */
import fp from 'fastify-plugin';

export const apiCachePlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (
        (request.url === '/api' || request.url.startsWith('/api/')) &&
        !reply.hasHeader('cache-control')
      ) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'api-cache' },
);
