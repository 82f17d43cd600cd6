/**
 * Metrics in the Prometheus text format at GET /metrics (prom-client; README "Run in
 * production"): requests and their latency per route pattern (never the raw URL, whose ids would
 * make a series per application), the admission pools, the mail outbox, the background jobs, the
 * PostgreSQL pool and prom-client's process metrics (event-loop lag, heap, CPU, handles).
 *
 * One registry per app, so the apps of a test file never share counters. The endpoint asks for
 * `Authorization: Bearer <METRICS_KEY>`: with no key configured it does not exist (404), a wrong
 * or missing key gets 401. It lies outside /api: no session, no anti-forgery token, no rate limit.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { systemRoutes } from '../../../schemas/api/system/system.ts';
import { poolUsage, withTimeout } from '../db/database.ts';
import { type ErrorBody, httpReason } from './error-handler.ts';
import { requestLanguage, requestMessage } from '../api-messages.ts';
import { translate } from '../translations.ts';

/** The counters other parts of the server move (the outbox worker). */
export interface PortalMetrics {
  registry: Registry;
  /** Mails this process gave up on after OUTBOX_MAX_ATTEMPTS attempts. */
  outboxMailsFailed: Counter;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: PortalMetrics;
  }
}

/** The label of requests that matched no route (404s): one series, whatever the URL. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** How long a scrape waits for the outbox counts before it reports without them. */
const DATABASE_SCRAPE_TIMEOUT_MS = 2_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** Compares the presented bearer token with the key in constant time (both hashed first). */
function authorised(header: string | undefined, key: string): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  if (!match) return false;
  return timingSafeEqual(sha256(match[1] as string), sha256(key));
}

function problem(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: 401 | 404,
): FastifyReply {
  // Without a key the endpoint does not exist: the same answer as an unknown route.
  const language = requestLanguage(request);
  const body: ErrorBody =
    statusCode === 404
      ? { statusCode, error: httpReason(404), message: requestMessage(language, 'routeNotFound') }
      : {
          statusCode,
          error: httpReason(401),
          message: translate('api', language, 'messages.forbidden') ?? 'Unauthorized',
        };
  if (statusCode === 401) reply.header('www-authenticate', 'Bearer realm="metrics"');
  return reply.code(statusCode).header('cache-control', 'no-store').send(body);
}

