/**
 * Unit, component and server tests. Server tests run against both PGlite and the real
 * PostgreSQL server (tests/helpers/database.ts); component tests run in jsdom.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
          setupFiles: ['tests/helpers/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}', 'stories/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/helpers/fail-on-console-error.ts', 'src/client/test/setup-dom.ts'],
        },
      },
    ],
  },
});
