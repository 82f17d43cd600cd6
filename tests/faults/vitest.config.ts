/**
 * The fault suite (`npm run test:faults`): slow, real processes and a PostgreSQL cluster of its
 * own, so it is kept out of the ordinary vitest run (its files end in .fault.ts).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'faults',
    environment: 'node',
    include: ['tests/faults/**/*.fault.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    // One server at a time: a PGlite start (initdb and migrations in WebAssembly) beside another
    // server takes minutes on two shared cores.
    fileParallelism: false,
  },
});
