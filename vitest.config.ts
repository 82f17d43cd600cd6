/**
 * Unit, component and server tests. Server tests run against both PGlite and the real
 * PostgreSQL server (tests/helpers/database.ts); component tests run in jsdom.
 */
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const DOM_TESTS = ['src/client/**/*.test.{ts,tsx}', 'stories/**/*.test.{ts,tsx}'];
const DOM_SETUP = ['tests/helpers/fail-on-console-error.ts', 'src/client/test/setup-dom.ts'];
/** Component tests that need a fresh environment: every one that calls vi.mock (tests/dom-isolation.test.ts fails when one is missing here), and the few listed with their reason. */
export const DOM_TESTS_WITH_MODULE_MOCKS = [
  'src/client/app/shell/app-shell.test.tsx',
  'src/client/components/form/schema-form.value-flow.test.tsx',
  'src/client/features/auth/two-factor-page.test.tsx',
  'src/client/features/backoffice/components/contract-completion-panel.test.tsx',
  'src/client/session/session-gate.test.tsx',
  // Not module mocks. The toaster is a singleton whose host stays in the shared window, with
  // the toasts an earlier file showed: the action panel's test (every button in the document)
  // once found a toast's close button, and the toaster's own test waited on a clear that had
  // other files' toasts to remove. Isolated until toasts are cleared between files.
  'src/client/features/backoffice/components/action-panel.test.tsx',
  'src/client/lib/toaster.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  test: {
    // Server suites each create and drop their own databases; two cores, two workers.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/shared/**/*.test.ts',
            'src/server/**/*.test.ts',
            'machines/**/*.test.ts',
            'schemas/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, 'tests/server/**'],
          setupFiles: ['tests/helpers/fail-on-console-error.ts'],
        },
      },
      {
        // The suites on real databases, apart so that `npm run test:quick` can leave them out and
        // the migrated templates they copy are built only when one of them runs.
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          setupFiles: ['tests/helpers/fail-on-console-error.ts'],
        },
      },
      {
        // Component tests share one jsdom and one module cache per worker (isolate: false):
        // with a fresh environment per file, importing React, Blueprint, rjsf and the pages again
        // for each of ~55 files was most of `npm run test:quick` (see docs/decisions/0034). Each
        // file still starts clean (src/client/test/reset-between-files.ts).
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          isolate: false,
          include: DOM_TESTS,
          exclude: [...configDefaults.exclude, ...DOM_TESTS_WITH_MODULE_MOCKS],
          setupFiles: [...DOM_SETUP, 'src/client/test/reset-between-files.ts'],
        },
      },
      {
        // vi.mock replaces a module for one file only if that file loads it first: these keep
        // their own environment and module cache.
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          include: DOM_TESTS_WITH_MODULE_MOCKS,
          setupFiles: DOM_SETUP,
        },
      },
    ],
  },
});
