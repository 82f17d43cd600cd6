/** GET /properties (version shown in the footer) and GET /health (for load balancers). */
import type { FastifyPluginAsync } from 'fastify';
import { DATABASE_RETRY_AFTER_S, isDatabaseReachable } from '../../db/database.ts';
import { APP_VERSION } from '../../version.ts';

export const systemRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/properties',
    {
      // Public: no session look-up (issue 14), no query at all.
      config: { session: false, queryBudget: 0 },
      schema: {
        response: {
          200: {
            type: 'object',
            properties: {
              version: { type: 'string' },
              supportPhone: { type: 'string' },
              supportEmail: { type: 'string' },
              supportHours: { type: 'string' },
            },
            required: ['version', 'supportPhone', 'supportEmail', 'supportHours'],
          },
        },
      },
    },
    async () => ({
      version: APP_VERSION,
      supportPhone: app.config.support.phone,
      supportEmail: app.config.support.email,
      supportHours: app.config.support.hours,
    }),
  );

  app.get(
    '/health',
    {
      // The load balancer's probe: one `select 1`, never the session.
      config: { session: false, queryBudget: 1 },
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { status: { const: 'ok' }, database: { const: 'up' } },
            required: ['status', 'database'],
          },
          503: {
            type: 'object',
            properties: { status: { const: 'unavailable' }, database: { const: 'down' } },
            required: ['status', 'database'],
          },
        },
      },
    },
    async (_request, reply) => {
      const reachable = await isDatabaseReachable(app.db);
      return reachable
        ? reply.header('cache-control', 'no-store').send({ status: 'ok', database: 'up' })
        : reply
            .status(503)
            .header('retry-after', String(DATABASE_RETRY_AFTER_S))
            .header('cache-control', 'no-store')
            .send({ status: 'unavailable', database: 'down' });
    },
  );
};
