/**
 * Starts the portal: validates configuration, builds the app, listens, and shuts down gracefully
 * on SIGTERM/SIGINT (stop accepting, finish in-flight requests, close the database).
 *
 * With WORKERS > 1 (PostgreSQL only; src/server/config.ts) this process becomes a node:cluster
 * primary that serves nothing itself: it starts one worker, waits until it listens (so the
 * migrations and the call synchronisation run once, not in N racing processes), then the rest,
 * all on one port (with MIGRATE_ON_START=false all at once). A worker that dies is replaced (at
 * most MAX_RESTARTS within RESTART_WINDOW_MS, then the primary gives up and stops). SIGTERM/SIGINT to the primary is passed to every worker,
 * each drains as a single server does, and the primary exits when they all have.
 */
import cluster, { type Worker } from 'node:cluster';
import { flushCompileCache } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { checkSharedStorage, describeStorage } from './storage/shared-check.ts';
import { type ServerConfig, loadServerConfig } from './config.ts';

const SHUTDOWN_GRACE_MS = 10_000;
/**
 * After SIGTERM the server goes on accepting until its requests are answered (no connection
 * left, or none of its requests running for QUIET_MS), at most DRAIN_MAX_MS, and only then
 * closes its listening socket: connections a client opened just before, still in the kernel's
 * accept queue or accepted but not yet read (many on PGlite, whose queries keep the event loop
 * busy), would otherwise be reset (issue 12, fault 11).
 */
const DRAIN_MAX_MS = 8_000;
const QUIET_MS = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when the server may close without cutting anyone off (see DRAIN_MAX_MS). */
async function drained(app: FastifyInstance, running: () => number): Promise<void> {
  const started = Date.now();
  let quietSince = Date.now();
  while (Date.now() - started < DRAIN_MAX_MS) {
    await sleep(50);
    const connections = await new Promise<number>((resolve) =>
      app.server.getConnections((error, count) => resolve(error ? 0 : count)),
    );
    if (connections === 0) return;
    if (running() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
  }
}

const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;

function runPrimary(config: ServerConfig): void {
  const log = pino({ level: config.logLevel, base: { role: 'primary', pid: process.pid } });
  let closing = false;
  let started = false;
  const restarts: number[] = [];

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      log.info({ worker: worker.process.pid }, 'worker listening');
      if (!started) {
        started = true;
        if (config.migrateOnStart) for (let index = 1; index < config.workers; index++) fork();
        log.info(
          { workers: config.workers, port: config.port },
          'server listening with several workers',
        );
      }
    });
    return worker;
  };

  const stop = (signal: string, code = 0) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down: draining the workers');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    const timer = setTimeout(() => {
      log.error('graceful shutdown of the workers timed out');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + 2_000);
    timer.unref();
    const done = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(code);
    };
    cluster.on('exit', done);
    done();
  };

  cluster.on('exit', (worker, exitCode, signal) => {
    if (closing) return;
    log.error({ worker: worker.process.pid, exitCode, signal }, 'worker exited');
    // The first worker failed to start (configuration, database, migrations): so would the rest.
    if (!started) return stop('start failed', exitCode || 1);
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && (restarts[0] ?? now) < now - RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length > MAX_RESTARTS) return stop('workers keep exiting', 1);
    fork();
  });
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  log.info({ workers: config.workers }, 'starting workers');
  // Only one worker prepares the database; without that step (MIGRATE_ON_START=false, the
  // production default) they all start at once.
  const first = config.migrateOnStart ? 1 : config.workers;
  for (let index = 0; index < first; index++) fork();
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadServerConfig(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config);
  const app = await buildApp({ config });
  // PGlite belongs to one process; on PostgreSQL other hosts may share the database.
  if (config.databaseUrl !== null) {
    try {
      await checkSharedStorage(app.db, app.fileStorage, describeStorage(config.storage));
    } catch (error) {
      app.log.fatal({ err: error }, 'refusing to start');
      await app.close();
      process.exit(1);
    }
  }
  let running = 0;
  app.addHook('onRequest', async () => {
    running++;
  });
  app.addHook('onResponse', async () => {
    running--;
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    drained(app, () => running)
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ host: config.host, port: config.port });
  // The compiled launcher turned Node's compile cache on (scripts/bundle-server.mjs); written now,
  // not only at exit, so a start that is killed later still leaves it for the next. A no-op
  // without the cache (tsx) or when its directory cannot be written.
  flushCompileCache();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
