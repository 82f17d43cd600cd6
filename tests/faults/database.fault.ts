/**
 * The fault suite (issue 12): the real server process on a PostgreSQL cluster of its own, whose
 * connections are terminated, which is stopped and started, and which is frozen for 10 s.
 * The server must stay up, answer 503 with Retry-After within the database time limit + 0.5 s
 * while the database is away or frozen, and recover without a restart.
 * Run with `npm run test:faults` (tests/faults/vitest.config.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, createCluster } from './cluster.ts';

const CLUSTER_PORT = 42_000 + (process.pid % 400) * 2;
const SERVER_PORT = CLUSTER_PORT + 1;
const LIMIT_MS = 2_000;
const BASE = `http://127.0.0.1:${SERVER_PORT}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timedGet(path: string) {
  const started = performance.now();
  try {
    const response = await fetch(`${BASE}${path}`, { signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      ms: performance.now() - started,
    };
  } catch (error) {
    return { status: 0, retryAfter: null, ms: performance.now() - started, error };
  }
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('the server and its PostgreSQL cluster', () => {
  let cluster: Cluster;
  let server: ChildProcess;
  let exited: number | null | undefined;
  let output = '';

  beforeAll(async () => {
    cluster = createCluster(CLUSTER_PORT);
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('create database portal');
    await admin.end();
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      env: {
        ...process.env,
        ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(SERVER_PORT),
        DATABASE_URL: cluster.url('portal'),
        DATABASE_CONNECT_TIMEOUT_MS: String(LIMIT_MS),
        DATABASE_STATEMENT_TIMEOUT_MS: String(LIMIT_MS),
        DATABASE_QUERY_TIMEOUT_MS: String(LIMIT_MS),
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk) => (output += String(chunk)));
    server.stderr!.on('data', (chunk) => (output += String(chunk)));
    server.on('exit', (code) => (exited = code));
    await waitFor(async () => (await timedGet('/api/health')).status === 200, 90_000, 'the server');
  });

  afterAll(() => {
    server?.kill('SIGKILL');
    cluster?.destroy();
  });

  function expectAlive() {
    expect(exited, output.slice(-2_000)).toBeUndefined();
  }

  it('survives pg_terminate_backend of all its connections, 5 times, and serves the next requests', async () => {
    for (let round = 0; round < 5; round++) {
      await Promise.all(Array.from({ length: 5 }, () => timedGet('/api/orszagok/search/Magyar')));
      const admin = new pg.Client({ connectionString: cluster.url('postgres') });
      await admin.connect();
      const { rowCount } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = 'portal'",
      );
      await admin.end();
      expect(rowCount).toBeGreaterThan(0);
      await sleep(300);
      expectAlive();
      expect((await timedGet('/api/orszagok/search/Magyar')).status).toBe(200);
      expect((await timedGet('/api/ready')).status).toBe(200);
    }
  });

  it('answers 503 with Retry-After while PostgreSQL is stopped and recovers when it is back', async () => {
    cluster.stop();
    try {
      for (const path of ['/api/orszagok/search/Magyar', '/api/ready']) {
        const answer = await timedGet(path);
        expect(answer.status, path).toBe(503);
        expect(Number(answer.retryAfter), path).toBeGreaterThan(0);
        expect(answer.ms, path).toBeLessThan(LIMIT_MS + 500);
      }
      expectAlive();
    } finally {
      cluster.start();
    }
    await waitFor(async () => (await timedGet('/api/ready')).status === 200, 15_000, 'recovery');
    expect((await timedGet('/api/orszagok/search/Magyar')).status).toBe(200);
    expectAlive();
  });

  it('answers 503 within the time limit + 0.5 s while PostgreSQL is frozen for 10 s', async () => {
    expect((await timedGet('/api/orszagok/search/Magyar')).status).toBe(200);
    cluster.freeze();
    const answers: Array<{ status: number; retryAfter: string | null; ms: number }> = [];
    try {
      const frozenUntil = Date.now() + 10_000;
      while (Date.now() < frozenUntil - LIMIT_MS - 1_000) {
        answers.push(
          ...(await Promise.all([
            timedGet('/api/orszagok/search/Magyar'),
            timedGet('/api/ready'),
            timedGet('/api/orszagok/search/Aus'),
          ])),
        );
      }
      await sleep(Math.max(0, frozenUntil - Date.now()));
    } finally {
      cluster.thaw();
    }
    expect(answers.length).toBeGreaterThanOrEqual(6);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(answer.ms).toBeLessThan(LIMIT_MS + 500);
    }
    expectAlive();
    await waitFor(async () => (await timedGet('/api/ready')).status === 200, 15_000, 'recovery');
    expect((await timedGet('/api/orszagok/search/Magyar')).status).toBe(200);
  });
});
