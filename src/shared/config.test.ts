import { describe, expect, it } from 'vitest';
import {
  MissingConfigError,
  mapEnvironment,
  parseValue,
  pickRuntimeKeys,
  readRuntimeConfig,
  requireBoolean,
  requireValue,
} from './config.ts';

const complete = {
  API_URL: '/api',
  ENV: 'dev',
  NTAK_OIDC_ENABLED: 'false',
  FAKE_OIDC: 'true',
};

describe('runtime configuration: missing keys', () => {
  it.each(['API_URL', 'ENV', 'NTAK_OIDC_ENABLED', 'FAKE_OIDC'])(
    'a missing %s raises exactly "{name} env var is not configured!"',
    (key) => {
      const env: Record<string, string | undefined> = { ...complete, [key]: undefined };
      expect(() => readRuntimeConfig(env)).toThrow(new MissingConfigError(key));
      expect(() => readRuntimeConfig(env)).toThrow(`${key} env var is not configured!`);
    },
  );

  it('treats a blank value as missing', () => {
    expect(() => requireValue({ API_URL: '   ' }, 'API_URL')).toThrow(
      'API_URL env var is not configured!',
    );
  });

  it('requires NTAK_URL only when NTAK login is enabled', () => {
    expect(readRuntimeConfig(complete).ntakUrl).toBeNull();
    expect(() => readRuntimeConfig({ ...complete, NTAK_OIDC_ENABLED: 'true' })).toThrow(
      'NTAK_URL env var is not configured!',
    );
    expect(
      readRuntimeConfig({
        ...complete,
        NTAK_OIDC_ENABLED: 'true',
        NTAK_URL: 'https://ntak.example',
      }).ntakUrl,
    ).toBe('https://ntak.example');
  });

  it('keeps RECAPTCHA_SITE_KEY optional', () => {
    expect(readRuntimeConfig(complete).recaptchaSiteKey).toBeNull();
    expect(readRuntimeConfig({ ...complete, RECAPTCHA_SITE_KEY: 'key' }).recaptchaSiteKey).toBe(
      'key',
    );
  });
});

describe('runtime configuration: booleans', () => {
  it("turns 'true' and 'false' into booleans, whatever their case", () => {
    expect(parseValue('true')).toBe(true);
    expect(parseValue('false')).toBe(false);
    expect(parseValue('TRUE')).toBe(true);
    expect(parseValue(' False ')).toBe(false);
  });

  it('leaves other strings as they are', () => {
    expect(parseValue('yes')).toBe('yes');
    expect(parseValue('1')).toBe('1');
    expect(parseValue('/api')).toBe('/api');
  });

  it('parses the boolean keys and refuses non-booleans by name', () => {
    const config = readRuntimeConfig(complete);
    expect(config.ntakOidcEnabled).toBe(false);
    expect(config.fakeOidc).toBe(true);
    expect(() => requireBoolean({ FAKE_OIDC: 'maybe' }, 'FAKE_OIDC')).toThrow(/FAKE_OIDC/);
  });
});

describe('runtime configuration: ENV mapping (spec section 4)', () => {
  it.each([
    ['local', 'local'],
    ['dev', 'dev'],
    ['development', 'dev'],
    ['test', 'test'],
    ['prod', 'prod'],
    ['production', 'prod'],
    ['uat', 'uat'],
    ['PROD', 'prod'],
    ['staging', 'unknown'],
    ['', 'unknown'],
    [undefined, 'unknown'],
  ] as const)('%s → %s', (value, expected) => {
    expect(mapEnvironment(value)).toBe(expected);
  });

  it('maps the ENV key of the runtime configuration', () => {
    expect(readRuntimeConfig({ ...complete, ENV: 'development' }).env).toBe('dev');
    expect(readRuntimeConfig({ ...complete, ENV: 'qa' }).env).toBe('unknown');
  });
});

describe('runtime configuration: allow-list', () => {
  it('picks only the keys of spec section 7', () => {
    const picked = pickRuntimeKeys({
      ...complete,
      SESSION_SECRET: 'secret',
      DATABASE_URL: 'pg://x',
    });
    expect(Object.keys(picked).toSorted()).toEqual(
      [
        'API_URL',
        'ENV',
        'FAKE_OIDC',
        'NTAK_OIDC_ENABLED',
        'NTAK_URL',
        'RECAPTCHA_SITE_KEY',
      ].toSorted(),
    );
    expect(JSON.stringify(picked)).not.toContain('secret');
  });
});
