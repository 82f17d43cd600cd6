/**
 * Server configuration, validated once at start (fail fast). Local defaults let `npm start` run
 * with no environment at all; ENV=prod gets no defaults and refuses to start without its keys.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
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
import { type AuthConfig, loadAuthConfig } from './auth/config.ts';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './db/database.ts';

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
  /**
   * PGLITE_TEMPLATE (default dist/pglite-template, written by `npm run build`; `none`
   * turns it off): the pre-initialised cluster a new PGlite DATA_DIR is unpacked from.
   */
  pgliteTemplate: string | null;
  sessionSecret: string;
  /**
   * WORKERS: server processes behind one port (node:cluster; src/server/server.ts). Default:
   * the number of cores in production, 1 elsewhere; always 1 on PGlite, which belongs to one
   * process (more is refused at start). With more than one, SESSION_SECRET must be set.
   */
  workers: number;
  /** DATABASE_POOL_SIZE (default 10): PostgreSQL connections of each process. */
  databasePoolSize: number;
  /** Directory of the built client; the server serves it with an SPA fallback when present. */
  clientDir: string;
  /** Milliseconds before a request is answered with 503 by the server itself. */
  requestTimeoutMs: number;
  /** Largest JSON body accepted, in bytes. */
  bodyLimitBytes: number;
  /**
   * TRUSTED_PROXY: the reverse proxies (comma-separated addresses) whose X-Forwarded-For gives
   * the client address; false trusts nobody's.
   */
  trustedProxy: string[] | false;
  support: { phone: string; email: string; hours: string };
  logLevel: string;
  /** Load demo data (calls, demo applicant) on first start. */
  seedDemoData: boolean;
  /** Sessions, sign-in limits, captcha and NTAK login (src/server/auth/config.ts). */
  auth: AuthConfig;
  /** SMTP server (SMTP_URL, e.g. smtp://127.0.0.1:2525); null keeps mail in the built-in mailbox. */
  smtpUrl: string | null;
  /** Sender of every mail (MAIL_FROM). */
  mailFrom: string;
  /** Funding call folders (CALLS_DIR, default schemas/calls); validated and synchronised at start. */
  callsDir: string;
  /**
   * MIGRATE_ON_START (default true, false in prod): migrations, reference data and call
   * synchronisation at start; when false, `npm run migrate` does them and the start only checks.
   */
  migrateOnStart: boolean;
  /** Document storage (src/server/storage): a local directory, or S3-compatible object storage. */
  storage: StorageConfig;
  /**
   * SIGNATURE_TRUSTED_CAS: comma-separated paths of PEM files with the CA certificates a signed
   * final document's signer must chain to (AVDH and the qualified providers in production;
   * required there). Empty elsewhere unless set: then every signature is refused as untrusted.
   */
  signatureTrustedCas: string[];
  /**
   * Deadline reminders (issue 16): DEADLINE_REMINDER_DAYS (default 3) days before a call's end
   * or a supplement's deadline; checked every DEADLINE_REMINDER_CHECK_SECONDS (default 3600,
   * off under ENV=test unless set; 0 turns it off).
   */
  reminders: { daysBefore: number; intervalMs: number };
  /**
   * Upload limits in bytes: UPLOAD_MAX_MB (default 12) and UPLOAD_LARGE_FILE_MAX_MB (default 50);
   * UPLOAD_DEADLINE_GRACE_MINUTES (default 10): how long after a deadline an upload begun before
   * it may still end.
   */
  uploads: { maxFileBytes: number; largeFileMaxBytes: number; deadlineGraceMs: number };
  /**
   * Background jobs of the lifecycle, 0 turns one off: the supplement deadline sweep
   * (SUPPLEMENT_DEADLINE_CHECK_SECONDS, default 60) and the mail outbox delivery
   * (MAIL_OUTBOX_INTERVAL_SECONDS, default 15), and the removal of expired sessions
   * (SESSION_CLEANUP_INTERVAL_SECONDS, default 300; batches of 1,000 rows), off the sign-in path.
   */
  jobs: {
    supplementDeadlineIntervalMs: number;
    mailOutboxIntervalMs: number;
    /** Absent (a test overriding `jobs`): off. */
    sessionCleanupIntervalMs?: number;
    /**
     * RATE_LIMIT_CLEANUP_INTERVAL_SECONDS (default 3600): how often the rate-limit counters of
     * windows that ended over a day ago are deleted. Absent (a test overriding `jobs`): off.
     */
    rateLimitCleanupIntervalMs?: number;
    /**
     * Draft retention (docs/decisions/0025): DRAFT_RETENTION_DAYS (default 730; 0 keeps drafts
     * forever) — applications never submitted and unchanged for longer are deleted with their
     * documents, checked every DRAFT_RETENTION_CHECK_SECONDS (default 86400, off under ENV=test
     * unless set). Absent (a test overriding `jobs`): off.
     */
    draftRetentionDays?: number;
    draftRetentionIntervalMs?: number;
    /**
     * Deletion of organisation invitations that expired unaccepted
     * (INVITE_CLEANUP_INTERVAL_SECONDS, default 3600). Absent (a test overriding `jobs`): off.
     */
    inviteCleanupIntervalMs?: number;
  };
  /**
   * PostgreSQL time limits (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS,
   * DATABASE_QUERY_TIMEOUT_MS): beyond them a request is answered 503 with Retry-After.
   */
  databaseTimeouts: DatabaseTimeouts;
  /**
   * Sizes of the admission pools (plugins/admission.ts, docs/decisions/0020).
   * ARGON2_VERIFY_PER_SECOND: the argon2 verifications this process completes per second, the
   * first estimate until sign-ins have been observed; 0 (default): none, the sign-in queue follows
   * the rate it observes from the first sign-ins (docs/decisions/0051).
   * ADMISSION_PASSWORD_CONCURRENCY / ADMISSION_SUBMISSION_CONCURRENCY: sign-ins and submissions
   * run at once; 0 (default) derives them from the machine (libuv threads, cores, the pool).
   */
  admissionSizing: {
    argon2VerifyPerSecond: number;
    passwordConcurrency: number;
    submissionConcurrency: number;
  };
  /**
   * Requests per minute and client address (0: no limit): every API route
   * (API_RATE_LIMIT_PER_MINUTE, default 3000) and the search routes (SEARCH_RATE_LIMIT_PER_MINUTE,
   * default 300).
   */
  apiRateLimits: { perMinute: number; searchPerMinute: number };
  /** clamd for virus scanning (CLAMAV_HOST, CLAMAV_PORT); null leaves documents NOT_SCANNED. */
  clamav: { host: string; port: number; timeoutMs: number } | null;
  /**
   * METRICS_KEY: the bearer token GET /metrics asks for (at least 16 characters); null (the
   * default) hides the endpoint (404).
   */
  metricsKey: string | null;
  /**
   * OUTBOX_MAX_ATTEMPTS (default 8): a status mail not delivered after this many attempts is
   * marked FAILED, no longer retried, and listed for ADMIN staff in the back office.
   */
  outboxMaxAttempts: number;
}

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      endpoint: string;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

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
  const workers = loadWorkers(merged, production, databaseUrl);
  // Every process (and host) must sign and check sessions and CSRF tokens with one secret: a
  // per-process random one would answer another worker's requests with 401/403.
  const sessionSecret =
    production || workers > 1
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
    pgliteTemplate: pgliteTemplate(optionalValue(merged, 'PGLITE_TEMPLATE')),
    sessionSecret,
    workers,
    databasePoolSize: positiveInteger(merged, 'DATABASE_POOL_SIZE', 10),
    clientDir: optionalValue(merged, 'CLIENT_DIR') ?? 'dist/client',
    requestTimeoutMs: integer(merged, 'REQUEST_TIMEOUT_MS', 30_000),
    // The largest form body (texts of at most 20,000 characters) is far below this; parsing a
    // JSON body costs time with its size (70,000 keys in 1 MB: 140-190 ms here), so a larger
    // one is refused before it is read in full (docs/decisions/0033).
    bodyLimitBytes: integer(merged, 'BODY_LIMIT_BYTES', 262_144),
    trustedProxy: optionalValue(merged, 'TRUSTED_PROXY')?.split(',') ?? false,
    support: {
      phone: optionalValue(merged, 'SUPPORT_PHONE') ?? '+36 1 555 0100',
      email: optionalValue(merged, 'SUPPORT_EMAIL') ?? 'ugyfelszolgalat@palyazat.example.hu',
      hours: optionalValue(merged, 'SUPPORT_HOURS') ?? '8:00-18:00',
    },
    logLevel: optionalValue(merged, 'LOG_LEVEL') ?? (env === 'test' ? 'warn' : 'info'),
    seedDemoData:
      (optionalValue(merged, 'SEED_DEMO_DATA') ?? (production ? 'false' : 'true')) === 'true',
    auth: loadAuthConfig(merged, env),
    // Production must really deliver mail; elsewhere it may stay in the built-in mailbox.
    smtpUrl: production ? requireValue(merged, 'SMTP_URL') : optionalValue(merged, 'SMTP_URL'),
    mailFrom:
      optionalValue(merged, 'MAIL_FROM') ??
      'Turisztikai Pályázati Portál <noreply@palyazat.example.hu>',
    callsDir: optionalValue(merged, 'CALLS_DIR') ?? DEFAULT_CALLS_DIR,
    migrateOnStart:
      (optionalValue(merged, 'MIGRATE_ON_START') ?? (production ? 'false' : 'true')) === 'true',
    storage: loadStorageConfig(merged, env),
    signatureTrustedCas: (production
      ? requireValue(merged, 'SIGNATURE_TRUSTED_CAS')
      : (optionalValue(merged, 'SIGNATURE_TRUSTED_CAS') ?? '')
    )
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
    reminders: {
      daysBefore: integer(merged, 'DEADLINE_REMINDER_DAYS', 3),
      intervalMs:
        integer(merged, 'DEADLINE_REMINDER_CHECK_SECONDS', env === 'test' ? 0 : 3600) * 1000,
    },
    uploads: {
      maxFileBytes: integer(merged, 'UPLOAD_MAX_MB', 12) * 1024 * 1024,
      largeFileMaxBytes: integer(merged, 'UPLOAD_LARGE_FILE_MAX_MB', 50) * 1024 * 1024,
      deadlineGraceMs: integer(merged, 'UPLOAD_DEADLINE_GRACE_MINUTES', 10) * 60_000,
    },
    jobs: {
      supplementDeadlineIntervalMs: integer(merged, 'SUPPLEMENT_DEADLINE_CHECK_SECONDS', 60) * 1000,
      mailOutboxIntervalMs: integer(merged, 'MAIL_OUTBOX_INTERVAL_SECONDS', 15) * 1000,
      sessionCleanupIntervalMs: integer(merged, 'SESSION_CLEANUP_INTERVAL_SECONDS', 300) * 1000,
      rateLimitCleanupIntervalMs:
        integer(merged, 'RATE_LIMIT_CLEANUP_INTERVAL_SECONDS', 3_600) * 1000,
      draftRetentionDays: integer(merged, 'DRAFT_RETENTION_DAYS', 730),
      draftRetentionIntervalMs:
        integer(merged, 'DRAFT_RETENTION_CHECK_SECONDS', env === 'test' ? 0 : 86_400) * 1000,
      inviteCleanupIntervalMs: integer(merged, 'INVITE_CLEANUP_INTERVAL_SECONDS', 3600) * 1000,
    },
    databaseTimeouts: loadDatabaseTimeouts(merged),
    admissionSizing: {
      argon2VerifyPerSecond: integer(merged, 'ARGON2_VERIFY_PER_SECOND', 0),
      passwordConcurrency: integer(merged, 'ADMISSION_PASSWORD_CONCURRENCY', 0),
      submissionConcurrency: integer(merged, 'ADMISSION_SUBMISSION_CONCURRENCY', 0),
    },
    apiRateLimits: {
      perMinute: integer(merged, 'API_RATE_LIMIT_PER_MINUTE', 3_000),
      searchPerMinute: integer(merged, 'SEARCH_RATE_LIMIT_PER_MINUTE', 300),
    },
    clamav: optionalValue(merged, 'CLAMAV_HOST')
      ? {
          host: requireValue(merged, 'CLAMAV_HOST'),
          port: integer(merged, 'CLAMAV_PORT', 3310),
          timeoutMs: integer(merged, 'CLAMAV_TIMEOUT_MS', 60_000),
        }
      : null,
    metricsKey: metricsKey(optionalValue(merged, 'METRICS_KEY')),
    outboxMaxAttempts: positiveInteger(merged, 'OUTBOX_MAX_ATTEMPTS', 8),
  };
}