export const metricsPlugin = fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the end of the answer, by method, route pattern and status',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    });
    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    });

    // Admission pools (plugins/admission.ts), read at each scrape.
    const pools = () => (app.hasDecorator('admission') ? Object.entries(app.admission) : []);
    registry.registerMetric(
      new Gauge({
        name: 'portal_admission_active',
        help: 'Requests an admission pool runs now',
        labelNames: ['pool'],
        registers: [],
        collect() {
          for (const [pool, state] of pools()) this.set({ pool }, state.active);
        },
      }),
    );
    registry.registerMetric(
      new Gauge({
        name: 'portal_admission_queued',
        help: 'Requests waiting in an admission pool',
        labelNames: ['pool'],
        registers: [],
        collect() {
          for (const [pool, state] of pools()) this.set({ pool }, state.queued);
        },
      }),
    );
    registry.registerMetric(
      new Gauge({
        name: 'portal_admission_limit',
        help: 'An admission pool’s limits: kind="concurrency" running at once, kind="queue" may wait now',
        labelNames: ['pool', 'kind'],
        registers: [],
        collect() {
          for (const [pool, state] of pools()) {
            this.set({ pool, kind: 'concurrency' }, state.limits.concurrency);
            this.set({ pool, kind: 'queue' }, state.room);
          }
        },
      }),
    );
    registry.registerMetric(
      new Counter({
        name: 'portal_admission_admitted_total',
        help: 'Requests an admission pool let through',
        labelNames: ['pool'],
        registers: [],
        collect() {
          this.reset();
          for (const [pool, state] of pools()) this.inc({ pool }, state.admitted);
        },
      }),
    );
    registry.registerMetric(
      new Counter({
        name: 'portal_admission_refused_total',
        help: 'Requests an admission pool refused with 503 (queue full or waited too long)',
        labelNames: ['pool'],
        registers: [],
        collect() {
          this.reset();
          for (const [pool, state] of pools()) this.inc({ pool }, state.refused);
        },
      }),
    );

    // The mail outbox, from the database (shared by every server); left out when it is away.
    registry.registerMetric(
      new Gauge({
        name: 'portal_outbox_mails',
        help: 'Status mails in the outbox by state (PENDING, FAILED, SENT)',
        labelNames: ['state'],
        registers: [],
        async collect() {
          this.reset();
          try {
            const rows = await withTimeout(
              app.db
                .selectFrom('ertesites_kimeno')
                .select(['allapot', sql<number>`count(*)`.as('count')])
                .groupBy('allapot')
                .execute(),
              DATABASE_SCRAPE_TIMEOUT_MS,
            );
            for (const state of ['PENDING', 'FAILED', 'SENT']) this.set({ state }, 0);
            for (const row of rows) this.set({ state: row.allapot }, Number(row.count));
          } catch {
            // The database is away: the scrape still answers with the rest.
          }
        },
      }),
    );
    registry.registerMetric(
      new Gauge({
        name: 'portal_outbox_oldest_due_seconds',
        help: 'How long the oldest pending mail has been due (0: none is waiting): the outbox lag',
        registers: [],
        async collect() {
          this.reset();
          try {
            const row = await withTimeout(
              app.db
                .selectFrom('ertesites_kimeno')
                .select(sql<Date | null>`min(esedekes)`.as('oldest'))
                .where('allapot', '=', 'PENDING')
                .where('esedekes', '<=', app.clock())
                .executeTakeFirst(),
              DATABASE_SCRAPE_TIMEOUT_MS,
            );
            const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
            this.set(oldest === null ? 0 : Math.max(0, (app.clock().getTime() - oldest) / 1000));
          } catch {
            // As above.
          }
        },
      }),
    );
    const outboxMailsFailed = new Counter({
      name: 'portal_outbox_failed_total',
      help: 'Mails this process marked FAILED after OUTBOX_MAX_ATTEMPTS attempts',
      registers: [registry],
    });

    // Background jobs (plugins/jobs.ts).
    const jobs = () => (app.hasDecorator('jobs') ? app.jobs : []);
    registry.registerMetric(
      new Gauge({
        name: 'portal_job_last_success_timestamp_seconds',
        help: 'When a background job last finished without error (Unix time; 0: not yet)',
        labelNames: ['job'],
        registers: [],
        collect() {
          for (const job of jobs())
            this.set({ job: job.name }, job.lastSuccessAt ? job.lastSuccessAt / 1000 : 0);
        },
      }),
    );
    registry.registerMetric(
      new Gauge({
        name: 'portal_job_lag_seconds',
        help: 'How far a background job is behind its schedule: time since its last finished run beyond its interval',
        labelNames: ['job'],
        registers: [],
        collect() {
          const now = Date.now();
          for (const job of jobs()) {
            const since = job.lastFinishedAt ?? job.scheduledSince;
            this.set(
              { job: job.name },
              since === null ? 0 : Math.max(0, (now - since - job.intervalMs) / 1000),
            );
          }
        },
      }),
    );
    registry.registerMetric(
      new Counter({
        name: 'portal_job_runs_total',
        help: 'Runs of a background job by outcome (ok, failed)',
        labelNames: ['job', 'outcome'],
        registers: [],
        collect() {
          this.reset();
          for (const job of jobs()) {
            this.inc({ job: job.name, outcome: 'ok' }, job.runs - job.failures);
            this.inc({ job: job.name, outcome: 'failed' }, job.failures);
          }
        },
      }),
    );

    // The PostgreSQL pool (none on PGlite).
    registry.registerMetric(
      new Gauge({
        name: 'portal_db_pool_connections',
        help: 'PostgreSQL pool: state="total" open, "idle" unused, "waiting" requests queued for one, "max" the limit',
        labelNames: ['state'],
        registers: [],
        collect() {
          const usage = poolUsage(app.db);
          if (!usage) return;
          this.set({ state: 'total' }, usage.total);
          this.set({ state: 'idle' }, usage.idle);
          this.set({ state: 'waiting' }, usage.waiting);
          this.set({ state: 'max' }, usage.max);
        },
      }),
    );

    app.decorate<PortalMetrics>('metrics', { registry, outboxMailsFailed });
  },
  { name: 'metrics' },
);

/**
 * GET /metrics, registered after the OpenAPI plugin (so it is documented) and apart from the
 * metrics plugin, whose hooks must come before every route.
 */
export const metricsRoute: FastifyPluginAsync = async (app) => {
  app.get('/metrics', { schema: systemRoutes.metrics }, async (request, reply) => {
    const key = app.config.metricsKey;
    if (!key) return problem(request, reply, 404);
    if (!authorised(request.headers.authorization, key)) return problem(request, reply, 401);
    return reply
      .type(app.metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await app.metrics.registry.metrics());
  });
};
