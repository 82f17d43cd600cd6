/**
 * Server configuration, validated once at start (fail fast). Local defaults let `npm start` run
 * with no environment at all; ENV=prod gets no defaults and refuses to start without its keys.
 */
import { randomBytes } from 'node:crypto';
import {
  type Environment,
  type RawEnv,
  type RuntimeConfig,
  InvalidConfigError,
  MissingConfigError,
  mapEnvironment,
  optionalValue,
  pickRuntimeKeys,
  readRuntimeConfig,
  requireValue,
} from '../shared/config.ts';

export interface ServerConfig {
  env: Environment;
  /** The allow-listed keys served to the browser, as raw strings. */
  runtimeEnv: Record<string, string | undefined>;
  runtime: RuntimeConfig;
  host: string;
  port: number;
  /** PostgreSQL connection string; null means the embedded PGlite database. */
  databaseUrl: string | null;
  /** Where PGlite keeps its files; null keeps it in memory (tests). */
  dataDir: string | null;
  sessionSecret: string;
  /** Directory of the built client; the server serves it with an SPA fallback when present. */
  clientDir: string;
  /** Milliseconds before a request is answered with 503 by the server itself. */
  requestTimeoutMs: number;
  /** Largest JSON body accepted, in bytes. */
  bodyLimitBytes: number;
  support: { phone: string; email: string; hours: string };
  logLevel: string;
  /** Load demo data (calls, demo applicant) on first start. */
  seedDemoData: boolean;
}

/** Keys with local defaults; they apply only outside production. */
const LOCAL_DEFAULTS: RawEnv = {
  API_URL: '/api',
  NTAK_OIDC_ENABLED: 'false',
  FAKE_OIDC: 'false',
};

function integer(env: RawEnv, key: string, fallback: number): number {
  const raw = optionalValue(env, key);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new InvalidConfigError(key, 'a whole number');
  return value;
}

/** Builds the server configuration from an environment, or throws naming the missing key. */
export function loadServerConfig(source: RawEnv = process.env): ServerConfig {
  const env = mapEnvironment(source.ENV ?? 'local');
  const production = env === 'prod';
  const merged: RawEnv = production
    ? source
    : { ...LOCAL_DEFAULTS, ENV: 'local', ...withoutBlank(source) };
  const runtime = readRuntimeConfig(merged);

  const databaseUrl = production
    ? requireValue(merged, 'DATABASE_URL')
    : optionalValue(merged, 'DATABASE_URL');
  const sessionSecret = production
    ? requireValue(merged, 'SESSION_SECRET')
    : (optionalValue(merged, 'SESSION_SECRET') ?? randomBytes(32).toString('hex'));
  if (sessionSecret.length < 32)
    throw new InvalidConfigError('SESSION_SECRET', 'at least 32 characters');
  if (production && runtime.fakeOidc) {
    throw new InvalidConfigError('FAKE_OIDC', "'false' when ENV=prod");
  }

  return {
    env,
    runtimeEnv: pickRuntimeKeys(merged),
    runtime,
    host: optionalValue(merged, 'HOST') ?? '0.0.0.0',
    port: integer(merged, 'PORT', 3000),
    databaseUrl,
    dataDir: optionalValue(merged, 'DATA_DIR') ?? './data',
    sessionSecret,
    clientDir: optionalValue(merged, 'CLIENT_DIR') ?? 'dist/client',
    requestTimeoutMs: integer(merged, 'REQUEST_TIMEOUT_MS', 30_000),
    bodyLimitBytes: integer(merged, 'BODY_LIMIT_BYTES', 1_048_576),
    support: {
      phone: optionalValue(merged, 'SUPPORT_PHONE') ?? '+36 1 555 0100',
      email: optionalValue(merged, 'SUPPORT_EMAIL') ?? 'ugyfelszolgalat@palyazat.example.hu',
      hours: optionalValue(merged, 'SUPPORT_HOURS') ?? '8:00-18:00',
    },
    logLevel: optionalValue(merged, 'LOG_LEVEL') ?? (env === 'test' ? 'warn' : 'info'),
    seedDemoData:
      (optionalValue(merged, 'SEED_DEMO_DATA') ?? (production ? 'false' : 'true')) === 'true',
  };
}

function withoutBlank(source: RawEnv): RawEnv {
  return Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
}

export { MissingConfigError };
