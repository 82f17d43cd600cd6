/**
 * Several processes, one database (issue 14, item 3): two servers compiled by
 * scripts/build-server.mjs and started with node, each on its own port, on one PostgreSQL
 * database with one SESSION_SECRET and one shared upload directory, as two hosts behind a load
 * balancer would run. A user signs in on one and reads and writes (CSRF accepted) on the other;
 * a document uploaded on one downloads from the other; every outbox mail is delivered exactly
 * once although both servers run the delivery job; a rate limit counts requests on both.
 * Then one process with WORKERS=2 (node:cluster, one port) serves requests and drains on SIGTERM.
 * PostgreSQL only: PGlite belongs to one process.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { enqueueMails } from '../../src/server/repositories/outbox.ts';
import { testConfig } from '../helpers/app.ts';
import { DEFAULT_PASSWORD } from '../helpers/auth.ts';
import { LOAN_CALL, SAMPLE_FILES, copyCallsDir } from '../helpers/calls.ts';
import { type TestDatabase, createTestDatabase } from '../helpers/database.ts';
import { createCompany } from '../helpers/master-data.ts';
import { type TestSmtp, startTestSmtp } from '../helpers/smtp.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'portal-two-processes-'));
// Inside the checkout, so the compiled server finds node_modules by walking up.
const BUILD = path.join(ROOT, 'node_modules/.cache/portal-two-processes', path.basename(work));
const SERVER = path.join(BUILD, 'src/server/server.js');
const SECRET = 'one-session-secret-shared-by-every-process-0123';
const SEARCH_LIMIT = 6;

interface Started {
  process: ChildProcess;
  output: () => string;
  base: string;
}

let database: TestDatabase;
let smtp: TestSmtp;
let callsDir: string;
const storageDir = path.join(work, 'documents');
const started: Started[] = [];

function serverEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    API_URL: '/api',
    NTAK_OIDC_ENABLED: 'false',
    FAKE_OIDC: 'false',
    LOG_LEVEL: 'info',
    DATABASE_URL: database.url ?? '',
    SESSION_SECRET: SECRET,
    STORAGE_DIR: storageDir,
    CALLS_DIR: callsDir,
    SMTP_URL: smtp.url,
    MAIL_OUTBOX_INTERVAL_SECONDS: '1',
    SEARCH_RATE_LIMIT_PER_MINUTE: String(SEARCH_LIMIT),
    // The rate-limit check tells clients apart by X-Forwarded-For, as behind a load balancer.
    TRUSTED_PROXY: '127.0.0.1',
    CLIENT_DIR: path.join(work, 'no-client'),
    ...extra,
  };
}

/** Starts the compiled server; resolves once `listeners` workers listen on one port. */
async function start(extra: Record<string, string> = {}, listeners = 1): Promise<Started> {
  let output = '';
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: serverEnv(extra),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const ports = [...output.matchAll(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/g)].map(
      (match) => match[1],
    );
    if (ports.length >= listeners) {
      expect(new Set(ports).size).toBe(1);
      const server = { process: child, output: () => output, base: `http://127.0.0.1:${ports[0]}` };
      started.push(server);
      return server;
    }
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no start within 90 s:\n${output}`);
}

/** The search route, as one client behind the load balancer. */
function search(base: string, client = '198.51.100.77'): Promise<Response> {
  return fetch(`${base}/api/orszagok/search/Magyar`, { headers: { 'x-forwarded-for': client } });
}

/** A browser's cookie jar and anti-forgery header, used against any of the servers. */
class Client {
  readonly jar = new Map<string, string>();
  headerName = 'X-XSRF-TOKEN';

  private keep(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      this.jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
  }

  async request(base: string, url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('cookie', [...this.jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const token = this.jar.get('XSRF-TOKEN');
    if (token) headers.set(this.headerName, decodeURIComponent(token));
    const response = await fetch(`${base}${url}`, { ...init, headers });
    this.keep(response);
    return response;
  }

  async json(base: string, method: string, url: string, body: unknown): Promise<Response> {
    return this.request(base, url, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  async handshake(base: string): Promise<void> {
    const response = await this.request(base, '/api/csrf');
    expect(response.status).toBe(200);
    this.headerName = ((await response.json()) as { headerName: string }).headerName;
  }
}

function stop(server: Started): Promise<number | null> {
  if (server.process.exitCode !== null) return Promise.resolve(server.process.exitCode);
  return new Promise((resolve) => {
    server.process.once('exit', (code) => resolve(code));
    server.process.kill('SIGTERM');
  });
}

beforeAll(async () => {
  database = await createTestDatabase('postgres', { empty: true });
  smtp = await startTestSmtp();
  callsDir = copyCallsDir();
  execFileSync(process.execPath, ['scripts/build-server.mjs', BUILD], {
    cwd: ROOT,
    stdio: 'ignore',
  });
}, 180_000);

afterAll(async () => {
  for (const server of started)
    if (server.process.exitCode === null) server.process.kill('SIGKILL');
  await smtp?.close();
  await database?.drop();
  rmSync(BUILD, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
  rmSync(callsDir, { recursive: true, force: true });
});

describe('two server processes on one PostgreSQL database', () => {
  let a: Started;
  let b: Started;
  let owner: { email: string; applicantId: number };

  beforeAll(async () => {
    // A's start migrates and synchronises the calls; B's start finds them done.
    a = await start();
    b = await start();
    // The test data, written by an app of this process on the same database (not listening).
    const setup = await buildApp({
      config: testConfig({
        callsDir,
        storage: { kind: 'local', dir: storageDir },
        jobs: { supplementDeadlineIntervalMs: 0, mailOutboxIntervalMs: 0 },
        migrateOnStart: false,
      }),
      db: database.db,
      logger: false,
    });
    await setup.ready();
    const company = await createCompany(setup);
    owner = { email: company.owner.email, applicantId: company.applicantId };
    await setup.close();
  }, 150_000);

  afterAll(async () => {
    expect(await stop(a)).toBe(0);
    expect(await stop(b)).toBe(0);
    expect(`${a.output()}${b.output()}`).not.toMatch(/"level":50|Unsupported runtime/);
  });

  it(
    'signs in on one, reads and writes on the other; uploads on one, downloads from the other',
    { timeout: 60_000 },
    async () => {
      const browser = new Client();
      await browser.handshake(a.base);
      const login = await browser.json(a.base, 'POST', '/api/login', {
        email: owner.email,
        password: DEFAULT_PASSWORD,
      });
      expect(login.status).toBe(200);

      // The session and its anti-forgery token signed by A hold on B.
      const current = await browser.request(b.base, '/api/felhasznalok/current');
      expect(current.status).toBe(200);
      expect(await current.json()).toMatchObject({ email: owner.email });

      const call = await database.db
        .selectFrom('palyazati_felhivas')
        .select('id')
        .where('azonosito', '=', LOAN_CALL)
        .executeTakeFirstOrThrow();
      const created = await browser.json(b.base, 'POST', '/api/palyazatok', {
        palyazatiFelhivas: { id: call.id },
        tamogatastIgenylo: { id: owner.applicantId },
      });
      expect(created.status).toBe(201);
      const applicationId = ((await created.json()) as { id: number }).id;
      // …and a write without the token is still refused there.
      const forged = await fetch(`${b.base}/api/palyazatok`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: [...browser.jar].map(([name, value]) => `${name}=${value}`).join('; '),
        },
        body: JSON.stringify({ palyazatiFelhivas: { id: call.id } }),
      });
      expect(forged.status).toBe(403);

      // Upload on A…
      const form = new FormData();
      form.append('file', new Blob([SAMPLE_FILES.pdf], { type: 'application/pdf' }), 'terv.pdf');
      const uploaded = await browser.request(
        a.base,
        `/api/palyazatok/${applicationId}/dokumentumok/UZLETI_TERV`,
        { method: 'POST', body: form },
      );
      expect(uploaded.status).toBe(201);
      const { uuid, sha256 } = (await uploaded.json()) as { uuid: string; sha256: string };
      expect(sha256).toBe(createHash('sha256').update(SAMPLE_FILES.pdf).digest('hex'));
      // …download from B.
      const download = await browser.request(b.base, `/api/dokumentumok/${uuid}/tartalom`);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(SAMPLE_FILES.pdf)).toBe(true);

      // The other way round too: B's session writes are seen by A.
      const list = await browser.request(a.base, `/api/palyazatok/${applicationId}/dokumentumok`);
      expect(list.status).toBe(200);
      expect(((await list.json()) as { dokumentumok: unknown[] }).dokumentumok).toHaveLength(1);
    },
  );

  it(
    'delivers each outbox mail exactly once although both servers run the delivery job',
    { timeout: 60_000 },
    async () => {
      const recipients = Array.from({ length: 20 }, (_, index) => `cimzett${index}@pelda.hu`);
      await enqueueMails(
        database.db,
        recipients.map((recipient) => ({
          applicationId: null,
          recipient,
          name: 'Címzett Teszt',
          language: 'hu' as const,
          template: 'approved',
          params: { application: 'TPP-2026-0001' },
        })),
      );
      const deadline = Date.now() + 30_000;
      const delivered = () =>
        smtp.messages.filter((mail) =>
          recipients.includes(
            mail.to && !Array.isArray(mail.to) ? (mail.to.value[0]?.address ?? '') : '',
          ),
        );
      while (delivered().length < recipients.length && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      // Several more rounds of both jobs: nothing is sent twice.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const addresses = delivered().map((mail) =>
        mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : '',
      );
      expect(addresses.toSorted()).toEqual(recipients.toSorted());
      const rows = await database.db
        .selectFrom('ertesites_kimeno')
        .select(['allapot', 'probalkozasok'])
        .where('cimzett', 'in', recipients)
        .execute();
      expect(rows.every((row) => row.allapot === 'SENT' && row.probalkozasok === 1)).toBe(true);
    },
  );

  it('counts a rate limit across both servers', { timeout: 60_000 }, async () => {
    // One fixed window of a minute for the whole check.
    const intoWindow = Date.now() % 60_000;
    if (intoWindow > 50_000)
      await new Promise((resolve) => setTimeout(resolve, 61_000 - intoWindow));
    const answers: number[] = [];
    for (let index = 0; index < SEARCH_LIMIT; index++)
      answers.push((await search(index % 2 === 0 ? a.base : b.base)).status);
    expect(answers).toEqual(Array.from({ length: SEARCH_LIMIT }, () => 200));
    // Each server saw only half the limit, yet both refuse now.
    expect((await search(a.base)).status).toBe(429);
    const refused = await search(b.base);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client goes on.
    expect((await search(b.base, '198.51.100.78')).status).toBe(200);
  });
});

describe('WORKERS=2: one port, node:cluster', () => {
  it(
    'serves requests from two worker processes and drains them on SIGTERM',
    { timeout: 120_000 },
    async () => {
      const cluster = await start({ WORKERS: '2', SEARCH_RATE_LIMIT_PER_MINUTE: '0' }, 2);
      const workers = execFileSync('ps', ['-o', 'pid=', '--ppid', String(cluster.process.pid)])
        .toString()
        .trim()
        .split(/\s+/);
      expect(workers).toHaveLength(2);
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => fetch(`${cluster.base}/api/health`).then((r) => r.status)),
      );
      expect(answers.every((status) => status === 200)).toBe(true);
      // A session and anti-forgery token made by one worker hold on whichever answers next: a
      // wrong password is 401 every time, never 403 (token refused).
      const browser = new Client();
      await browser.handshake(cluster.base);
      for (let index = 0; index < 4; index++) {
        const login = await browser.json(cluster.base, 'POST', '/api/login', {
          email: 'senki@pelda.hu',
          password: 'nem-ez-a-jelszo',
        });
        expect(login.status).toBe(401);
      }

      // SIGTERM to the primary: the workers drain and exit, then the primary, with 0.
      const inFlight = fetch(`${cluster.base}/api/health`).then((r) => r.status);
      expect(await stop(cluster)).toBe(0);
      expect(await inFlight).toBe(200);
      for (const pid of workers) expect(() => process.kill(Number(pid), 0)).toThrow();
      expect(cluster.output()).toMatch(/shutting down: draining the workers/);
    },
  );
});

describe('a server on another storage than the database’s other servers', () => {
  it('refuses to start and says why', { timeout: 90_000 }, async () => {
    // The servers above started on `storageDir` and left their marker there; this one would
    // keep its uploads where they cannot see them.
    const child = spawn(process.execPath, [SERVER], {
      cwd: ROOT,
      env: serverEnv({ STORAGE_DIR: path.join(work, 'another-host') }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code, output).toBe(1);
    expect(output).toMatch(/refusing to start/);
    expect(output).toMatch(/StorageNotSharedError/);
    // The message names the setting and where this server looked, and the way out.
    expect(output).toContain(`STORAGE_DIR=${path.join(work, 'another-host')}`);
    expect(output).toMatch(/a directory every host mounts/);
    expect(output).not.toMatch(/Server listening/);
  });
});
