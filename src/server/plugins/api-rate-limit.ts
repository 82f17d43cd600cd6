/**
 * A general per-address limit on the API and a tighter one on the search routes (issue 12,
 * fault 12), with @fastify/rate-limit: during a surge the searches (one per keystroke, each a
 * database query) cannot crowd out everything else, and one client cannot take the whole server.
 * Counted per process, in memory; the sign-in limits that must hold across processes stay in
 * the database (plugins/rate-limit.ts). The address is `request.ip` (TRUSTED_PROXY decides).
 */
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { ErrorBody } from './error-handler.ts';

export const TOO_MANY_REQUESTS = 'Túl sok kérés érkezett. Kérjük, próbálja újra egy perc múlva.';

/** Routes under the tighter search limit (method and pattern as registered). */
export const SEARCH_ROUTES = new Set([
  'GET /api/orszagok/search/:text',
  'POST /api/telepulesek/search',
  'POST /api/felhasznalok/felhasznalok/search-by-current',
]);

const MINUTE_MS = 60_000;

export const apiRateLimitPlugin = fp(
  async (app) => {
    const { perMinute, searchPerMinute } = app.config.apiRateLimits;
    // Before @fastify/rate-limit's own onRoute hook, which reads config.rateLimit.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const search = methods.some((method) => SEARCH_ROUTES.has(`${method} ${route.url}`));
      if (!route.url.startsWith('/api/')) {
        route.config = { ...route.config, rateLimit: false };
      } else if (search && searchPerMinute > 0) {
        route.config = {
          ...route.config,
          rateLimit: { max: searchPerMinute, timeWindow: MINUTE_MS, groupId: 'search' },
        };
      }
    });
    if (perMinute === 0 && searchPerMinute === 0) return;
    await app.register(rateLimit, {
      global: perMinute > 0,
      max: perMinute > 0 ? perMinute : Number.MAX_SAFE_INTEGER,
      timeWindow: MINUTE_MS,
      errorResponseBuilder: (_request, context) => {
        const body: ErrorBody = {
          statusCode: context.statusCode,
          error: 'Too Many Requests',
          message: TOO_MANY_REQUESTS,
        };
        return body;
      },
    });
  },
  { name: 'api-rate-limit' },
);
