/**
 * The cross-cutting HTTP behaviour of the foundation: security headers, the one error handler,
 * body limits, the runtime configuration script, translation files, the SPA fallback and the
 * OpenAPI document.
 */
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { describeOnEachDatabase, testConfig } from '../helpers/app.ts';
import { type Agent, anonymousAgent } from '../helpers/auth.ts';
import { DATABASE_KINDS, type TestDatabase, createTestDatabase } from '../helpers/database.ts';
import enCommon from '../../src/shared/locales/en/common.json' with { type: 'json' };
import huCommon from '../../src/shared/locales/hu/common.json' with { type: 'json' };

/** A stand-in for the built client, so the SPA fallback can be exercised without a build. */
const clientDir = mkdtempSync(path.join(tmpdir(), 'portal-client-'));
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>portal-index</title>');
writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log("app");');
writeFileSync(
  path.join(clientDir, 'assets', 'app-abc123.js.br'),
  brotliCompressSync('console.log("app");'),
);

function cspDirectives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describeOnEachDatabase(
  'foundation HTTP behaviour',
  (get) => {
    describe('security headers', () => {
      it.each(['/api/health', '/some/page', '/config.js'])(
        '%s carries a CSP without eval or inline script',
        async (url) => {
          const response = await get().app.inject({ url, headers: { accept: 'text/html' } });
          const csp = cspDirectives(response.headers['content-security-policy']);
          expect(csp.get('default-src')).toEqual(["'self'"]);
          expect(csp.get('script-src')).toBeDefined();
          expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
          expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-eval');
          expect(csp.get('object-src')).toEqual(["'none'"]);
          expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
          expect(response.headers['x-content-type-options']).toBe('nosniff');
        },
      );

      // The headers are computed once at start (issue 14): every answer, an error's too, still
      // carries helmet's whole set, as when helmet ran on each request.
      it.each(['/api/health', '/api/no/such/route', '/some/page'])(
        '%s carries every header helmet sets',
        async (url) => {
          const response = await get().app.inject({ url, headers: { accept: 'text/html' } });
          for (const [name, value] of Object.entries({
            'cross-origin-opener-policy': 'same-origin',
            'cross-origin-resource-policy': 'same-origin',
            'origin-agent-cluster': '?1',
            'referrer-policy': 'no-referrer',
            'x-dns-prefetch-control': 'off',
            'x-download-options': 'noopen',
            'x-frame-options': 'SAMEORIGIN',
            'x-permitted-cross-domain-policies': 'none',
            'x-xss-protection': '0',
          }))
            expect(response.headers[name], name).toBe(value);
        },
      );
    });

    describe('runtime configuration script', () => {
      it('/config.js holds only the allow-listed keys', async () => {
        const response = await get().app.inject('/config.js');
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('javascript');
        expect(response.headers['cache-control']).toBe('no-store');
        const match = /^window\.__RUNTIME_CONFIG__=(.*);\n$/.exec(response.body);
        expect(match).not.toBeNull();
        const served = JSON.parse(match?.[1] ?? '{}') as Record<string, unknown>;
        expect(
          Object.keys(served).every((key) =>
            [
              'API_URL',
              'ENV',
              'RECAPTCHA_SITE_KEY',
              'NTAK_OIDC_ENABLED',
              'FAKE_OIDC',
              'NTAK_URL',
            ].includes(key),
          ),
        ).toBe(true);
        expect(served).toMatchObject({ API_URL: '/api', ENV: 'test' });
        expect(response.body).not.toContain('super-secret-value-that-must-not-leak');
        expect(response.body).not.toContain('test-session-secret');
        expect(response.body).not.toContain('DATABASE_URL');
      });
    });

    describe('translation files', () => {
      it('serves /locales/{lng}/{ns}.json for hu and en', async () => {
        const hu = await get().app.inject('/locales/hu/common.json');
        expect(hu.statusCode).toBe(200);
        expect(hu.headers['content-type']).toContain('application/json');
        expect(hu.json()).toEqual(huCommon);
        expect((await get().app.inject('/locales/en/common.json')).json()).toEqual(enCommon);
        expect((await get().app.inject('/locales/hu-HU/common.json')).json()).toEqual(huCommon);
      });

      it('sends them compressed when the browser accepts it (brotli first, then gzip)', async () => {
        const brotli = await get().app.inject({
          url: '/locales/hu/common.json',
          headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
        });
        expect(brotli.headers['content-encoding']).toBe('br');
        expect(brotli.headers.vary).toContain('accept-encoding');
        expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(huCommon);
        expect(brotli.rawPayload.length).toBeLessThan(JSON.stringify(huCommon).length / 2);
        const gzip = await get().app.inject({
          url: '/locales/hu/common.json',
          headers: { 'accept-encoding': 'br;q=0, gzip' },
        });
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(huCommon);
        const plain = await get().app.inject({
          url: '/locales/hu/common.json',
          headers: { 'accept-encoding': 'identity' },
        });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.json()).toEqual(huCommon);
      });

      it('falls back to English for an unknown language', async () => {
        const response = await get().app.inject('/locales/de/common.json');
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(enCommon);
      });

      it('refuses unknown namespaces and path tricks', async () => {
        expect((await get().app.inject('/locales/hu/nope.json')).statusCode).toBe(404);
        const traversal = await get().app.inject('/locales/hu/..%2F..%2Fconfig.ts');
        expect([400, 404]).toContain(traversal.statusCode);
        expect(traversal.body).not.toContain('import');
        expect((await get().app.inject('/locales/hu/common.txt')).statusCode).toBe(400);
      });
    });

    describe('client and SPA fallback', () => {
      it('answers an unknown page that accepts HTML with index.html', async () => {
        const response = await get().app.inject({
          url: '/application/base',
          headers: { accept: 'text/html,application/xhtml+xml' },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.body).toContain('portal-index');
      });

      it('serves hashed assets as immutable', async () => {
        const response = await get().app.inject('/assets/app-abc123.js');
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toContain('immutable');
      });

      it('sends the pre-compressed sibling when the browser accepts it, the plain file otherwise', async () => {
        const compressed = await get().app.inject({
          url: '/assets/app-abc123.js',
          headers: { 'accept-encoding': 'br, gzip' },
        });
        expect(compressed.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log("app");');
        const plain = await get().app.inject({
          url: '/assets/app-abc123.js',
          headers: { 'accept-encoding': 'identity' },
        });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body).toBe('console.log("app");');
      });

      it('answers unknown API paths with JSON 404, even when HTML is accepted', async () => {
        const response = await get().app.inject({
          url: '/api/unknown',
          headers: { accept: 'text/html' },
        });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json()).toEqual({
          statusCode: 404,
          error: 'Not Found',
          message: 'Nincs ilyen végpont.',
        });
      });

      it('answers unknown non-page requests with JSON 404', async () => {
        const response = await get().app.inject({
          url: '/missing.png',
          headers: { accept: 'image/png' },
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ statusCode: 404 });
      });
    });

    describe('OpenAPI document', () => {
      it('documents the API routes at /api/openapi.json', async () => {
        const response = await get().app.inject('/api/openapi.json');
        expect(response.statusCode).toBe(200);
        const document = response.json() as {
          openapi: string;
          info: { version: string };
          paths: Record<string, Record<string, unknown>>;
        };
        expect(document.openapi).toMatch(/^3\./);
        expect(document.paths['/api/referencia-adat/gazdalkodasi-forma']?.get).toBeDefined();
        expect(document.paths['/api/referencia-adat/teaor']?.get).toBeDefined();
        expect(document.paths['/api/orszagok/search/{text}']?.get).toBeDefined();
        expect(document.paths['/api/telepulesek/search']?.post).toBeDefined();
        expect(document.paths['/api/health']?.get).toBeDefined();
        expect(document.paths['/api/ready']?.get).toBeDefined();
        expect(document.paths['/metrics']?.get).toBeDefined();
        expect(document.paths['/api/backoffice/kimeno-levelek/sikertelen']?.get).toBeDefined();
        expect(
          document.paths['/api/backoffice/kimeno-levelek/{id}/ujrakuldes']?.post,
        ).toBeDefined();
        expect(document.paths['/dev/mailbox']).toBeUndefined();
        expect(document.paths['/api/openapi.json']).toBeUndefined();
      });
    });
  },
  {
    overrides: { clientDir },
    env: { SUPER_SECRET: 'super-secret-value-that-must-not-leak' },
  },
);

