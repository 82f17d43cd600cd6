/**
 * The production start, as an operator runs it (README "Run in production"): the server compiled
 * by scripts/build-server.mjs (the step of `npm run build`), copied with package.json and the lock
 * file to a directory of its own, devDependencies removed with `npm prune --omit=dev`, then
 * `npm run migrate`, then `npm run start:prod` (node on the compiled JavaScript, no build, no
 * tsx) with ENV=prod on a PostgreSQL database of its own; a user signs in through the API. Runs
 * on PostgreSQL only: PGlite is not a production database.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password.ts';
import { insertUser } from '../../src/server/repositories/users.ts';
import { type TestDatabase, createTestDatabase } from '../helpers/database.ts';
import { trustedTestCa } from '../helpers/signing.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'portal-production-'));
const appDir = path.join(work, 'app');
const EMAIL = 'uzemelteto@pelda.hu';
const PASSWORD = 'Kék-Tulipán-2026!';

let database: TestDatabase;
let server: ChildProcess | undefined;
let output = '';

/** Copies node_modules as hard links (fast, no download); prune then removes directories only. */
function copyInstalledPackages(): void {
  // The real directory: a checkout whose node_modules is a link to another's must not copy the
  // link, or the prune below would empty the other checkout's devDependencies.
  const installed = realpathSync(path.join(ROOT, 'node_modules'));
  execFileSync('cp', ['-al', installed, path.join(appDir, 'node_modules')]);
  // npm rewrites its record of the tree (when there is one): give the copy its own file instead
  // of a link to ours.
  const record = path.join(appDir, 'node_modules/.package-lock.json');
  rmSync(record, { force: true });
  const ours = path.join(installed, '.package-lock.json');
  if (existsSync(ours)) copyFileSync(ours, record);
}

async function waitForPort(timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
    if (match) return Number(match[1]);
    if (server?.exitCode !== null) throw new Error(`server exited:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no start within ${timeoutMs} ms:\n${output}`);
}

beforeAll(async () => {
  database = await createTestDatabase('postgres', { empty: true });
  mkdirSync(appDir, { recursive: true });
  execFileSync(process.execPath, ['scripts/build-server.mjs', path.join(appDir, 'dist/server')], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  for (const file of ['package.json', 'package-lock.json'])
    copyFileSync(path.join(ROOT, file), path.join(appDir, file));
  copyInstalledPackages();
  execFileSync('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund', '--offline'], {
    cwd: appDir,
    stdio: 'ignore',
  });
}, 180_000);

afterAll(async () => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
  await database?.drop();
  rmSync(work, { recursive: true, force: true });
});

describe('production start from a pruned copy', () => {
  it('has no devDependency left in the copy', () => {
    // (typescript stays: i18next and react-i18next name it as a peer dependency.)
    for (const devDependency of ['tsx', 'vite', 'vitest', '@playwright/test', 'prettier'])
      expect(existsSync(path.join(appDir, 'node_modules', devDependency))).toBe(false);
    for (const dependency of ['fastify', 'argon2', 'dejavu-fonts-ttf'])
      expect(existsSync(path.join(appDir, 'node_modules', dependency))).toBe(true);
  });

  it(
    'starts with node on the compiled server, ENV=prod on PostgreSQL, and signs a user in',
    { timeout: 120_000 },
    async () => {
      // Only the production keys: nothing of the developer's shell.
      const productionEnv = {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ENV: 'prod',
        HOST: '127.0.0.1',
        PORT: '0',
        API_URL: '/api',
        NTAK_OIDC_ENABLED: 'false',
        FAKE_OIDC: 'false',
        DATABASE_URL: database.url ?? '',
        SESSION_SECRET: 'a-production-session-secret-of-at-least-32-chars',
        PUBLIC_URL: 'https://palyazat.example.hu',
        // Nothing listens there: signing in sends no mail.
        SMTP_URL: 'smtp://127.0.0.1:9',
        STORAGE_DIR: path.join(work, 'documents'),
        // Required in production: the CAs whose signatures step 3 of a submission trusts.
        SIGNATURE_TRUSTED_CAS: trustedTestCa().file,
        LOG_LEVEL: 'info',
      };
      // Production's order: `npm run migrate` as a release step, then the servers
      // (MIGRATE_ON_START is false by default with ENV=prod).
      const migrate = execFileSync('npm', ['run', 'migrate', '--silent'], {
        cwd: appDir,
        env: productionEnv,
      }).toString();
      expect(migrate).toMatch(/database ready: migrations applied; calls 3 added/);
      server = spawn('npm', ['run', 'start:prod', '--silent'], {
        cwd: appDir,
        detached: true,
        env: productionEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const port = await waitForPort(90_000);
      const base = `http://127.0.0.1:${port}`;

      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      // Node 24 is a runtime every dependency accepts: no warning at start.
      expect(output).not.toMatch(/Unsupported runtime|Warning:/);
      // The process is node on the compiled output, not tsx or the TypeScript sources.
      const command = execFileSync('ps', ['-o', 'args=', '--ppid', String(server.pid)])
        .toString()
        .trim();
      expect(command).toMatch(/node(\S*)? dist\/server\/src\/server\/server\.js/);

      await insertUser(database.db, {
        name: 'Üzemeltető Teszt',
        email: EMAIL,
        passwordHash: await hashPassword(PASSWORD),
        roles: [],
        language: 'hu',
        termsAccepted: true,
        twoFactorStatus: 'UNREGISTERED',
      });
      // One cookie jar: sign-in replaces the anonymous session and its token.
      const jar = new Map<string, string>();
      const keep = (response: Response) => {
        for (const cookie of response.headers.getSetCookie()) {
          const [pair = ''] = cookie.split(';');
          const index = pair.indexOf('=');
          jar.set(pair.slice(0, index), pair.slice(index + 1));
        }
      };
      const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const csrf = await fetch(`${base}/api/csrf`);
      keep(csrf);
      const { headerName } = (await csrf.json()) as { headerName: string };
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: cookieHeader(),
          [headerName]: decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
        },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      });
      expect(login.status).toBe(200);
      keep(login);
      const current = await fetch(`${base}/api/felhasznalok/current`, {
        headers: { cookie: cookieHeader() },
      });
      expect(current.status).toBe(200);
      expect(await current.json()).toMatchObject({ email: EMAIL });
    },
  );
});
