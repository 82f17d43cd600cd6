/**
 * The fault suite (issue 12): the real server process on a PostgreSQL cluster of its own, whose
 * connections are terminated, which is stopped and started, and which is frozen for 10 s.
 * The server must stay up, answer 503 with Retry-After within the database time limit + 0.5 s
 * while the database is away or frozen, and recover without a restart; under a write load through
 * a restart no acknowledged write is lost and no refused one is kept; 100 slow sockets
 * (slowloris) do not keep others from being served.
 * Run with `npm run test:faults` (tests/faults/vitest.config.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password.ts';
import { createDatabase } from '../../src/server/db/database.ts';
import { insertUser } from '../../src/server/repositories/users.ts';
import { type Cluster, createCluster } from './cluster.ts';
import { type Answer, HttpClient } from './http-client.ts';

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
      console.log(`terminate_backend round ${round + 1}: ${rowCount} connections cut, alive`);
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
    console.log(
      `frozen 10 s: ${answers.length} answers, statuses ${[...new Set(answers.map((a) => a.status))]}, ` +
        `slowest ${Math.max(...answers.map((a) => a.ms)).toFixed(0)} ms (limit ${LIMIT_MS} + 500 ms)`,
    );
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(answer.ms).toBeLessThan(LIMIT_MS + 500);
    }
    expectAlive();
    await waitFor(async () => (await timedGet('/api/ready')).status === 200, 15_000, 'recovery');
    expect((await timedGet('/api/orszagok/search/Magyar')).status).toBe(200);
  });

  it('loses no acknowledged write and keeps no refused one when PostgreSQL restarts under write load', async () => {
    const email = `terheles-${process.pid}@pelda.hu`;
    const password = 'Kék-Tulipán-2026!';
    const db = createDatabase({ databaseUrl: cluster.url('portal'), dataDir: null });
    let reference: { form: { id: number }; teaor: { id: number } };
    try {
      await insertUser(db, {
        name: 'Terhelés Teszt',
        email,
        passwordHash: await hashPassword(password),
        termsAccepted: true,
      });
      const form = await db.selectFrom('gazdalkodasi_forma').select('id').executeTakeFirstOrThrow();
      const teaor = await db.selectFrom('teaor').select('id').executeTakeFirstOrThrow();
      reference = { form, teaor };
    } finally {
      await db.destroy();
    }
    const client = new HttpClient(BASE);
    await client.signIn(email, password);

    // Four writers create companies one after another, each with a name and tax number of its
    // own, until told to stop; PostgreSQL is stopped for 2 s and started again meanwhile.
    const writes: Array<{ name: string; answer: Answer }> = [];
    const stop = new AbortController();
    let sequence = 0;
    const writer = async () => {
      while (!stop.signal.aborted) {
        sequence += 1;
        const name = `Terhelés ${process.pid} ${sequence}`;
        const answer = await client.request('POST', '/api/tamogatast-igenylok', {
          nev: name,
          adoszam: `${String(10_000_000 + sequence).slice(-8)}-2-41`,
          statisztikaiSzam: '12345678-5510-113-01',
          gazdalkodasiForma: reference.form,
          alapitas: '2010-05-06',
          teaor: reference.teaor,
        });
        writes.push({ name, answer });
        if (answer.status === 503) await sleep(100);
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    await sleep(1_500);
    cluster.stop();
    try {
      await sleep(2_000);
    } finally {
      cluster.start();
    }
    await waitFor(async () => (await timedGet('/api/ready')).status === 200, 15_000, 'recovery');
    await sleep(1_500);
    stop.abort();
    await Promise.all(writers);
    expectAlive();

    const statuses = new Map<number, number>();
    for (const { answer } of writes)
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    // Every write was answered: created, or refused as unavailable with a time to retry.
    expect([...statuses.keys()].toSorted(), JSON.stringify([...statuses])).toEqual([201, 503]);
    for (const { answer } of writes.filter((write) => write.answer.status === 503))
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    const acknowledged = writes.filter((write) => write.answer.status === 201).map((w) => w.name);
    console.log(`restart under write load: ${JSON.stringify([...statuses])} (status, count)`);
    expect(acknowledged.length).toBeGreaterThan(10);

    const admin = new pg.Client({ connectionString: cluster.url('portal') });
    await admin.connect();
    const { rows } = await admin.query<{ nev: string }>(
      'select nev from tamogatast_igenylo where nev like $1',
      [`Terhelés ${process.pid} %`],
    );
    await admin.end();
    // Exactly the acknowledged writes are stored: none lost, none kept that was refused.
    expect(rows.map((row) => row.nev).toSorted()).toEqual(acknowledged.toSorted());
  });

  it('serves ordinary requests while 100 slow sockets trickle their headers (slowloris)', async () => {
    const sockets = await Promise.all(
      Array.from(
        { length: 100 },
        () =>
          new Promise<net.Socket>((resolve, reject) => {
            const socket = net.connect(SERVER_PORT, '127.0.0.1', () => {
              socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
              resolve(socket);
            });
            socket.on('error', reject);
          }),
      ),
    );
    const trickle = setInterval(() => {
      for (const socket of sockets) if (!socket.destroyed) socket.write('X-Slow: 1\r\n');
    }, 500);
    try {
      for (let round = 0; round < 5; round++) {
        const [health, search] = await Promise.all([
          timedGet('/api/health'),
          timedGet('/api/orszagok/search/Magyar'),
        ]);
        expect(health.status).toBe(200);
        expect(search.status).toBe(200);
        expect(Math.max(health.ms, search.ms)).toBeLessThan(1_000);
        await sleep(400);
      }
      expectAlive();
    } finally {
      clearInterval(trickle);
      for (const socket of sockets) socket.destroy();
    }
  });
});
