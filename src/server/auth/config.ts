/**
 * Configuration of sign-in and sessions, read once at start with the rest of the server
 * configuration (src/server/config.ts calls `loadAuthConfig`). Every limit has a default and
 * an environment key, so operators tune them without a release; tests pass smaller values.
 */
import {
  type Environment,
  type RawEnv,
  InvalidConfigError,
  optionalValue,
  requireValue,
} from '../../shared/config.ts';

/** A fixed-window limit: at most `max` attempts per `windowMs`. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** Per-account and per-IP limits of one sensitive operation. */
export interface OperationLimits {
  perAccount: RateLimitRule;
  perIp: RateLimitRule;
}

export interface AuthConfig {
  /** Idle timeout of a session (SESSION_IDLE_MINUTES, default 30). */
  sessionIdleMs: number;
  /** Absolute lifetime of a session (SESSION_ABSOLUTE_HOURS, default 12). */
  sessionAbsoluteMs: number;
  /**
   * Secure flag on the session and XSRF-TOKEN cookies: everywhere except ENV=local, where the
   * portal runs on plain http. Tests use `inject`, which sends cookies regardless of Secure,
   * and Chromium treats http://localhost as secure, so ENV=test keeps the production setting.
   */
  secureCookies: boolean;
  /** Origin of the portal as users reach it (PUBLIC_URL); links in e-mails start with it. */
  publicUrl: string;
  /** reCAPTCHA replaces ALTCHA when both RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET are set. */
  recaptcha: { siteKey: string; secret: string; verifyUrl: string } | null;
  /** ALTCHA proof-of-work cost (ALTCHA_COST, PBKDF2 iterations per attempt). */
  altchaCost: number;
  /** Set-password link lifetime (24 h) and password-reset link lifetime (1 h). */
  setPasswordTokenMs: number;
  resetTokenMs: number;
  /** Two-factor code: lifetime (10 min), wrong tries before it dies (5), resend interval. */
  twoFactorCodeMs: number;
  twoFactorMaxAttempts: number;
  limits: {
    login: OperationLimits;
    registration: OperationLimits;
    passwordReset: OperationLimits;
    twoFactorVerify: OperationLimits;
    twoFactorResend: OperationLimits;
  };
  /** NTAK identity login (OIDC); null when NTAK_OIDC_ENABLED is false. */
  oidc: {
    issuer: string;
    clientId: string;
    clientSecret: string;
    /** FAKE_OIDC: mount the local identity provider at /fake-oidc (never in prod). */
    fake: boolean;
  } | null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function positive(env: RawEnv, key: string, fallback: number): number {
  const raw = optionalValue(env, key);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new InvalidConfigError(key, 'a positive whole number');
  return value;
}

function rule(env: RawEnv, key: string, max: number, windowMs: number): RateLimitRule {
  return { max: positive(env, key, max), windowMs };
}

const GOOGLE_SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** Reads the sign-in configuration; in production PUBLIC_URL is required. */
export function loadAuthConfig(env: RawEnv, environment: Environment): AuthConfig {
  const production = environment === 'prod';
  const siteKey = optionalValue(env, 'RECAPTCHA_SITE_KEY');
  const recaptcha = siteKey
    ? {
        siteKey,
        secret: requireValue(env, 'RECAPTCHA_SECRET'),
        verifyUrl: optionalValue(env, 'RECAPTCHA_VERIFY_URL') ?? GOOGLE_SITEVERIFY_URL,
      }
    : null;
  const port = optionalValue(env, 'PORT') ?? '3000';
  const publicUrl = (
    production
      ? requireValue(env, 'PUBLIC_URL')
      : (optionalValue(env, 'PUBLIC_URL') ?? `http://localhost:${port}`)
  ).replace(/\/+$/, '');
  const oidcEnabled = (optionalValue(env, 'NTAK_OIDC_ENABLED') ?? 'false').toLowerCase() === 'true';
  const fake = (optionalValue(env, 'FAKE_OIDC') ?? 'false').toLowerCase() === 'true';
  if (fake && production) throw new InvalidConfigError('FAKE_OIDC', "'false' when ENV=prod");

  return {
    sessionIdleMs: positive(env, 'SESSION_IDLE_MINUTES', 30) * MINUTE,
    sessionAbsoluteMs: positive(env, 'SESSION_ABSOLUTE_HOURS', 12) * HOUR,
    secureCookies: environment !== 'local',
    publicUrl,
    recaptcha,
    altchaCost: positive(env, 'ALTCHA_COST', production ? 5_000 : 1_000),
    setPasswordTokenMs: 24 * HOUR,
    resetTokenMs: HOUR,
    twoFactorCodeMs: 10 * MINUTE,
    twoFactorMaxAttempts: 5,
    limits: {
      login: {
        perAccount: rule(env, 'RATE_LIMIT_LOGIN_PER_ACCOUNT', 10, 15 * MINUTE),
        perIp: rule(env, 'RATE_LIMIT_LOGIN_PER_IP', 100, 15 * MINUTE),
      },
      registration: {
        perAccount: rule(env, 'RATE_LIMIT_REGISTRATION_PER_ACCOUNT', 3, HOUR),
        perIp: rule(env, 'RATE_LIMIT_REGISTRATION_PER_IP', 20, HOUR),
      },
      passwordReset: {
        perAccount: rule(env, 'RATE_LIMIT_RESET_PER_ACCOUNT', 3, HOUR),
        perIp: rule(env, 'RATE_LIMIT_RESET_PER_IP', 20, HOUR),
      },
      twoFactorVerify: {
        perAccount: rule(env, 'RATE_LIMIT_2FA_PER_ACCOUNT', 20, 15 * MINUTE),
        perIp: rule(env, 'RATE_LIMIT_2FA_PER_IP', 100, 15 * MINUTE),
      },
      twoFactorResend: {
        // One resend a minute per account.
        perAccount: { max: 1, windowMs: MINUTE },
        perIp: rule(env, 'RATE_LIMIT_2FA_RESEND_PER_IP', 30, HOUR),
      },
    },
    oidc: oidcEnabled
      ? {
          issuer: requireValue(env, 'NTAK_URL').replace(/\/+$/, ''),
          clientId: fake ? 'portal' : requireValue(env, 'NTAK_OIDC_CLIENT_ID'),
          clientSecret: fake
            ? 'fake-oidc-client-secret-for-local-use-only'
            : requireValue(env, 'NTAK_OIDC_CLIENT_SECRET'),
          fake,
        }
      : null,
  };
}
