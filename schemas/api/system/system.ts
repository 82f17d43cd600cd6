/**
 * Schemas of the system routes: the footer's GET /api/properties and the operator's routes
 * (README "Run in production"): liveness GET /api/health, readiness GET /api/ready and the
 * Prometheus metrics GET /metrics.
 */
import { problemBody } from '../calls/common.ts';
import type { ApiTypes } from '../from-schema.ts';

const up = { type: 'string', enum: ['up', 'down'] } as const;

/** What readiness checked: the database, the migrations it has, the document storage. */
const readinessChecks = {
  type: 'object',
  required: ['database', 'migrations', 'storage'],
  properties: {
    database: up,
    migrations: { type: 'string', enum: ['applied', 'pending', 'unknown'] },
    storage: up,
  },
} as const;

export const systemRoutes = {
  /** The version and the customer-service contacts shown in the footer and on the help page. */
  properties: {
    response: {
      200: {
        type: 'object',
        properties: {
          version: { type: 'string' },
          supportPhone: { type: 'string' },
          supportEmail: { type: 'string' },
          /** Weekday opening hours, e.g. '8:00-18:00'. */
          supportHours: { type: 'string' },
        },
        required: ['version', 'supportPhone', 'supportEmail', 'supportHours'],
        additionalProperties: false,
      },
    },
  },
  /** Liveness: the process answers; nothing else is asked (no database, no session). */
  health: {
    response: {
      200: {
        type: 'object',
        required: ['status'],
        properties: { status: { type: 'string', const: 'ok' } },
      },
    },
  },
  /** Readiness: 200 when the database answers, has every migration and the storage answers. */
  ready: {
    response: {
      200: {
        type: 'object',
        required: ['status', 'checks'],
        properties: { status: { type: 'string', const: 'ready' }, checks: readinessChecks },
      },
      503: {
        type: 'object',
        required: ['status', 'checks'],
        properties: { status: { type: 'string', const: 'unavailable' }, checks: readinessChecks },
      },
    },
  },
  /**
   * Prometheus text exposition (text/plain; version=0.0.4), behind `Authorization: Bearer
   * <METRICS_KEY>`; 404 while no METRICS_KEY is configured, 401 for a wrong or missing key.
   */
  metrics: {
    headers: {
      type: 'object',
      properties: { authorization: { type: 'string', maxLength: 1024 } },
    },
    response: {
      200: { type: 'string', description: 'Prometheus text format' },
      401: problemBody,
      404: problemBody,
    },
  },
} as const;

/** The request and answer types of systemRoutes (schemas/api/from-schema.ts). */
export type SystemApi = ApiTypes<typeof systemRoutes>;
