/**
 * The general per-address API limit and the tighter search limit (issue 12, fault 12).
 */
import { expect, it } from 'vitest';
import { TOO_MANY_REQUESTS } from '../../src/server/plugins/api-rate-limit.ts';
import { describeOnEachDatabase } from '../helpers/app.ts';

describeOnEachDatabase(
  'API rate limits per client address',
  (get) => {
    it('the search routes answer 429 with Retry-After beyond their limit, per address', async () => {
      const { app } = get();
      const search = (address: string) =>
        app.inject({ url: '/api/orszagok/search/Magyar', remoteAddress: address });
      for (let index = 0; index < 5; index++)
        expect((await search('198.51.100.1')).statusCode).toBe(200);
      const refused = await search('198.51.100.1');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.json()).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: TOO_MANY_REQUESTS,
      });
      // Other routes and other addresses go on.
      expect(
        (await app.inject({ url: '/api/properties', remoteAddress: '198.51.100.1' })).statusCode,
      ).toBe(200);
      expect((await search('198.51.100.2')).statusCode).toBe(200);
    });

    it('every API route but the probes answers 429 beyond the general limit; pages outside /api do not count', async () => {
      const { app } = get();
      const address = '198.51.100.3';
      for (let index = 0; index < 20; index++)
        expect(
          (await app.inject({ url: '/api/properties', remoteAddress: address })).statusCode,
        ).toBe(200);
      expect(
        (await app.inject({ url: '/api/properties', remoteAddress: address })).statusCode,
      ).toBe(429);
      // The load balancer's probes are never limited.
      expect((await app.inject({ url: '/api/health', remoteAddress: address })).statusCode).toBe(
        200,
      );
      const page = await app.inject({ url: '/login', remoteAddress: address });
      expect(page.statusCode).not.toBe(429);
    });
  },
  { overrides: { apiRateLimits: { perMinute: 20, searchPerMinute: 5 } } },
);
