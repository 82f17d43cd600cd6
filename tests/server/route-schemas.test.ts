/**
 * Route schemas compile on first use (issue 14, src/server/lazy-schemas.ts), so a broken one no
 * longer stops the start: this suite compiles every schema of the whole app at once, so a broken
 * schema still fails `npm test`, and shows that a route's validation and answer serialisation
 * work from their first request on.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { type TestDatabase, createTestDatabase } from '../helpers/database.ts';
import { testConfig } from '../helpers/app.ts';

describe('route schemas [pglite]', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildApp({ config: testConfig(), db: database.db, logger: false });
    // A schema ajv cannot compile: the start goes on, compileRouteSchemas names it.
    app.post(
      '/api/test/broken-schema',
      { schema: { body: { type: 'object', properties: { a: { type: 'nonsense' } } } } },
      async () => ({ ok: true }),
    );
    app.get(
      '/api/test/first-use',
      {
        schema: {
          querystring: {
            type: 'object',
            required: ['n'],
            properties: { n: { type: 'string', pattern: '^[0-9]+$' } },
          },
          response: {
            200: { type: 'object', properties: { doubled: { type: 'integer' } } },
          },
        },
      },
      async (request) => ({
        doubled: Number((request.query as { n: string }).n) * 2,
        notInTheSchema: 'dropped by the serialiser',
      }),
    );
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('validates and serialises from the first request, and names a broken schema', async () => {
    const refused = await app.inject('/api/test/first-use?n=two');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ statusCode: 400 });
    const answered = await app.inject('/api/test/first-use?n=21');
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ doubled: 42 });
    expect(() => app.compileRouteSchemas()).toThrow(/schema is invalid/);
  });

  it('compiles every schema of the portal without error', async () => {
    const fresh = await createTestDatabase('pglite');
    const portal = await buildApp({ config: testConfig(), db: fresh.db, logger: false });
    try {
      await portal.ready();
      expect(() => portal.compileRouteSchemas()).not.toThrow();
    } finally {
      await portal.close();
      await fresh.drop();
    }
  });
});
