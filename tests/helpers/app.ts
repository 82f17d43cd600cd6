/**
 * Builds the portal for a test: the real app on a real database, driven with `inject`.
 * Use `describeOnEachDatabase` so a suite runs on PGlite and on PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { type ServerConfig, loadServerConfig } from '../../src/server/config.ts';
import { trustedTestCa } from './signing.ts';
import {
  DATABASE_KINDS,
  type DatabaseKind,
  type TestDatabase,
  createTestDatabase,
} from './database.ts';

/** A configuration for tests: ENV=test defaults, in-memory data, a fixed session secret. */
export function testConfig(
  overrides: Partial<ServerConfig> = {},
  env: Record<string, string> = {},
): ServerConfig {
  const base = loadServerConfig({
    ENV: 'test',
    API_URL: '/api',
    NTAK_OIDC_ENABLED: 'false',
    FAKE_OIDC: 'false',
    SESSION_SECRET: 'test-session-secret-0123456789abcdef0123456789',
    SIGNATURE_TRUSTED_CAS: trustedTestCa().file,
    ...env,
  });
  return { ...base, dataDir: null, clientDir: 'dist/client', ...overrides };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  kind: DatabaseKind;
}

export async function createTestApp(
  kind: DatabaseKind,
  overrides: Partial<ServerConfig> = {},
  env: Record<string, string> = {},
  clock?: () => Date,
  logStream?: DestinationStream,
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const app = await buildApp({
    config: testConfig(overrides, env),
    db: database.db,
    // Silent unless the test reads the log (at config.logLevel) from a stream of its own.
    ...(logStream ? { logStream } : { logger: false }),
    ...(clock ? { clock } : {}),
  });
  await app.ready();
  return { app, database, kind };
}

export async function closeTestApp(testApp: TestApp): Promise<void> {
  await testApp.app.close();
  await testApp.database.drop();
}

/**
 * Runs a suite once per database kind with a fresh app; `get()` returns the current app.
 */
export function describeOnEachDatabase(
  name: string,
  body: (get: () => TestApp) => void,
  options: {
    overrides?: Partial<ServerConfig>;
    env?: Record<string, string>;
    /** The app's clock (deadline tests); the system clock by default. */
    clock?: () => Date;
    /** Where the app logs (at overrides.logLevel); no log by default. */
    logStream?: DestinationStream;
  } = {},
): void {
  for (const kind of DATABASE_KINDS) {
    describe(`${name} [${kind}]`, () => {
      let current: TestApp | undefined;
      beforeAll(async () => {
        current = await createTestApp(
          kind,
          options.overrides,
          options.env,
          options.clock,
          options.logStream,
        );
      });
      afterAll(async () => {
        if (current) await closeTestApp(current);
      });
      body(() => {
        if (!current) throw new Error('test app not ready');
        return current;
      });
    });
  }
}
