/**
 * Starts the real portal (bench/lib/portal-process.ts) on PGlite or PostgreSQL as a child
 * process and talks to it over IPC; with `BENCH_PORTAL_WORKERS: 'N'` in `env`, as a node:cluster
 * primary with N workers on one port (PostgreSQL only). `hasRoute` tells which API routes exist yet, so a benchmark
 * of a route another issue has not delivered is skipped with a clear line instead of failing.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RESULTS_DIR, ROOT, clientDir, createPostgresDatabase } from './common.ts';

export type DatabaseKind = 'postgres' | 'pglite';

export interface Portal {
  kind: DatabaseKind;
  url: string;
  pid: number;
  routes: Array<{ method: string; url: string }>;
  /** True when a route matching the pattern exists (parameter names do not matter). */
  hasRoute(method: string, pattern: string): boolean;
  /** The registered route that matches, e.g. '/api/tamogatast-igenylok/:id'. */
  findRoute(method: string, pattern: string | RegExp): string | null;
  task<T = unknown>(name: string, args?: Record<string, unknown>): Promise<T>;
  query<T = Record<string, unknown>>(text: string): Promise<T[]>;
  stop(): Promise<void>;
}

const normalise = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, ':param');

export async function startPortal(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  logName = `portal-${kind}`,
): Promise<Portal> {
  // Every run gets its own DATA_DIR (PGlite files, and document storage on both databases), so
  // nothing lands in the working copy's ./data.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const databaseEnv: Record<string, string> = { DATA_DIR: dir };
  let dropDatabase: (() => Promise<void>) | null = null;
  if (kind === 'postgres') {
    const database = await createPostgresDatabase('portal_bench');
    databaseEnv.DATABASE_URL = database.url;
    dropDatabase = () => database.drop();
  }
  const cleanup = async () => {
    await dropDatabase?.();
    rmSync(dir, { recursive: true, force: true });
  };
  mkdirSync(path.join(RESULTS_DIR, 'logs'), { recursive: true });
  const log = openSync(path.join(RESULTS_DIR, 'logs', `${logName}.log`), 'w');
  const child: ChildProcess = fork(path.join(ROOT, 'bench/lib/portal-process.ts'), [], {
    cwd: ROOT,
    // BENCH_PORTAL_CPU_PROF=<dir>: a CPU profile of the portal (every worker) written at its stop.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_PORTAL_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PORTAL_CPU_PROF}`]
        : []),
    ],
    env: {
      ...process.env,
      ENV: 'local',
      SESSION_SECRET: 'bench-session-secret-0123456789abcdef0123456789',
      CLIENT_DIR: clientDir(),
      ...databaseEnv,
      ...env,
    },
    stdio: ['ignore', log, log, 'ipc'],
  });
  const ready = await new Promise<{ port: number; routes: Portal['routes'] }>((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(
        new Error(
          `portal exited with ${code} while starting (see bench/results/logs/${logName}.log)`,
        ),
      );
    child.once('exit', onExit);
    child.on('message', (message: { ready?: boolean; port: number; routes: Portal['routes'] }) => {
      if (message.ready) {
        child.off('exit', onExit);
        resolve(message);
      }
    });
  }).catch(async (error: unknown) => {
    await cleanup();
    throw error;
  });

  let nextId = 1;
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  child.on('message', (message: { id?: number; result?: unknown; error?: string }) => {
    if (message.id === undefined) return;
    const waiter = pending.get(message.id);
    pending.delete(message.id);
    if (message.error !== undefined) waiter?.reject(new Error(message.error));
    else waiter?.resolve(message.result);
  });

  const task = <T>(name: string, args: Record<string, unknown> = {}) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      child.send({ id, task: name, args });
    });

  const findRoute = (method: string, pattern: string | RegExp) => {
    const match = (url: string) =>
      typeof pattern === 'string' ? normalise(url) === normalise(pattern) : pattern.test(url);
    return ready.routes.find((route) => route.method === method && match(route.url))?.url ?? null;
  };

  return {
    kind,
    url: `http://127.0.0.1:${ready.port}`,
    pid: child.pid as number,
    routes: ready.routes,
    hasRoute: (method, pattern) => findRoute(method, pattern) !== null,
    findRoute,
    task,
    query: (text) => task('query', { sql: text }),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      await cleanup();
    },
  };
}
