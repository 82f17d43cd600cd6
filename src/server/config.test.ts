import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadServerConfig } from './config.ts';

/**
 * A complete production environment; each test removes one key from it. A feature that adds a
 * production-only required key adds it here too.
 */
const PRODUCTION = {
  ENV: 'prod',
  API_URL: 'https://palyazat.example.hu/api',
  NTAK_OIDC_ENABLED: 'false',
  FAKE_OIDC: 'false',
  DATABASE_URL: 'postgres://portal@db.example.hu/portal',
  SESSION_SECRET: 'a-production-session-secret-of-at-least-32-chars',
  SMTP_URL: 'smtp://mail.example.hu:587',
  PUBLIC_URL: 'https://palyazat.example.hu',
  SIGNATURE_TRUSTED_CAS: '/etc/portal/avdh-ca.pem',
} as const;

describe('server configuration', () => {
  it('starts locally with an empty environment', () => {
    const config = loadServerConfig({});
    expect(config.env).toBe('local');
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.dataDir).toBe('./data');
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.smtpUrl).toBeNull();
    expect(config.mailFrom).toContain('@');
    expect(config.runtime).toMatchObject({ apiUrl: '/api', env: 'local', fakeOidc: false });
    expect(config.bodyLimitBytes).toBeGreaterThan(0);
    expect(config.requestTimeoutMs).toBeGreaterThan(0);
  });

  it('accepts a complete production environment', () => {
    const config = loadServerConfig(PRODUCTION);
    expect(config.env).toBe('prod');
    expect(config.databaseUrl).toBe(PRODUCTION.DATABASE_URL);
    expect(config.smtpUrl).toBe(PRODUCTION.SMTP_URL);
    expect(config.seedDemoData).toBe(false);
  });

  it.each(Object.keys(PRODUCTION).filter((key) => key !== 'ENV'))(
    'refuses ENV=prod without %s',
    (key) => {
      const env: Record<string, string | undefined> = { ...PRODUCTION, [key]: undefined };
      expect(() => loadServerConfig(env)).toThrow(`${key} env var is not configured!`);
    },
  );

  it('refuses ENV=production without SMTP_URL with the exact message', () => {
    const { SMTP_URL: _omitted, ...env } = PRODUCTION;
    expect(() => loadServerConfig({ ...env, ENV: 'production' })).toThrow(
      'SMTP_URL env var is not configured!',
    );
  });

  it('refuses a short session secret and the fake identity provider in production', () => {
    expect(() => loadServerConfig({ ...PRODUCTION, SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET/,
    );
    expect(() => loadServerConfig({ ...PRODUCTION, FAKE_OIDC: 'true' })).toThrow(/FAKE_OIDC/);
  });

  it('refuses numbers that are not whole numbers', () => {
    expect(() => loadServerConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('reads the upload grace period and the job intervals, 10 minutes / 60 s / 15 s by default', () => {
    expect(loadServerConfig({}).uploads.deadlineGraceMs).toBe(10 * 60_000);
    expect(loadServerConfig({}).jobs).toEqual({
      supplementDeadlineIntervalMs: 60_000,
      mailOutboxIntervalMs: 15_000,
      sessionCleanupIntervalMs: 300_000,
      rateLimitCleanupIntervalMs: 3_600_000,
      draftRetentionDays: 730,
      draftRetentionIntervalMs: 86_400_000,
      inviteCleanupIntervalMs: 3_600_000,
    });
    const custom = loadServerConfig({
      UPLOAD_DEADLINE_GRACE_MINUTES: '3',
      SUPPLEMENT_DEADLINE_CHECK_SECONDS: '0',
      MAIL_OUTBOX_INTERVAL_SECONDS: '5',
    });
    expect(custom.uploads.deadlineGraceMs).toBe(3 * 60_000);
    expect(custom.jobs).toMatchObject({
      supplementDeadlineIntervalMs: 0,
      mailOutboxIntervalMs: 5000,
    });
    expect(
      loadServerConfig({ DRAFT_RETENTION_DAYS: '0', DRAFT_RETENTION_CHECK_SECONDS: '60' }).jobs,
    ).toMatchObject({ draftRetentionDays: 0, draftRetentionIntervalMs: 60_000 });
    expect(loadServerConfig({ ENV: 'test' }).jobs.draftRetentionIntervalMs).toBe(0);
    expect(
      loadServerConfig({ RATE_LIMIT_CLEANUP_INTERVAL_SECONDS: '0' }).jobs
        .rateLimitCleanupIntervalMs,
    ).toBe(0);
    expect(() => loadServerConfig({ UPLOAD_DEADLINE_GRACE_MINUTES: 'tíz' })).toThrow(
      /UPLOAD_DEADLINE_GRACE_MINUTES/,
    );
  });

  it('serves the browser only the allow-listed keys', () => {
    const config = loadServerConfig({ ...PRODUCTION });
    expect(Object.keys(config.runtimeEnv).toSorted()).toEqual(
      [
        'API_URL',
        'ENV',
        'FAKE_OIDC',
        'NTAK_OIDC_ENABLED',
        'NTAK_URL',
        'RECAPTCHA_SITE_KEY',
      ].toSorted(),
    );
    expect(JSON.stringify(config.runtimeEnv)).not.toContain(PRODUCTION.SESSION_SECRET);
    expect(JSON.stringify(config.runtimeEnv)).not.toContain(PRODUCTION.DATABASE_URL);
  });

  it('reads TRUSTED_PROXY here, not where the app is built: none by default, else the list', () => {
    expect(loadServerConfig({}).trustedProxy).toBe(false);
    expect(loadServerConfig({ ...PRODUCTION }).trustedProxy).toBe(false);
    expect(loadServerConfig({ TRUSTED_PROXY: '10.0.0.1,10.0.0.2' }).trustedProxy).toEqual([
      '10.0.0.1',
      '10.0.0.2',
    ]);
  });

  it('reads SMTP_URL and MAIL_FROM outside production', () => {
    const config = loadServerConfig({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Portál <p@x.hu>',
    });
    expect(config.smtpUrl).toBe('smtp://127.0.0.1:2525');
    expect(config.mailFrom).toBe('Portál <p@x.hu>');
  });
});

describe('several workers (WORKERS, DATABASE_POOL_SIZE)', () => {
  const POSTGRES = 'postgres://portal@127.0.0.1/portal';

  it('runs one worker outside production and one per core in production, 10 connections each', () => {
    expect(loadServerConfig({}).workers).toBe(1);
    expect(loadServerConfig({ DATABASE_URL: POSTGRES }).workers).toBe(1);
    const production = loadServerConfig(PRODUCTION);
    expect(production.workers).toBe(availableParallelism());
    expect(production.databasePoolSize).toBe(10);
    const configured = loadServerConfig({ ...PRODUCTION, WORKERS: '3', DATABASE_POOL_SIZE: '4' });
    expect(configured).toMatchObject({ workers: 3, databasePoolSize: 4 });
  });

  it('refuses more than one worker on PGlite, which belongs to one process', () => {
    expect(() => loadServerConfig({ WORKERS: '2' })).toThrow(
      /WORKERS env var is invalid: expected 1 with the embedded PGlite database/,
    );
    expect(loadServerConfig({ WORKERS: '1' }).workers).toBe(1);
  });

  it('wants SESSION_SECRET set whenever several workers share the sessions', () => {
    expect(() => loadServerConfig({ DATABASE_URL: POSTGRES, WORKERS: '2' })).toThrow(
      'SESSION_SECRET env var is not configured!',
    );
    const config = loadServerConfig({
      DATABASE_URL: POSTGRES,
      WORKERS: '2',
      SESSION_SECRET: PRODUCTION.SESSION_SECRET,
    });
    expect(config).toMatchObject({ workers: 2, sessionSecret: PRODUCTION.SESSION_SECRET });
  });

  it('refuses zero and words', () => {
    for (const [key, value] of [
      ['WORKERS', '0'],
      ['WORKERS', 'many'],
      ['DATABASE_POOL_SIZE', '0'],
    ] as const)
      expect(() => loadServerConfig({ ...PRODUCTION, [key]: value })).toThrow(key);
  });
});

describe('database time limits', () => {
  it('has defaults and reads the three keys', () => {
    expect(loadServerConfig({}).databaseTimeouts).toEqual({
      connectMs: 5_000,
      statementMs: 15_000,
      queryMs: 16_000,
    });
    expect(
      loadServerConfig({
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        DATABASE_STATEMENT_TIMEOUT_MS: '2000',
        DATABASE_QUERY_TIMEOUT_MS: '2500',
      }).databaseTimeouts,
    ).toEqual({ connectMs: 1_000, statementMs: 2_000, queryMs: 2_500 });
  });

  it('refuses zero, words and a query limit below the statement timeout', () => {
    expect(() => loadServerConfig({ DATABASE_CONNECT_TIMEOUT_MS: '0' })).toThrow(
      /DATABASE_CONNECT_TIMEOUT_MS/,
    );
    expect(() => loadServerConfig({ DATABASE_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS/,
    );
    expect(() =>
      loadServerConfig({
        DATABASE_STATEMENT_TIMEOUT_MS: '5000',
        DATABASE_QUERY_TIMEOUT_MS: '1000',
      }),
    ).toThrow(/DATABASE_QUERY_TIMEOUT_MS/);
  });
});
