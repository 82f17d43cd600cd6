/**
 * Starts the portal: validates configuration, builds the app, listens, and shuts down gracefully
 * on SIGTERM/SIGINT (stop accepting, finish in-flight requests, close the database).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadServerConfig } from './config.ts';

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

async function main(): Promise<void> {
  let config;
  try {
    config = loadServerConfig(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const app = await buildApp({ config });
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
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
