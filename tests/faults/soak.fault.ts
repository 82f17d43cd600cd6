/**
 * The soak (issue 12): the real server process on a PostgreSQL cluster of its own under a
 * bounded mixed load — signed-in clients walking a real journey of reads and writes (create a
 * company, read it, change it, start an application, read it, list, search) one request after
 * another — for SOAK_SECONDS (60 by default, so `npm test` stays short; `npm run test:soak`
 * runs the full 5 minutes). Every answer is the expected one (zero errors, the process alive), the
 * V8 heap in use grows less than 10 %, and in the full soak so does the resident set, each read
 * after a full garbage collection (--expose-gc, SIGUSR2: gc-on-signal.mjs), from the end of the
 * warm-up to the end of the run.
 *
 * The resident set is asserted in the full soak only: it climbs to a plateau within the first
 * minutes of load, outside the V8 heap (heap total flat at ~220 MB, native memory +55 MB), at a
 * time that depends on the machine's load, so a 60 s window may straddle the climb (+12.7 % and
 * +16.9 % measured) while 300 s after the same warm-up measured +0.5 %. The heap, where a leak of
 * objects would show, is steady within seconds (decision 36).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password.ts';
import { createDatabase } from '../../src/server/db/database.ts';
import { insertUser } from '../../src/server/repositories/users.ts';
import { type Cluster, createCluster } from './cluster.ts';
import { HttpClient } from './http-client.ts';

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
/**
 * Warm-up before the first reading: JIT, pools, caches and the allocator settle. 15 s was too
 * short on a busy machine: the heap stayed flat (70.4 → 71.6 MB) while the resident set was still
 * climbing to its plateau (+17 % over the next 60 s).
 */
const WARMUP_SECONDS = 30;
const CLIENTS = 3;
const MAX_GROWTH = 0.1;
/** The soak: from this length on the resident set is asserted too. */
const FULL_SOAK_SECONDS = 300;

const CLUSTER_PORT = 42_800 + (process.pid % 400) * 2;
const SERVER_PORT = CLUSTER_PORT + 1;
const BASE = `http://127.0.0.1:${SERVER_PORT}`;
const PASSWORD = 'Kék-Tulipán-2026!';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rssBytes(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line) throw new Error(`no VmRSS for ${pid}`);
  return Number(line[1]) * 1024;
}

/** The middle one of three values. */
const median = (values: number[]) => values.toSorted((a, b) => a - b)[1]!;

interface Memory {
  /** The resident set (/proc/<pid>/status VmRSS). */
  rss: number;
  /** The V8 heap in use, as the process itself reports it after the collection. */
  heapUsed: number;
}

/**
 * Memory after a full collection: the median of three readings 1 s apart, the resident set from
 * /proc and the heap from the process's own report (gc-on-signal.mjs).
 */
