/**
 * The real portal for the load benchmarks, run as a child process (`node --import tsx`): the same
 * `buildApp` + `listen` as src/server/server.ts, plus an IPC channel through which the benchmark
 * asks for set-up work that has no public API (users created directly in the database, the way
 * tests/helpers/auth.ts does) and for counts to verify afterwards. Request handling is the
 * production code path; only set-up goes through IPC.
 *
 * With BENCH_PORTAL_WORKERS=N > 1 (PostgreSQL only) this process becomes what src/server/server.ts
 * is with WORKERS=N: a node:cluster primary that serves nothing itself and N workers on one port
 * (the first one migrates and synchronises the calls, then the rest start). The set-up is then
 * done through the database, with the primary's own connection pool (not any worker's), and a
 * call row edited by hand is reloaded by every worker (each answers calls from memory).
 */
import cluster, { type Worker } from 'node:cluster';
import diagnostics from 'node:diagnostics_channel';
import { existsSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app.ts';
import { loadServerConfig } from '../../src/server/config.ts';
import { type Database, createDatabase } from '../../src/server/db/database.ts';
import { trustedTestCa } from '../../tests/helpers/signing.ts';
import { createBenchUsers } from './bench-users.ts';
import { benchPort } from './common.ts';

/** Every route the app registers, recorded as it is added (the benchmarks skip missing ones). */
const routes: Array<{ method: string; url: string }> = [];
diagnostics.channel('fastify.initialization').subscribe((message) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method: String(method), url: route.url });
  });
});

const ROOT = path.resolve(import.meta.dirname, '../..');
const WORKERS = Math.max(1, Number(process.env.BENCH_PORTAL_WORKERS ?? 1) || 1);

type RouteList = Array<{ method: string; url: string }>;
type TaskMessage = { id: number; task: string; args: Record<string, unknown> };

function serverConfig() {
  return loadServerConfig({
    // The flows sign final documents with the test CA (tests/helpers/signing.ts).
    SIGNATURE_TRUSTED_CAS: trustedTestCa().file,
    ...process.env,
    ENV: process.env.ENV ?? 'local',
    ...(WORKERS > 1 ? { WORKERS: String(WORKERS) } : {}),
  });
}

/** Answers the benchmark's set-up tasks with `run`, over the IPC channel to the parent. */
function serveTasks(run: (task: string, args: Record<string, unknown>) => Promise<unknown>) {
  process.on('message', async (raw) => {
    const message = raw as TaskMessage;
    if (typeof message?.id !== 'number') return;
    try {
      process.send?.({ id: message.id, result: await run(message.task, message.args ?? {}) });
    } catch (error) {
      process.send?.({ id: message.id, error: (error as Error).stack ?? String(error) });
    }
  });
}

async function startApp(port: number): Promise<FastifyInstance> {
  const app = await buildApp({ config: serverConfig() });
  await app.listen({ host: '127.0.0.1', port });
  return app;
}

/** One process that serves and answers the set-up tasks itself. */
async function serveAlone(): Promise<void> {
  const app = await startApp(await benchPort());
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  serveTasks((task, args) =>
    runTask(app.db, task, args, async () => {
      // The surge opens a call by editing its row: the app answers calls from memory.
      await app.calls.reload();
    }),
  );
  process.on('SIGTERM', () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
  process.send?.({ ready: true, port, routes });
}

/** A cluster worker: serves on the primary's port, reloads its calls when asked. */
async function serveAsWorker(): Promise<void> {
  const app = await startApp(Number(process.env.BENCH_PORTAL_PORT));
  process.on('message', (raw) => {
    const message = raw as { reloadCalls?: number };
    if (message?.reloadCalls === undefined) return;
    app.calls.reload().then(
      () => process.send?.({ reloaded: message.reloadCalls }),
      (error: unknown) => process.send?.({ reloaded: message.reloadCalls, error: String(error) }),
    );
  });
  process.on('SIGTERM', () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
  process.send?.({ workerReady: true, routes });
}

/** Resolves with the routes once a cluster worker listens. */
const ready = (worker: Worker) =>
  new Promise<RouteList>((resolve, reject) => {
    worker.once('exit', (code) => reject(new Error(`worker exited with ${code} at start`)));
    worker.on('message', (message: { workerReady?: boolean; routes: RouteList }) => {
      if (message?.workerReady) resolve(message.routes);
    });
  });

/** The cluster primary: starts the workers as src/server/server.ts does, set-up via its own pool. */
async function serveAsPrimary(): Promise<void> {
  const port = await benchPort();
  if (port === 0) throw new Error('several workers need a fixed port: set BENCH_PORTS');
  const config = serverConfig();
  if (!config.databaseUrl) throw new Error('several workers need PostgreSQL (DATABASE_URL)');
  cluster.setupPrimary({ exec: import.meta.filename });
  const fork = () => cluster.fork({ BENCH_PORTAL_PORT: String(port), WORKERS: String(WORKERS) });
  // The first worker migrates and synchronises the calls; the others start after it.
  const first = fork();
  const firstRoutes = await ready(first);
  const others = Array.from({ length: WORKERS - 1 }, fork);
  await Promise.all(others.map(ready));
  const workers = [first, ...others];

  const db: Database = createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: null,
    databasePoolSize: 8,
  });
  let reloadId = 0;
  const reloadEverywhere = () =>
    Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const id = ++reloadId;
            const onMessage = (message: { reloaded?: number; error?: string }) => {
              if (message?.reloaded !== id) return;
              worker.off('message', onMessage);
              if (message.error) reject(new Error(message.error));
              else resolve();
            };
            worker.on('message', onMessage);
            worker.send({ reloadCalls: id });
          }),
      ),
    ).then(() => undefined);
  serveTasks((task, args) => runTask(db, task, args, reloadEverywhere));
  process.on('SIGTERM', () => {
    const exited = workers.map(
      (worker) => new Promise((resolve) => worker.process.once('exit', resolve)),
    );
    for (const worker of workers) worker.process.kill('SIGTERM');
    Promise.all(exited)
      .then(() => db.destroy())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
  process.send?.({ ready: true, port, routes: firstRoutes });
}

/** The in-process profiler of BENCH_API_PROFILE_DIR (bench/api.ts), while one runs. */
let profiler: Session | null = null;

async function runTask(
  db: Database,
  task: string,
  args: Record<string, unknown>,
  reloadCalls: () => Promise<void>,
): Promise<unknown> {
  switch (task) {
    case 'createUsers':
      // With more than 10 users createBenchUsers only uses the database (bench-users.ts).
      return createBenchUsers(
        { db } as FastifyInstance,
        args as unknown as Parameters<typeof createBenchUsers>[1],
      );
    case 'query': {
      const result = await sql.raw(String(args.sql)).execute(db);
      await reloadCalls();
      return result.rows;
    }
    case 'exists':
      return existsSync(path.join(ROOT, String(args.path)));
    case 'cpuProfileStart':
      // Only the measured window is sampled (not the start-up or the set-up before it).
      profiler ??= new Session();
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
      return true;
    case 'cpuProfileStop': {
      if (!profiler) throw new Error('no profile running');
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(String(args.file), JSON.stringify(profile));
      profiler.disconnect();
      return args.file;
    }
    default:
      throw new Error(`unknown task ${task}`);
  }
}

const start = cluster.isWorker ? serveAsWorker : WORKERS > 1 ? serveAsPrimary : serveAlone;
start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
