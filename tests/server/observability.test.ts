/**
 * What an operator watches (issue 18, item 3): GET /metrics in the Prometheus format behind
 * METRICS_KEY (404 without a key, 401 with a wrong one), whose values move as requests are
 * answered, labelled by route pattern and never by raw URL; the request id on every log line of
 * a request and in the X-Request-Id answer header; readiness (database, migrations, storage)
 * apart from liveness.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { testConfig } from '../helpers/app.ts';
import { anonymousAgent, createUser } from '../helpers/auth.ts';
import { type TestDatabase, createTestDatabase } from '../helpers/database.ts';

const KEY = 'metrics-key-0123456789abcdef';
const bearer = { authorization: `Bearer ${KEY}` };

/** The value of one sample of the exposition (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[3] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value))
      return Number(match[4]);
  }
  return 0;
}

describe('observability [pglite]', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let storageDir: string;
  const lines: Array<Record<string, unknown> & { raw: string }> = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    storageDir = mkdtempSync(path.join(tmpdir(), 'portal-observability-'));
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const raw of String(chunk).split('\n').filter(Boolean))
          lines.push({ ...(JSON.parse(raw) as Record<string, unknown>), raw });
        done();
      },
    });
    app = await buildApp({
      config: testConfig({
        logLevel: 'info',
        metricsKey: KEY,
        storage: { kind: 'local', dir: storageDir },
      }),
      db: database.db,
      logStream: stream,
    });
    // A route that logs through app.log (as the mail plugin and the jobs do) across an await.
    app.get('/api/test/logs-through-app-log', async () => {
      app.log.info('before the await');
      await new Promise((resolve) => setTimeout(resolve, 5));
      app.log.info('after the await');
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('is ready only with every migration applied and the storage there (503 with Retry-After)', async () => {
    const latest = '0012-outbox-failed';
    await sql`delete from kysely_migration where name = ${latest}`.execute(app.db);
    const pending = await app.inject('/api/ready');
    expect(pending.statusCode).toBe(503);
    expect(Number(pending.headers['retry-after'])).toBeGreaterThan(0);
    expect(pending.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'up', migrations: 'pending', storage: 'up' },
    });
    await sql`insert into kysely_migration (name, timestamp) values (${latest}, ${new Date().toISOString()})`.execute(
      app.db,
    );
    expect((await app.inject('/api/ready')).statusCode).toBe(200);

    rmSync(storageDir, { recursive: true, force: true });
    try {
      const noStorage = await app.inject('/api/ready');
      expect(noStorage.statusCode).toBe(503);
      expect(noStorage.json().checks).toEqual({
        database: 'up',
        migrations: 'applied',
        storage: 'down',
      });
      // Liveness asks nothing of either.
      expect((await app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      mkdirSync(path.join(storageDir, 'objects'), { recursive: true });
      mkdirSync(path.join(storageDir, '.tmp'), { recursive: true });
    }
    expect((await app.inject('/api/ready')).json()).toMatchObject({ status: 'ready' });
  });

  it('hides /metrics without a configured key (404) and refuses a wrong or missing key (401)', async () => {
    const configured = app.config.metricsKey;
    app.config.metricsKey = null;
    try {
      const hidden = await app.inject({ url: '/metrics', headers: bearer });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.body).not.toContain('http_requests_total');
    } finally {
      app.config.metricsKey = configured;
    }
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-key-0123456789abcdef' },
      { authorization: KEY },
      { authorization: `Basic ${Buffer.from(`x:${KEY}`).toString('base64')}` },
    ]) {
      const refused = await app.inject({ url: '/metrics', headers });
      expect(refused.statusCode, JSON.stringify(headers)).toBe(401);
      expect(refused.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(refused.body).not.toContain('http_requests_total');
    }
  });

  it('counts requests and their latency per route pattern, and the process, pools, outbox and jobs', async () => {
    const scrape = async () => {
      const response = await app.inject({ url: '/metrics', headers: bearer });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers['cache-control']).toBe('no-store');
      return response.body;
    };
    const route = {
      method: 'GET',
      route: '/api/orszagok/search/:text',
      status_code: '200',
    };
    const before = await scrape();
    for (const text of ['Magyar', 'Aus', 'Német'])
      expect(
        (await app.inject(`/api/orszagok/search/${encodeURIComponent(text)}`)).statusCode,
      ).toBe(200);
    expect((await app.inject('/api/no/such/route/4711')).statusCode).toBe(404);
    const user = await createUser(app);
    const agent = await anonymousAgent(app);
    expect(
      (await agent.post('/api/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(200);
    const after = await scrape();

    expect(
      sample(after, 'http_requests_total', route) - sample(before, 'http_requests_total', route),
    ).toBe(3);
    expect(
      sample(after, 'http_request_duration_seconds_count', route) -
        sample(before, 'http_request_duration_seconds_count', route),
    ).toBe(3);
    expect(sample(after, 'http_request_duration_seconds_sum', route)).toBeGreaterThan(
      sample(before, 'http_request_duration_seconds_sum', route),
    );
    // Route patterns only: no raw URL, no ids, one series for everything unmatched.
    expect(after).not.toContain('Magyar');
    expect(after).not.toContain('4711');
    expect(
      sample(after, 'http_requests_total', { route: '(unmatched)', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    // The sign-in went through the password admission pool.
    expect(
      sample(after, 'portal_admission_admitted_total', { pool: 'password' }) -
        sample(before, 'portal_admission_admitted_total', { pool: 'password' }),
    ).toBe(1);
    expect(after).toMatch(/^portal_admission_refused_total\{pool="password"\} 0$/m);
    expect(after).toMatch(/^portal_admission_active\{pool="submission"\} 0$/m);
    expect(after).toMatch(/^portal_admission_queued\{pool="password"\} 0$/m);
    expect(
      sample(after, 'portal_admission_limit', { pool: 'password', kind: 'queue' }),
    ).toBeGreaterThan(0);
    // The outbox by state and its lag; the jobs; the process (event-loop lag among them).
    expect(after).toMatch(/^portal_outbox_mails\{state="FAILED"\} 0$/m);
    expect(after).toMatch(/^portal_outbox_oldest_due_seconds 0$/m);
    expect(after).toMatch(/^portal_outbox_failed_total 0$/m);
    expect(after).toMatch(/^portal_job_lag_seconds\{job="mail outbox"\} /m);
    expect(after).toMatch(
      /^portal_job_last_success_timestamp_seconds\{job="supplement deadlines"\} /m,
    );
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(after).toMatch(/^process_resident_memory_bytes \d/m);
    // PGlite has no connection pool.
    expect(after).not.toMatch(/^portal_db_pool_connections\{/m);
  });

  it('echoes a safe X-Request-Id, replaces an unsafe one, and logs every line of the request with it', async () => {
    const id = 'obs-test_0001.a:b';
    const response = await app.inject({
      url: '/api/test/logs-through-app-log',
      headers: { 'x-request-id': id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe(id);

    const ofRequest = lines.filter((line) => line.raw.includes(id));
    expect(ofRequest.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['before the await', 'after the await', 'request completed']),
    );
    // One line per request at info (issue 14): the completed line names the request itself.
    expect(ofRequest.map((line) => line.msg)).not.toContain('incoming request');
    const completed = ofRequest.find((line) => line.msg === 'request completed');
    expect(completed?.req).toMatchObject({ method: 'GET', url: '/api/test/logs-through-app-log' });
    expect(completed?.res).toMatchObject({ statusCode: 200 });
    expect(typeof completed?.responseTime).toBe('number');
    for (const line of ofRequest) {
      expect(line.reqId, line.raw).toBe(id);
      // One reqId per line, whichever logger wrote it.
      expect(line.raw.match(/"reqId"/g)).toHaveLength(1);
    }
    for (const message of ['before the await', 'after the await'])
      expect(lines.filter((line) => line.msg === message).every((line) => line.reqId === id)).toBe(
        true,
      );

    for (const unsafe of ['two words', 'a'.repeat(129), 'line\\nbreak', '<script>']) {
      const answered = await app.inject({
        url: '/api/health',
        headers: { 'x-request-id': unsafe },
      });
      const generated = answered.headers['x-request-id'] as string;
      expect(generated).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(lines.some((line) => line.raw.includes(unsafe))).toBe(false);
    }
    // No incoming id: a new one, different each time; errors carry it too.
    const first = await app.inject('/api/no/such/route');
    const second = await app.inject('/api/no/such/route');
    expect(first.statusCode).toBe(404);
    expect(first.headers['x-request-id']).toBeTruthy();
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});

describe('observability [postgres]', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    app = await buildApp({
      config: testConfig({ metricsKey: KEY }),
      db: database.db,
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('reports the PostgreSQL pool', async () => {
    await app.inject('/api/orszagok/search/Magyar');
    const text = (await app.inject({ url: '/metrics', headers: bearer })).body;
    expect(sample(text, 'portal_db_pool_connections', { state: 'max' })).toBe(10);
    expect(sample(text, 'portal_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(text).toMatch(/^portal_db_pool_connections\{state="waiting"\} \d+$/m);
    expect(text).toMatch(/^portal_db_pool_connections\{state="idle"\} \d+$/m);
  });
});
