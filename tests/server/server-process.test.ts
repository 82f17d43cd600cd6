/**
 * The real server process: it starts on an empty environment with a fresh data directory,
 * serves /api/health, finishes a request already under way when SIGTERM arrives (answering those
 * that arrive while it drains) and then exits 0;
 * production refuses to start without its keys. No database is shared with the suite, so this runs once, not per database.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-server-'));

function startServer(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: ROOT,
    // Only what the test chooses: no DATABASE_URL, SMTP_URL or secrets of the developer's shell.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out after ${timeoutMs} ms`);
}

/**
 * Starts a sign-in of the demo user whose body is sent in two halves: the request is in flight
 * (headers and half a body read by the server) until `finish` sends the rest. Sign-in reads and
 * writes the database, so an answer after SIGTERM shows the database was still open for it.
 */
async function startSlowSignIn(port: number): Promise<{
  finish: () => void;
  answer: Promise<{ status: number; body: string }>;
}> {
  const csrf = await fetch(`http://127.0.0.1:${port}/api/csrf`);
  const cookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  const token = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '';
  const { headerName } = (await csrf.json()) as { headerName: string };
  const body = JSON.stringify({
    email: 'demo@palyazat.example.hu',
    password: 'Demo-Palyazo-2026!',
  });
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/login',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      cookie: cookies.join('; '),
      [headerName]: token,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  request.flushHeaders();
  return { finish: () => request.end(body.slice(half)), answer };
}

const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('server process', () => {
  it(
    'starts with no configuration, serves /api/health, finishes in-flight work on SIGTERM, exits 0',
    { timeout: 90_000 },
    async () => {
      const started = Date.now();
      const server = startServer({
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        CLIENT_DIR: path.join(dataDir, 'no-client'),
      });
      running.push(server.child);
      const port = await waitFor(() => {
        const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(server.output());
        if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
        return match ? Number(match[1]) : undefined;
      }, 60_000);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      // About 4 s on an idle two-core machine (with the PGlite template, module loading dominates); the limit
      // is generous because CI machines are shared.
      expect(Date.now() - started).toBeLessThan(60_000);

      const signIn = await startSlowSignIn(port);
      // Let the server read the headers and the first half before the signal.
      await new Promise((resolve) => setTimeout(resolve, 300));
      server.child.kill('SIGTERM');
      await waitFor(() => (server.output().includes('shutting down') ? true : undefined), 10_000);
      // Draining (issue 12, fault 11): a request that arrives now is still answered, not reset;
      // the listener closes only once the requests are done.
      const duringDrain = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(duringDrain.status).toBe(200);
      signIn.finish();
      const answer = await signIn.answer;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ email: 'demo@palyazat.example.hu' });

      const code = await Promise.race([
        server.exited,
        new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 15_000)),
      ]);
      expect(code).toBe(0);
    },
  );

  it('refuses to start in production without SMTP_URL', { timeout: 60_000 }, async () => {
    const server = startServer({
      ENV: 'prod',
      API_URL: 'https://palyazat.example.hu/api',
      NTAK_OIDC_ENABLED: 'false',
      FAKE_OIDC: 'false',
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      SESSION_SECRET: 'a-production-session-secret-of-at-least-32-chars',
      PUBLIC_URL: 'https://palyazat.example.hu',
    });
    running.push(server.child);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('SMTP_URL env var is not configured!');
  });
});
