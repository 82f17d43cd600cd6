/**
 * Builds the Fastify application without listening, so tests drive it with `inject` and
 * server.ts starts it. Cross-cutting concerns are plugins; resources are route folders.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import { type Database, createDatabase, migrateToLatest } from './db/database.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { clientPlugin } from './plugins/client.ts';
import { apiRoutes } from './routes/index.ts';
import { seedReferenceData } from './reference-data/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Database;
  }
}

export interface BuildAppOptions {
  config: ServerConfig;
  /** An existing database (tests share one per suite); created from config when absent. */
  db?: Database;
  /** Silence request logs (tests). */
  logger?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    // Behind a load balancer the client address comes only from the configured proxy.
    trustProxy: process.env.TRUSTED_PROXY ? process.env.TRUSTED_PROXY.split(',') : false,
    ajv: { customOptions: { allErrors: true, coerceTypes: false, removeAdditional: false } },
    return503OnClosing: true,
  });

  const db = options.db ?? createDatabase(config);
  const ownsDatabase = !options.db;
  app.decorate('config', config);
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    if (ownsDatabase) await db.destroy();
  });

  await migrateToLatest(db);
  await seedReferenceData(db);

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(clientPlugin);
  return app;
}
