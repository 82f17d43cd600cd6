import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '/work/main/e2e',
  testMatch: 'applications.spec.ts',
  workers: 1,
  timeout: 120_000,
  expect: { timeout: 8_000 },
  reporter: [['list']],
  outputDir: '/tmp/calls-e2e/output',
  use: {
    baseURL: 'http://127.0.0.1:4391',
    browserName: 'chromium',
    locale: 'hu-HU',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
