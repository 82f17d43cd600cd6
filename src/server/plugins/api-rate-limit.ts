/**
 * A general per-address limit on the API and a tighter one on the search routes (issue 12,
 * fault 12), with @fastify/rate-limit: during a surge the searches (one per keystroke, each a
 * database query) cannot crowd out everything else, and one client cannot take the whole server.
 * On PostgreSQL the counts live in the database (fixed windows in `korlat_szamlalo`, one upsert
 * per request, like the sign-in limits of plugins/rate-limit.ts), so a limit holds across every
 * worker and host; on PGlite, which belongs to one process, they stay in memory. The address is
 * `request.ip` (TRUSTED_PROXY decides).
 */
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DatabaseUnavailableError } from '../db/database.ts';
import { incrementCounter } from '../repositories/rate-limits.ts';
import { type ErrorBody, httpReason } from './error-handler.ts';

export const TOO_MANY_REQUESTS = 'Túl sok kérés érkezett. Kérjük, próbálja újra egy perc múlva.';

/** Routes under the tighter search limit (method and pattern as registered). */
export const SEARCH_ROUTES = new Set([
  'GET /api/orszagok/search/:text',
  'POST /api/telepulesek/search',
  'POST /api/felhasznalok/felhasznalok/search-by-current',
]);

/** Liveness and readiness: asked every few seconds by infrastructure, never limited. */
const PROBES = new Set(['/api/health', '/api/ready']);

const MINUTE_MS = 60_000;
type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
/** What @fastify/rate-limit really hands a store and its children (its types say less). */
interface StoreOptions {
  routeInfo?: { method?: unknown; url?: string };
  groupId?: string;
}

/**
 * A @fastify/rate-limit store counting in PostgreSQL: the window of `timeWindow` milliseconds
 * that contains now, one row per key and window, incremented by an upsert (atomic across
 * processes). Old windows are removed by a job (plugins/jobs.ts), not by a request.
 */
function databaseStore(app: FastifyInstance) {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;
    constructor(options: StoreOptions = {}) {
      const route = options.routeInfo?.url
        ? `${String(options.routeInfo.method)} ${options.routeInfo.url}`
        : '';
      // Routes of one group share their counts (the key already carries the group).
      this.prefix = `api:${options.groupId ? '' : route}:`;
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const now = Date.now();
      const windowStart = Math.floor(now / timeWindow) * timeWindow;
      incrementCounter(app.db, `${this.prefix}${key}:${timeWindow}`, new Date(windowStart)).then(
        (current) => callback(null, { current, ttl: windowStart + timeWindow - now }),
        // The count could not be kept: answered as the database being away (503 with
        // Retry-After), never as a server fault, whatever the driver's error looks like.
        (error: unknown) => callback(new DatabaseUnavailableError(error)),
      );
    }

    child(options: object): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(options as StoreOptions);
    }
  }
  return DatabaseRateLimitStore;
}

export const apiRateLimitPlugin = fp(
  async (app) => {
    const { perMinute, searchPerMinute } = app.config.apiRateLimits;
    // Before @fastify/rate-limit's own onRoute hook, which reads config.rateLimit.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const search = methods.some((method) => SEARCH_ROUTES.has(`${method} ${route.url}`));
      // Outside the API, and the probes of load balancers and supervisors, are not limited.
      if (!route.url.startsWith('/api/') || PROBES.has(route.url)) {
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
      // The memory store is per process: on PostgreSQL count where every process sees it.
      ...(app.config.databaseUrl ? { store: databaseStore(app) } : {}),
      errorResponseBuilder: (_request, context) => {
        const body: ErrorBody = {
          statusCode: context.statusCode,
          error: httpReason(429),
          message: TOO_MANY_REQUESTS,
        };
        return body;
      },
    });
  },
  { name: 'api-rate-limit' },
);
