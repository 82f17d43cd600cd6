/**
 * Admission control of the expensive routes (issue 8): a bounded number run, a bounded number
 * wait in order, the rest are refused at once with 503 and Retry-After before the route does
 * anything, so sending the same request again is safe. Unit tests of the pool, then sign-in
 * through the real app on PGlite and PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import {
  ADMISSION_POOLS,
  AdmissionPool,
  AdmissionRefused,
  sizeAdmissionPools,
} from '../../src/server/plugins/admission.ts';
import { testConfig } from '../helpers/app.ts';
import { anonymousAgent, createUser } from '../helpers/auth.ts';
import { DATABASE_KINDS, type TestDatabase, createTestDatabase } from '../helpers/database.ts';

describe('admission pool', () => {
  it('runs up to its concurrency, queues in order up to its queue, refuses the rest', async () => {
    const pool = new AdmissionPool({ concurrency: 2, queue: 2, maxWaitMs: 10_000 });
    const first = await pool.acquire();
    const second = await pool.acquire();
    expect(pool.active).toBe(2);
    const order: string[] = [];
    const third = pool.acquire().then((release) => (order.push('third'), release));
    const fourth = pool.acquire().then((release) => (order.push('fourth'), release));
    expect(pool.queued).toBe(2);
    const refused = await pool.acquire().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AdmissionRefused);
    expect((refused as AdmissionRefused).retryAfterS).toBeGreaterThanOrEqual(1);
    first();
    first(); // a second call gives back nothing more
    const releaseThird = await third;
    expect(order).toEqual(['third']);
    expect(pool.active).toBe(2);
    second();
    const releaseFourth = await fourth;
    expect(order).toEqual(['third', 'fourth']);
    releaseThird();
    releaseFourth();
    expect(pool.active).toBe(0);
    expect(pool.queued).toBe(0);
    expect(pool.admitted).toBe(4);
    expect(pool.refused).toBe(1);
  });

  it('refuses a request that waited longer than maxWaitMs, and forgets it', async () => {
    const pool = new AdmissionPool({ concurrency: 1, queue: 5, maxWaitMs: 30 });
    const release = await pool.acquire();
    const waited = await pool.acquire().catch((error: unknown) => error);
    expect(waited).toBeInstanceOf(AdmissionRefused);
    expect(pool.queued).toBe(0);
    release();
    expect(pool.active).toBe(0);
    (await pool.acquire())();
  });

  it('asks a refused request back after the backlog it met, not after a full queue', async () => {
    // One request running, nobody else waiting: the one refused after its longest wait is told
    // to come back after about one request's time (the first estimate, 200 ms), not after the
    // work of a full queue of 100 (20 s and more).
    const pool = new AdmissionPool({ concurrency: 1, queue: 100, maxWaitMs: 30 });
    const release = await pool.acquire();
    const refused = await pool.acquire().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AdmissionRefused);
    expect((refused as AdmissionRefused).retryAfterS).toBe(1);
    release();
  });

  it('lets as many wait as the rate it observes serves within the longest wait', async () => {
    vi.useFakeTimers({ toFake: ['performance', 'setTimeout', 'clearTimeout'] });
    try {
      // First estimate 100 ms a request: one place serves 10 within the second's wait.
      const pool = new AdmissionPool({
        concurrency: 1,
        queue: 100,
        maxWaitMs: 1_000,
        expectedMs: 100,
      });
      expect(pool.room).toBe(10);
      // The machine turns out slower: each request holds its place 500 ms.
      for (let i = 0; i < 40; i++) {
        const release = await pool.acquire();
        vi.advanceTimersByTime(500);
        release();
      }
      expect(pool.holdMs).toBeGreaterThan(450);
      expect(pool.room).toBe(2);
      const running = await pool.acquire();
      const waiting = [pool.acquire(), pool.acquire()];
      // A third would start after about 1.5 s, past its longest wait: refused at once.
      const refused = await pool.acquire().catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AdmissionRefused);
      // Faster again (50 ms): the room grows back, up to the configured most.
      running();
      for (const next of waiting) (await next)();
      for (let i = 0; i < 60; i++) {
        const release = await pool.acquire();
        vi.advanceTimersByTime(50);
        release();
      }
      expect(pool.room).toBeGreaterThanOrEqual(15);
      expect(new AdmissionPool({ ...pool.limits, queue: 4 }).room).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes a configured argon2 rate as the first estimate of a sign-in', () => {
    const sizing = { passwordConcurrency: 8, submissionConcurrency: 0, databasePoolSize: 10 };
    // 40 verifications a second on 8 places: each given back every 200 ms, 25 start within 5 s.
    const limits = sizeAdmissionPools({ ...sizing, argon2VerifyPerSecond: 40 }).password;
    expect(limits.expectedMs).toBe(200);
    expect(new AdmissionPool(limits).room).toBe(200);
    // 4 a second: 2 s each, 20 start within the 5 s wait.
    expect(
      new AdmissionPool(sizeAdmissionPools({ ...sizing, argon2VerifyPerSecond: 4 }).password).room,
    ).toBe(20);
  });

  it('runs as many submissions at once as the process has database connections', () => {
    const sizing = { argon2VerifyPerSecond: 0, passwordConcurrency: 0, submissionConcurrency: 0 };
    expect(sizeAdmissionPools({ ...sizing, databasePoolSize: 10 }).submission.concurrency).toBe(10);
    expect(sizeAdmissionPools({ ...sizing, databasePoolSize: 24 }).submission.concurrency).toBe(24);
    expect(
      sizeAdmissionPools({ ...sizing, databasePoolSize: 24, submissionConcurrency: 6 }).submission
        .concurrency,
    ).toBe(6);
  });

  it('guards the password and submission routes', () => {
    expect(ADMISSION_POOLS.password.routes).toContain('POST /api/login');
    expect(ADMISSION_POOLS.submission.routes).toContain('POST /api/palyazatok/:id/benyujtas');
  });
});

for (const kind of DATABASE_KINDS) {
  describe(`admission control of sign-in [${kind}]`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      app = await buildApp({
        config: testConfig(),
        db: database.db,
        logger: false,
        admission: { limits: { password: { concurrency: 1, queue: 1, maxWaitMs: 20_000 } } },
      });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await database.drop();
    });

    it('a burst beyond the pool is answered 503 with Retry-After, and the same request succeeds later', async () => {
      const users = await Promise.all(Array.from({ length: 5 }, () => createUser(app)));
      const agents = await Promise.all(users.map(() => anonymousAgent(app)));
      // The one place is taken, as by a sign-in in progress.
      const hold = await app.admission.password.acquire();
      const pending = Promise.all(
        users.map((user, index) =>
          agents[index]!.post('/api/login', { email: user.email, password: user.password }),
        ),
      );
      await vi.waitFor(() => expect(app.admission.password.refused).toBe(4));
      hold();
      const answers = await pending;
      const statuses = answers.map((answer) => answer.statusCode).toSorted();
      // One waited for the place; the other four were refused without being checked.
      expect(statuses).toEqual([200, 503, 503, 503, 503]);
      for (const answer of answers.filter((candidate) => candidate.statusCode === 503)) {
        expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(answer.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
        // Nothing happened: no new session cookie.
        expect(answer.cookies.some((cookie) => cookie.name === 'SESSION')).toBe(false);
      }
      expect(app.admission.password.active).toBe(0);

      // Retried by the same clients once the pool has room, every refused sign-in succeeds.
      for (const [index, answer] of answers.entries()) {
        if (answer.statusCode !== 503) continue;
        const user = users[index]!;
        const again = await agents[index]!.post('/api/login', {
          email: user.email,
          password: user.password,
        });
        expect(again.statusCode).toBe(200);
      }
      expect(app.admission.password.active).toBe(0);
      expect(app.admission.password.refused).toBe(4);
    });

    it('a wrong password still answers 401 through the pool and gives its place back', async () => {
      const user = await createUser(app);
      const agent = await anonymousAgent(app);
      const answer = await agent.post('/api/login', { email: user.email, password: 'Rossz-1234!' });
      expect(answer.statusCode).toBe(401);
      expect(app.admission.password.active).toBe(0);
    });

    it('every route of the pools exists and is guarded (a renamed route is noticed)', () => {
      const configured = Object.values(ADMISSION_POOLS).flatMap((pool) => pool.routes);
      expect([...app.admissionGuarded].toSorted()).toEqual(configured.toSorted());
    });

    it('other routes are not counted', async () => {
      const before = app.admission.password.admitted;
      await anonymousAgent(app);
      expect(app.admission.password.admitted).toBe(before);
    });
  });
}