for (const kind of DATABASE_KINDS) {
  describe(`error handler and limits [${kind}]`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    /** Carries the anti-forgery token, so POSTs reach body parsing and validation. */
    let agent: Agent;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
      app = await buildApp({
        config: testConfig({ bodyLimitBytes: 2048 }),
        db: database.db,
        logger: false,
      });
      // Routes that fail on purpose, added before the app is ready.
      app.get('/api/test/boom', async () => {
        throw new Error('connection to db-secret-host:5432 failed: password authentication');
      });
      app.get('/api/test/unavailable', async () => {
        throw Object.assign(new Error('pool exhausted at db-secret-host'), { statusCode: 503 });
      });
      app.get('/api/test/conflict', async () => {
        throw Object.assign(new Error('Már létezik ilyen adószám.'), { statusCode: 409 });
      });
      await app.ready();
      agent = await anonymousAgent(app);
    });
    afterAll(async () => {
      await app.close();
      await database.drop();
    });

    it('answers an internal error with a generic 500 that leaks nothing', async () => {
      const response = await app.inject('/api/test/boom');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Internal Server Error',
      });
      expect(response.body).not.toContain('db-secret-host');
      expect(response.body).not.toContain('password');
      expect(response.body).not.toContain('stack');
    });

    it('keeps 5xx status codes but not their messages', async () => {
      const response = await app.inject('/api/test/unavailable');
      expect(response.statusCode).toBe(503);
      expect(response.body).not.toContain('db-secret-host');
    });

    it('keeps the message of a client error', async () => {
      const response = await app.inject('/api/test/conflict');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'Már létezik ilyen adószám.',
      });
    });

    it('answers a schema violation with 400 and the failing fields', async () => {
      const response = await agent.request({
        method: 'POST',
        url: '/api/telepulesek/search',
        payload: { megnevezes: 42, excludedIds: ['x'] },
      });
      expect(response.statusCode).toBe(400);
      const body = response.json() as {
        error: string;
        errors: Array<{ path: string; keyword: string }>;
      };
      expect(body.error).toBe('Bad Request');
      // The first failing field (no allErrors: tests/server/hostile-input.test.ts).
      expect(body.errors).toEqual([
        expect.objectContaining({ path: '/megnevezes', keyword: 'type' }),
      ]);
    });

    it('answers malformed JSON with 400', async () => {
      const response = await agent.request({
        method: 'POST',
        url: '/api/telepulesek/search',
        headers: { 'content-type': 'application/json' },
        payload: '{"megnevezes": ',
      });
      expect(response.statusCode).toBe(400);
    });

    it('refuses a body over the configured limit with 413', async () => {
      const response = await agent.request({
        method: 'POST',
        url: '/api/telepulesek/search',
        payload: { megnevezes: 'x'.repeat(4096) },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    });
  });
}
