/**
 * Builds the Fastify application without listening, so tests drive it with `inject` and
 * server.ts starts it. Cross-cutting concerns are plugins; resources are route folders.
 */
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { ServerConfig } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import type { DestinationStream } from 'pino';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import {
  PortalLogController,
  loggerOptions,
  requestIdOf,
  requestIdPlugin,
} from './plugins/logging.ts';
import { metricsPlugin, metricsRoute } from './plugins/metrics.ts';
import { apiCachePlugin } from './plugins/api-cache.ts';
import { inputHygienePlugin } from './plugins/input-hygiene.ts';
import { apiRateLimitPlugin } from './plugins/api-rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { clientPlugin } from './plugins/client.ts';
import { mailPlugin } from './plugins/mail.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { sessionPlugin } from './plugins/session.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { admissionPlugin, type AdmissionOptions } from './plugins/admission.ts';
import { captchaPlugin } from './plugins/captcha.ts';
import { oidcPlugin } from './plugins/oidc.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { queryBudgetPlugin } from './plugins/query-budget.ts';
import { requestLanguage, requestMessage } from './api-messages.ts';
import { devPages } from './routes/dev/index.ts';
import { apiRoutes } from './routes/index.ts';
import { seedDemoAccount } from './auth/demo-account.ts';
import { assertDatabaseMigrated, prepareDatabase } from './migrations/prepare.ts';
import { seedDemoQueue } from './backoffice/demo-queue.ts';
import { storagePlugin } from './storage/index.ts';
import { type CallRegistry, attachCallRegistry } from './repositories/calls.ts';
import { addPortalVocabulary } from '../shared/validation/vocabulary.ts';
import { lazySchemaCompilers } from './lazy-schemas.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Database;
    /** The time now; tests inject a clock to cross deadlines without waiting. */
    clock: () => Date;
    /** The funding calls and document categories, in memory (repositories/calls.ts). */
    calls: CallRegistry;
    /**
     * Compiles every route schema not compiled yet (they compile on first use, lazy-schemas.ts);
     * throws the first broken one. For tests.
     */
    compileRouteSchemas(): void;
  }
}

export interface BuildAppOptions {
  config: ServerConfig;
  /** An existing database (tests share one per suite); created from config when absent. */
  db?: Database;
  /** Silence request logs (tests). */
  logger?: boolean;
  /** Where the log goes instead of stdout (the log-hygiene test reads it). */
  logStream?: DestinationStream;
  /** The clock deadlines are compared with (tests); the system clock by default. */
  clock?: () => Date;
  /** Other limits for the admission pools of the expensive routes (tests). */
  admission?: AdmissionOptions;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const schemas = lazySchemaCompilers();
  const app = Fastify({
    // Route schemas compile on first use, not all at start (issue 14, lazy-schemas.ts).
    schemaController: { compilersFactory: schemas.compilersFactory },
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    logController: new PortalLogController(),
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    // Behind a load balancer the client address comes only from the configured proxy.
    trustProxy: config.trustedProxy,
    // The portal vocabulary (x-rule, the catalogue's formats) lets routes validate with the
    // form schemas of schemas/registry.ts; $data serves passwordConfirmation.
    // No allErrors: a body of 70,000 unknown keys would cost 70,000 error objects, seconds of the
    // event loop and a 12 MB answer (issue 12, fault 3); the first failure is enough to refuse.
    ajv: {
      customOptions: { allErrors: false, coerceTypes: false, removeAdditional: false, $data: true },
      plugins: [addPortalVocabulary],
    },
    return503OnClosing: true,
    // An incoming X-Request-Id only when it is safe (plugins/logging.ts), else a new UUID.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // What the router refuses before any route (a malformed or over-long path parameter) is
    // answered like every other refusal: in the request's language, without echoing the URL.
    frameworkErrors: (error, request, reply) => {
      const statusCode = error.statusCode === 414 ? 414 : 400;
      return (reply as FastifyReply).code(statusCode).send({
        statusCode,
        error: statusCode === 414 ? 'URI Too Long' : 'Bad Request',
        message: requestMessage(
          requestLanguage(request),
          statusCode === 414 ? 'uriTooLong' : 'badRequest',
        ),
      });
    },
  });

  const db =
    options.db ??
    (await openDatabase(
      {
        ...config,
        onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost'),
      },
      (message) => app.log.warn(message),
    ));
  const ownsDatabase = !options.db;
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('clock', options.clock ?? (() => new Date()));
  app.decorate('compileRouteSchemas', schemas.compileAll);
  app.addHook('onClose', async () => {
    if (ownsDatabase) await db.destroy();
  });

  // Migrations, reference data and calls: here, or apart with `npm run migrate`.
  if (config.migrateOnStart) await prepareDatabase(db, config.callsDir, app.log);
  else await assertDatabaseMigrated(db);
  // Calls are answered from memory from here on; no SQL per request for them.
  app.decorate('calls', await attachCallRegistry(db));
  await seedDemoAccount(db, config);
  await seedDemoQueue(db, config);

  // First: every later hook, route and log line of a request runs with its request id.
  await app.register(requestIdPlugin);
  await app.register(metricsPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(apiCachePlugin);
  await app.register(inputHygienePlugin);
  await app.register(apiRateLimitPlugin);
  await app.register(mailPlugin);
  // Sessions and the anti-forgery check run for every request, before any route.
  await app.register(sessionPlugin);
  await app.register(csrfPlugin);
  await app.register(rateLimitPlugin);
  // Before the routes: it attaches itself to the expensive ones as they are registered.
  await app.register(admissionPlugin, options.admission ?? {});
  await app.register(captchaPlugin);
  await app.register(oidcPlugin);
  await app.register(storagePlugin);
  // Before every route: collects each route's `queryBudget`.
  await app.register(queryBudgetPlugin);
  // Before every route, so each one is documented in /api/openapi.json.
  await app.register(openApiPlugin);
  await app.register(metricsRoute);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(devPages);
  await app.register(clientPlugin);
  await app.register(jobsPlugin);
  return app;
}