async function settledMemory(server: ChildProcess, output: () => string): Promise<Memory> {
  const readings: Memory[] = [];
  for (let index = 0; index < 3; index++) {
    server.kill('SIGUSR2');
    await sleep(1_000);
    const reports = [...output().matchAll(/^soak-memory (\{.*\})$/gm)];
    const heapUsed = (JSON.parse(reports.at(-1)?.[1] ?? '{"heapUsed":0}') as Memory).heapUsed;
    readings.push({ rss: rssBytes(server.pid!), heapUsed });
  }
  return {
    rss: median(readings.map((reading) => reading.rss)),
    heapUsed: median(readings.map((reading) => reading.heapUsed)),
  };
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

describe(`the server under a ${SOAK_SECONDS} s mixed load (soak)`, () => {
  let cluster: Cluster;
  let server: ChildProcess;
  let exited: number | null | undefined;
  let output = '';
  const reference: { form?: { id: number }; teaor?: { id: number } } = {};

  beforeAll(async () => {
    cluster = createCluster(CLUSTER_PORT);
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('create database portal');
    await admin.end();
    server = spawn(
      process.execPath,
      [
        '--expose-gc',
        '--import',
        './tests/faults/gc-on-signal.mjs',
        '--import',
        'tsx',
        'src/server/server.ts',
      ],
      {
        env: {
          ...process.env,
          ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(SERVER_PORT),
          DATABASE_URL: cluster.url('portal'),
          SEED_DEMO_DATA: 'false',
          LOG_LEVEL: 'warn',
          // As production runs it (start:prod, the Dockerfile): decision 36.
          MALLOC_ARENA_MAX: '2',
          // One address sends all of the load: the per-address limits are not under test here.
          API_RATE_LIMIT_PER_MINUTE: '1000000',
          SEARCH_RATE_LIMIT_PER_MINUTE: '1000000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    server.stdout!.on('data', (chunk) => (output = (output + String(chunk)).slice(-20_000)));
    server.stderr!.on('data', (chunk) => (output = (output + String(chunk)).slice(-20_000)));
    server.on('exit', (code) => (exited = code));
    // A start on a busy 2-core machine (migrations, the calls' synchronisation) can take minutes.
    const deadline = Date.now() + 180_000;
    for (;;) {
      const up = await fetch(`${BASE}/api/health`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error(`the server did not start: ${output}`);
      await sleep(300);
    }
    const db = createDatabase({ databaseUrl: cluster.url('portal'), dataDir: null });
    try {
      const passwordHash = await hashPassword(PASSWORD);
      for (let index = 0; index < CLIENTS; index++)
        await insertUser(db, {
          name: `Soak Teszt ${index}`,
          email: `soak-${index}@pelda.hu`,
          passwordHash,
          termsAccepted: true,
        });
      reference.form = await db
        .selectFrom('gazdalkodasi_forma')
        .select('id')
        .executeTakeFirstOrThrow();
      reference.teaor = await db.selectFrom('teaor').select('id').executeTakeFirstOrThrow();
    } finally {
      await db.destroy();
    }
  });

  afterAll(() => {
    server?.kill('SIGKILL');
    cluster?.destroy();
  });

  it(
    `keeps its resident set within +${MAX_GROWTH * 100} % and answers every request`,
    async () => {
      const clients = await Promise.all(
        Array.from({ length: CLIENTS }, async (_, index) => {
          const client = new HttpClient(BASE);
          await client.signIn(`soak-${index}@pelda.hu`, PASSWORD);
          return client;
        }),
      );
      const calls = await clients[0]!.request('GET', '/api/palyazati-felhivasok');
      expect(calls.status, calls.body).toBe(200);
      const call = (JSON.parse(calls.body) as Array<{ id: number; azonosito: string }>).find(
        (item) => item.azonosito === 'vendeglatas-modernizacio-2026',
      );
      expect(call, calls.body.slice(0, 500)).toBeDefined();

      let requests = 0;
      const errors: string[] = [];
      const latencies: number[] = [];
      let sequence = 0;
      const stop = new AbortController();

      /** One request; anything but the expected status is an error. */
      async function step(
        client: HttpClient,
        expected: number,
        method: string,
        path: string,
        body?: unknown,
      ) {
        const answer = await client.request(method, path, body);
        requests += 1;
        latencies.push(answer.ms);
        if (answer.status !== expected)
          errors.push(`${method} ${path}: ${answer.status} ${answer.body.slice(0, 200)}`);
        return answer.status === expected ? (JSON.parse(answer.body || 'null') as unknown) : null;
      }

      async function journey(client: HttpClient) {
        sequence += 1;
        const company = {
          nev: `Soak ${process.pid} ${sequence} Kft.`,
          adoszam: `${String(20_000_000 + sequence).slice(-8)}-2-41`,
          statisztikaiSzam: '12345678-5510-113-01',
          gazdalkodasiForma: reference.form,
          alapitas: '2010-05-06',
          teaor: reference.teaor,
        };
        const created = (await step(client, 201, 'POST', '/api/tamogatast-igenylok', company)) as {
          id: number;
        } | null;
        if (!created) return;
        const read = (await step(client, 200, 'GET', `/api/tamogatast-igenylok/${created.id}`)) as {
          verzio: number;
        } | null;
        if (!read) return;
        await step(client, 200, 'PUT', `/api/tamogatast-igenylok/${created.id}`, {
          ...company,
          honlap: `https://soak-${sequence}.pelda.hu`,
          verzio: read.verzio,
        });
        const application = (await step(client, 201, 'POST', '/api/palyazatok', {
          palyazatiFelhivas: { id: call!.id },
          tamogatastIgenylo: { id: created.id },
        })) as { id: number } | null;
        if (application) await step(client, 200, 'GET', `/api/palyazatok/${application.id}`);
        await step(client, 200, 'GET', `/api/tamogatast-igenylok/${created.id}/felhasznalok`);
        await step(client, 200, 'POST', '/api/felhasznalok/felhasznalok/search-by-current', {
          page: { pageIndex: 0, pageSize: 10 },
        });
        await step(client, 200, 'GET', '/api/orszagok/search/Magyar');
        await step(client, 200, 'GET', '/api/felhasznalok/current');
      }

      const load = clients.map(async (client) => {
        while (!stop.signal.aborted) await journey(client);
      });

      await sleep(WARMUP_SECONDS * 1_000);
      const start = await settledMemory(server, () => output);
      const startRequests = requests;
      await sleep(SOAK_SECONDS * 1_000);
      const end = await settledMemory(server, () => output);
      stop.abort();
      await Promise.all(load);

      const measured = requests - startRequests;
      const sorted = latencies.toSorted((a, b) => a - b);
      const p99 = sorted[Math.floor(sorted.length * 0.99)] ?? 0;
      const growth = (end.rss - start.rss) / start.rss;
      console.log(
        `soak ${SOAK_SECONDS} s (+${WARMUP_SECONDS} s warm-up), ${CLIENTS} clients: ` +
          `RSS ${mb(start.rss)} → ${mb(end.rss)} MB (${(growth * 100).toFixed(1)} %), ` +
          `heap used ${mb(start.heapUsed)} → ${mb(end.heapUsed)} MB, ` +
          `${requests} requests (${measured} measured, ${(measured / SOAK_SECONDS).toFixed(1)}/s), ` +
          `${errors.length} errors, p99 ${p99.toFixed(0)} ms`,
      );
      expect(exited, output).toBeUndefined();
      expect(errors.slice(0, 10), `${errors.length} errors of ${requests} requests`).toEqual([]);
      expect(measured).toBeGreaterThan(SOAK_SECONDS * 5);
      const heapGrowth = (end.heapUsed - start.heapUsed) / start.heapUsed;
      expect(heapGrowth, `heap ${mb(start.heapUsed)} → ${mb(end.heapUsed)} MB`).toBeLessThan(
        MAX_GROWTH,
      );
      if (SOAK_SECONDS >= FULL_SOAK_SECONDS)
        expect(growth, `RSS ${mb(start.rss)} → ${mb(end.rss)} MB`).toBeLessThan(MAX_GROWTH);
    },
    (WARMUP_SECONDS + SOAK_SECONDS + 60) * 1_000,
  );
});
