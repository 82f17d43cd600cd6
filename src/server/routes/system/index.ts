/**
 * GET /properties (version shown in the footer), GET /health (liveness: the process answers) and
 * GET /ready (readiness: the database answers, has every migration, and the document storage
 * answers). A load balancer sends traffic by /ready; a supervisor restarts by /health only, so a
 * database outage takes servers out of rotation without restarting them all.
 */
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import { systemRoutes as schemas } from '../../../../schemas/api/system/system.ts';
import { DATABASE_RETRY_AFTER_S, isDatabaseReachable, withTimeout } from '../../db/database.ts';
import { pendingMigrations } from '../../migrations/prepare.ts';
import { APP_VERSION } from '../../version.ts';

/** Each readiness check gives up after this long: a frozen database is "down", not a hang. */
export const READINESS_TIMEOUT_MS = 2_000;

export const systemRoutes: RoutePlugin = async (app) => {
  app.get(
    '/properties',
    {
      // Public: no session look-up (issue 14), no query at all.
      config: { session: false, queryBudget: 0 },
      schema: schemas.properties,
    },
    async () => ({
      version: APP_VERSION,
      supportPhone: app.config.support.phone,
      supportEmail: app.config.support.email,
      supportHours: app.config.support.hours,
    }),
  );

  // Liveness: the process answers. No database, no session (config.session), no query.
  app.get(
    '/health',
    { config: { session: false, queryBudget: 0 }, schema: schemas.health },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  /** Once every migration of this code is applied it stays so: asked again only until then. */
  let migrated = false;

  // Readiness: database, storage, migrations. No session.
  app.get(
    '/ready',
    { config: { session: false, queryBudget: 2 }, schema: schemas.ready },
    async (_request, reply) => {
      const [database, storage] = await Promise.all([
        isDatabaseReachable(app.db, READINESS_TIMEOUT_MS),
        withTimeout(app.fileStorage.check(), READINESS_TIMEOUT_MS).then(
          () => true,
          () => false,
        ),
      ]);
      let migrations: 'applied' | 'pending' | 'unknown' = migrated ? 'applied' : 'unknown';
      if (database && !migrated) {
        migrations = await withTimeout(pendingMigrations(app.db), READINESS_TIMEOUT_MS).then(
          (pending) => (pending.length === 0 ? 'applied' : 'pending'),
          () => 'unknown' as const,
        );
        migrated = migrations === 'applied';
      }
      const checks = {
        database: database ? 'up' : 'down',
        migrations,
        storage: storage ? 'up' : 'down',
      } as const;
      reply.header('cache-control', 'no-store');
      if (database && storage && migrations === 'applied')
        return reply.send({ status: 'ready', checks });
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send({ status: 'unavailable', checks });
    },
  );
};