function metricsKey(value: string | null): string | null {
  if (value !== null && value.length < 16)
    throw new InvalidConfigError('METRICS_KEY', 'at least 16 characters');
  return value;
}

function positiveInteger(env: RawEnv, key: string, fallback: number): number {
  const value = integer(env, key, fallback);
  if (value < 1) throw new InvalidConfigError(key, 'a positive whole number');
  return value;
}

/** WORKERS (see ServerConfig.workers). */
function loadWorkers(env: RawEnv, production: boolean, databaseUrl: string | null): number {
  const requested = optionalValue(env, 'WORKERS');
  if (databaseUrl === null) {
    if (requested !== null && positiveInteger(env, 'WORKERS', 1) > 1) {
      throw new InvalidConfigError(
        'WORKERS',
        '1 with the embedded PGlite database, which belongs to one process (set DATABASE_URL to a PostgreSQL server to run several workers)',
      );
    }
    return 1;
  }
  return positiveInteger(env, 'WORKERS', production ? availableParallelism() : 1);
}

/**
 * Each limit a positive number of milliseconds; the client-side query limit at least the server's
 * statement_timeout, so a slow query is cancelled by PostgreSQL (which keeps the connection)
 * before the client gives the connection up.
 */
function loadDatabaseTimeouts(env: RawEnv): DatabaseTimeouts {
  const positive = (key: string, fallback: number) => {
    const value = integer(env, key, fallback);
    if (value < 1) throw new InvalidConfigError(key, 'a positive whole number of milliseconds');
    return value;
  };
  const statementMs = positive(
    'DATABASE_STATEMENT_TIMEOUT_MS',
    DEFAULT_DATABASE_TIMEOUTS.statementMs,
  );
  const timeouts = {
    connectMs: positive('DATABASE_CONNECT_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUTS.connectMs),
    statementMs,
    queryMs: positive(
      'DATABASE_QUERY_TIMEOUT_MS',
      Math.max(DEFAULT_DATABASE_TIMEOUTS.queryMs, statementMs + 1_000),
    ),
  };
  if (timeouts.queryMs < timeouts.statementMs) {
    throw new InvalidConfigError(
      'DATABASE_QUERY_TIMEOUT_MS',
      'at least DATABASE_STATEMENT_TIMEOUT_MS',
    );
  }
  return timeouts;
}

/**
 * Where `npm run build` writes the PGlite template (scripts/build-pglite-template.ts): like
 * CLIENT_DIR, relative to the working directory, so the compiled server (dist/server) finds it too.
 */
export const DEFAULT_PGLITE_TEMPLATE = path.resolve('dist/pglite-template');

function pgliteTemplate(value: string | null): string | null {
  if (value === 'none') return null;
  return value ?? DEFAULT_PGLITE_TEMPLATE;
}

/** schemas/calls of this checkout. */
const DEFAULT_CALLS_DIR = path.resolve(import.meta.dirname, '../../schemas/calls');

/** S3_BUCKET switches to object storage (all S3_* keys then required); else STORAGE_DIR. */
function loadStorageConfig(env: RawEnv, environment: Environment): StorageConfig {
  if (optionalValue(env, 'S3_BUCKET')) {
    return {
      kind: 's3',
      endpoint: requireValue(env, 'S3_ENDPOINT'),
      region: optionalValue(env, 'S3_REGION') ?? 'us-east-1',
      bucket: requireValue(env, 'S3_BUCKET'),
      accessKeyId: requireValue(env, 'S3_ACCESS_KEY_ID'),
      secretAccessKey: requireValue(env, 'S3_SECRET_ACCESS_KEY'),
    };
  }
  const fallback =
    environment === 'test'
      ? path.join(tmpdir(), `portal-test-documents-${process.pid}`)
      : path.join(optionalValue(env, 'DATA_DIR') ?? './data', 'documents');
  return { kind: 'local', dir: optionalValue(env, 'STORAGE_DIR') ?? fallback };
}

function withoutBlank(source: RawEnv): RawEnv {
  return Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
}

export { MissingConfigError };
