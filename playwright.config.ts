/**
 * Browser tests against the PRODUCTION build: run `npx vite build` first (the README's test
 * command does), then `npx playwright test`. The web server is the real portal server on port
 * 4173 with ENV=dev and a throw-away embedded database; Chromium is Debian's /usr/bin/chromium.
 *
 * On a machine shared with other runs, E2E_PORT, E2E_CLIENT_DIR (a build made with
 * `npx vite build --outDir <dir>`) and E2E_OUTPUT_DIR keep this run apart from theirs.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { prepareCallsDir } from './e2e/calls-dir.ts';
import { trustedTestCa } from './tests/helpers/signing.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUTPUT_DIR = process.env.E2E_OUTPUT_DIR ?? 'reports';
// Workers load this file again; the environment variable keeps one data directory per run.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
// The shipped calls plus one folder added for e2e/calls.spec.ts (e2e/calls-dir.ts).
process.env.E2E_CALLS_DIR ??= prepareCallsDir();

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  // A shared, loaded machine may need longer (E2E_EXPECT_TIMEOUT_MS); 5 s otherwise.
  expect: { timeout: Number(process.env.E2E_EXPECT_TIMEOUT_MS ?? 5_000) },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: `${OUTPUT_DIR}/playwright.json` }]],
  outputDir: `${OUTPUT_DIR}/playwright-output`,
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    locale: 'hu-HU',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The compiled server of `npm run build` (test-all builds before the browser tests).
    command: 'node dist/server/src/server/server.js',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      ENV: 'dev',
      DATA_DIR: process.env.E2E_DATA_DIR,
      CALLS_DIR: process.env.E2E_CALLS_DIR,
      LOG_LEVEL: 'warn',
      // The test CA the journeys sign final documents with (tests/helpers/signing.ts).
      SIGNATURE_TRUSTED_CAS: trustedTestCa().file,
      // NTAK login against the local fake identity provider (e2e/auth.spec.ts).
      NTAK_OIDC_ENABLED: 'true',
      FAKE_OIDC: 'true',
      NTAK_URL: `http://localhost:${PORT}/fake-oidc`,
      PUBLIC_URL: `http://localhost:${PORT}`,
      // Every test signs the demo user in afresh; the login limit itself is pinned by server tests.
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000',
      // The captcha's proof of work is real in every journey, but at a tenth of the local cost: at
      // 1,000 iterations per attempt it took 22–41 s on a loaded 2-core machine, more than the
      // journeys wait; the cost itself is a configuration value (server tests pin its checks).
      ALTCHA_COST: '100',
      ...(process.env.E2E_CLIENT_DIR ? { CLIENT_DIR: process.env.E2E_CLIENT_DIR } : {}),
    },
  },
});
