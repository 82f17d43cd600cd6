/**
 * The server survives its PostgreSQL database (issue 12, faults 1 and 2): a terminated
 * connection, idle or checked out, never kills the process, and the next request is served.
 * A database that is away or frozen is simulated by a TCP proxy in front of the real server
 * (tests/faults/ does the same with a real cluster, stopped and frozen).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { type Database, createDatabase } from '../../src/server/db/database.ts';
import { type TestApp, closeTestApp, createTestApp, testConfig } from '../helpers/app.ts';
import { POSTGRES_ADMIN_URL, type TestDatabase, createTestDatabase } from '../helpers/database.ts';
import { type TcpProxy, startTcpProxy } from '../helpers/tcp-proxy.ts';

async function terminateConnections(url: string): Promise<number> {
  const database = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    const result = await admin.query(
      'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PostgreSQL connections terminated under the server', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('postgres');
  });
  afterAll(async () => {
    await closeTestApp(testApp);
  });

  it('survives the termination of its idle connections and serves the next request', async () => {
    const { app, database } = testApp;
    for (let round = 0; round < 5; round++) {
      expect((await app.inject('/api/ready')).statusCode).toBe(200);
      expect(await terminateConnections(database.url!)).toBeGreaterThan(0);
      await sleep(100);
      const next = await app.inject('/api/ready');
      expect(next.statusCode).toBe(200);
    }
  });

  it('survives the termination of a connection checked out inside a transaction', async () => {
    const { app, database } = testApp;
    const transaction = app.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await terminateConnections(database.url!);
      // The connection is idle in the transaction when it dies: its client emits 'error'.
      await sleep(200);
      await sql`select 1`.execute(trx);
    });
    await expect(transaction).rejects.toThrow();
    const next = await app.inject('/api/ready');
    expect(next.statusCode).toBe(200);
  });
});

const TIMEOUT_MS = 1_000;

describe('PostgreSQL away or frozen behind the server', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const target = new URL(database.url!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    const viaProxy = new URL(database.url!);
    viaProxy.port = String(proxy.port);
    db = createDatabase({
      databaseUrl: viaProxy.toString(),
      dataDir: null,
      databaseTimeouts: { connectMs: TIMEOUT_MS, statementMs: TIMEOUT_MS, queryMs: TIMEOUT_MS },
    });
    app = await buildApp({ config: testConfig(), db, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    proxy.setMode('pass');
    await app.close();
    await db.destroy();
    await proxy.close();
    await database.drop();
  });

  async function timed(url: string) {
    const started = performance.now();
    const response = await app.inject(url);
    return { response, ms: performance.now() - started };
  }

  for (const mode of ['frozen', 'away'] as const) {
    it(`answers 503 with Retry-After within the timeout while the database is ${mode}, then recovers`, async () => {
      expect((await app.inject('/api/orszagok/search/Magyar')).statusCode).toBe(200);
      proxy.setMode(mode);
      try {
        for (const url of [
          '/api/orszagok/search/Magyar',
          '/api/ready',
          '/api/orszagok/search/Aus',
        ]) {
          const { response, ms } = await timed(url);
          expect(response.statusCode, url).toBe(503);
          expect(Number(response.headers['retry-after']), url).toBeGreaterThan(0);
          expect(response.headers['cache-control'], url).toBe('no-store');
          expect(ms, url).toBeLessThan(TIMEOUT_MS + 500);
        }
        // Readiness says why; liveness does not ask the database: the process is fine.
        expect((await app.inject('/api/ready')).json()).toMatchObject({
          status: 'unavailable',
          checks: { database: 'down' },
        });
        const live = await timed('/api/health');
        expect(live.response.statusCode).toBe(200);
        expect(live.ms).toBeLessThan(200);
        const problem = (await app.inject('/api/orszagok/search/Magyar')).json();
        expect(problem).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
        expect(problem.message).not.toMatch(/timeout|terminated|ECONN/i);
      } finally {
        proxy.setMode('pass');
      }
      const recovered = await timed('/api/orszagok/search/Magyar');
      expect(recovered.response.statusCode).toBe(200);
      expect((await app.inject('/api/ready')).statusCode).toBe(200);
    });
  }
});
