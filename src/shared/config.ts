/**
 * Runtime configuration shared by the browser and the server.
 *
 * The server resolves the keys of spec section 7 from its environment and serves them to the
 * browser at run time (`/config.js`), so one build runs on every environment. Both sides parse
 * the same raw strings with the functions below, so a key means the same thing everywhere.
 */

export const ENVIRONMENTS = ['local', 'dev', 'test', 'uat', 'prod', 'unknown'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** Raw key/value pairs as they come from an environment: strings or nothing. */
export type RawEnv = Readonly<Record<string, string | undefined>>;

/** The keys that reach the browser: an allow-list, nothing else is ever served. */
export const RUNTIME_CONFIG_KEYS = [
  'API_URL',
  'ENV',
  'RECAPTCHA_SITE_KEY',
  'NTAK_OIDC_ENABLED',
  'FAKE_OIDC',
  'NTAK_URL',
] as const;
export type RuntimeConfigKey = (typeof RUNTIME_CONFIG_KEYS)[number];

export interface RuntimeConfig {
  apiUrl: string;
  env: Environment;
  /** reCAPTCHA is used only when a site key is configured; ALTCHA otherwise. */
  recaptchaSiteKey: string | null;
  ntakOidcEnabled: boolean;
  fakeOidc: boolean;
  /** Issuer of the NTAK identity provider; required only when NTAK login is enabled. */
  ntakUrl: string | null;
}

/** Thrown for a missing required key, with the exact message of spec section 5. */
export class MissingConfigError extends Error {
  readonly key: string;

  constructor(key: string) {
    super(`${key} env var is not configured!`);
    this.name = 'MissingConfigError';
    this.key = key;
  }
}

/** Thrown for a key whose value cannot be used, naming the key and what is expected. */
export class InvalidConfigError extends Error {
  readonly key: string;

  constructor(key: string, expected: string) {
    super(`${key} env var is invalid: expected ${expected}`);
    this.name = 'InvalidConfigError';
    this.key = key;
  }
}

/** Returns the value of a required key, or throws `{name} env var is not configured!`. */
export function requireValue(env: RawEnv, key: string): string {
  const value = env[key];
  if (value === undefined || value.trim() === '') throw new MissingConfigError(key);
  return value;
}

/** The value of an optional key, or null when it is missing or blank. */
export function optionalValue(env: RawEnv, key: string): string | null {
  const value = env[key];
  return value === undefined || value.trim() === '' ? null : value;
}

/** 'true' and 'false' become booleans (case-insensitive); any other string stays a string. */
export function parseValue(value: string): string | boolean {
  const lowered = value.trim().toLowerCase();
  if (lowered === 'true') return true;
  if (lowered === 'false') return false;
  return value;
}

/** A required boolean key: anything but 'true' or 'false' is refused with the key's name. */
export function requireBoolean(env: RawEnv, key: string): boolean {
  const parsed = parseValue(requireValue(env, key));
  if (typeof parsed !== 'boolean') throw new InvalidConfigError(key, "'true' or 'false'");
  return parsed;
}

/** Maps ENV as spec section 4 says; anything unrecognised is 'unknown'. */
export function mapEnvironment(value: string | undefined | null): Environment {
  switch ((value ?? '').trim().toLowerCase()) {
    case 'local':
      return 'local';
    case 'dev':
    case 'development':
      return 'dev';
    case 'test':
      return 'test';
    case 'prod':
    case 'production':
      return 'prod';
    case 'uat':
      return 'uat';
    default:
      return 'unknown';
  }
}

/** Parses the browser-visible keys. Every key is required except the ones documented optional. */
export function readRuntimeConfig(env: RawEnv): RuntimeConfig {
  const ntakOidcEnabled = requireBoolean(env, 'NTAK_OIDC_ENABLED');
  return {
    apiUrl: requireValue(env, 'API_URL'),
    env: mapEnvironment(requireValue(env, 'ENV')),
    recaptchaSiteKey: optionalValue(env, 'RECAPTCHA_SITE_KEY'),
    ntakOidcEnabled,
    fakeOidc: requireBoolean(env, 'FAKE_OIDC'),
    ntakUrl: ntakOidcEnabled ? requireValue(env, 'NTAK_URL') : optionalValue(env, 'NTAK_URL'),
  };
}

/** Picks the allow-listed keys from a raw environment, dropping everything else. */
export function pickRuntimeKeys(env: RawEnv): Record<RuntimeConfigKey, string | undefined> {
  return Object.fromEntries(RUNTIME_CONFIG_KEYS.map((key) => [key, env[key]])) as Record<
    RuntimeConfigKey,
    string | undefined
  >;
}
