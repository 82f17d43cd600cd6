/**
 * Admission control for the expensive routes (issue 8, the call-opening surge): password checks
 * (argon2id, ~50–150 ms of a CPU core each), the final document (a PDF) and submission.
 * Each pool runs a bounded number of requests at once and lets a bounded number wait in order;
 * beyond that, or after waiting too long, it answers at once 503 with Retry-After, before the
 * route has done anything, so the client may safely send the same request again (the browser's
 * API client does, lib/api-client.ts). Without it a surge queues every sign-in inside the
 * process until the connection timeout cuts the sockets, and nobody gets in.
 *
 * Counted per process: several processes each admit their own share.
 */
import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ErrorBody, httpReason } from './error-handler.ts';

export interface AdmissionLimits {
  /** Requests running at once. */
  concurrency: number;
  /** Requests waiting beyond those; the next one is refused. */
  queue: number;
  /** A request that has waited this long is refused instead of started. */
  maxWaitMs: number;
}

const CORES = availableParallelism();
/** libuv's thread pool, where argon2 runs (4 unless UV_THREADPOOL_SIZE says otherwise). */
const UV_THREADS = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * The pools and the routes they guard (method and route pattern as registered). Password hashing
 * runs in libuv's thread pool (4 threads by default): more than the cores at once only makes
 * each check slower. A queue of a few seconds' work absorbs bursts; the rest come back later.
 * Submission waits mostly on the database, and repeated clicks (one idempotency key) are cheap
 * replays: its queue is longer.
 */
export const ADMISSION_POOLS = {
  password: {
    limits: { concurrency: Math.max(2, CORES), queue: 16 * Math.max(2, CORES), maxWaitMs: 5_000 },
    routes: ['POST /api/login', 'POST /api/felhasznalok/set-password'],
  },
  submission: {
    limits: { concurrency: Math.max(2, CORES), queue: 32 * Math.max(2, CORES), maxWaitMs: 10_000 },
    routes: [
      'POST /api/palyazatok/:id/benyujtas',
      'POST /api/palyazatok/:id/benyujtas/veglegesito',
    ],
  },
} satisfies Record<string, { limits: AdmissionLimits; routes: string[] }>;

export const ADMISSION_REFUSED = 'A szolgáltatás most túlterhelt. Kérjük, próbálja újra később.';

/** A refusal: the caller answers 503 and asks the client to come back after `retryAfterS`. */
export class AdmissionRefused extends Error {
  readonly retryAfterS: number;

  constructor(retryAfterS: number) {
    super(ADMISSION_REFUSED);
    this.name = 'AdmissionRefused';
    this.retryAfterS = retryAfterS;
  }
}

interface Waiter {
  admit: () => void;
  /** Refuses the waiter when it has waited maxWaitMs. */
  timer: NodeJS.Timeout;
}

/** A bounded concurrency limit with a bounded FIFO queue. */
export class AdmissionPool {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  /** Moving average of how long an admitted request holds its place, for Retry-After. */
  private averageMs = 200;
  admitted = 0;
  refused = 0;

  limits: AdmissionLimits;

  constructor(limits: AdmissionLimits) {
    this.limits = limits;
  }

  /** New limits (after the start-up calibration); a wider pool admits waiters at once. */
  resize(limits: AdmissionLimits): void {
    this.limits = limits;
    while (this.running < this.limits.concurrency && this.waiting.length > 0) {
      const next = this.waiting.shift() as Waiter;
      clearTimeout(next.timer);
      next.admit();
    }
  }

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Seconds until a refused request is likely to be served: the time to work off what is running
   * and waiting now, spread at random over up to twice that, so refused clients do not all return
   * in one instant. The backlog as it is, not the queue's capacity: a request refused after its
   * longest wait in a half-empty queue was told to come back after a full queue's work (at a
   * surge's 1 s per submission, 90 s for 10 s of backlog; issue 14).
   */
  retryAfterSeconds(): number {
    const backlog = this.running + this.waiting.length;
    const drainMs = (backlog * this.averageMs) / this.limits.concurrency;
    return Math.max(1, Math.ceil((drainMs * (1 + Math.random())) / 1000));
  }

  /** Waits for a place; resolves with the function that gives it back (call it exactly once). */
  acquire(): Promise<() => void> {
    if (this.running < this.limits.concurrency) return Promise.resolve(this.start());
    if (this.waiting.length >= this.limits.queue) {
      this.refused++;
      return Promise.reject(new AdmissionRefused(this.retryAfterSeconds()));
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        admit: () => resolve(this.start()),
        timer: setTimeout(() => {
          const index = this.waiting.indexOf(waiter);
          if (index >= 0) this.waiting.splice(index, 1);
          this.refused++;
          reject(new AdmissionRefused(this.retryAfterSeconds()));
        }, this.limits.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  private start(): () => void {
    this.running++;
    this.admitted++;
    const started = performance.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.averageMs = this.averageMs * 0.9 + (performance.now() - started) * 0.1;
      this.running--;
      const next = this.waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.admit();
      }
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The admission pools by name (ADMISSION_POOLS), for monitoring and tests. */
    admission: Record<keyof typeof ADMISSION_POOLS, AdmissionPool>;
    /** The routes ('POST /api/login') a pool guards, as they were registered. */
    admissionGuarded: Set<string>;
  }
}

export interface AdmissionOptions {
  /** Replaces the limits of some pools (tests); no sizing or calibration for those. */
  limits?: Partial<Record<keyof typeof ADMISSION_POOLS, AdmissionLimits>>;
}

/** What the pools are sized from (config.admissionSizing, 0 = derive). */
export interface AdmissionSizing {
  argon2VerifyPerSecond: number;
  /** The process's PostgreSQL connections (DATABASE_POOL_SIZE): submission waits on them. */
  databasePoolSize: number;
  passwordConcurrency: number;
  submissionConcurrency: number;
}

/**
 * The pools sized to the machine (docs/decisions/0020). A sign-in holds its place for the argon2
 * check (libuv threads, bounded by the cores) and for its queries (waiting on the database, not
 * the CPU): twice the threads that run argon2 keep them busy while others wait on SQL. The queue
 * holds what the measured argon2 rate works off within the longest wait; beyond that a sign-in
 * would be refused after waiting anyway, so it is refused at once. Submission waits on the
 * database: as many at once as the process has connections.
 */
export function sizeAdmissionPools(
  sizing: AdmissionSizing,
): Record<keyof typeof ADMISSION_POOLS, AdmissionLimits> {
  const argonThreads = Math.max(2, Math.min(CORES, UV_THREADS));
  const passwordConcurrency = sizing.passwordConcurrency || 2 * Math.max(argonThreads, UV_THREADS);
  const passwordWaitMs = ADMISSION_POOLS.password.limits.maxWaitMs;
  const passwordQueue =
    sizing.argon2VerifyPerSecond > 0
      ? Math.max(
          passwordConcurrency,
          Math.floor((sizing.argon2VerifyPerSecond * passwordWaitMs) / 1000) - passwordConcurrency,
        )
      : ADMISSION_POOLS.password.limits.queue;
  const submissionConcurrency = sizing.submissionConcurrency || sizing.databasePoolSize;
  return {
    password: { concurrency: passwordConcurrency, queue: passwordQueue, maxWaitMs: passwordWaitMs },
    submission: {
      concurrency: submissionConcurrency,
      queue: Math.max(ADMISSION_POOLS.submission.limits.queue, 8 * submissionConcurrency),
      maxWaitMs: ADMISSION_POOLS.submission.limits.maxWaitMs,
    },
  };
}

/**
 * argon2 verifications per second this process completes, measured with a few real checks run
 * as the sign-ins run them (in parallel on libuv's threads): about 0.3 s of work at start.
 */
export async function measureArgon2VerifyPerSecond(samples = 2 * UV_THREADS): Promise<number> {
  // The portal's parameters (auth/password.ts): a hash of the same cost as the stored ones.
  const { hashPassword } = await import('../auth/password.ts');
  const hash = await hashPassword('calibration-Aa1!-calibration');
  const started = performance.now();
  await Promise.all(
    Array.from({ length: samples }, () => argon2.verify(hash, 'calibration-Aa1!-calibration')),
  );
  const seconds = (performance.now() - started) / 1000;
  return Math.max(1, Math.round(samples / seconds));
}

export const admissionPlugin = fp<AdmissionOptions>(
  async (app, options) => {
    const sizing = {
      ...app.config.admissionSizing,
      databasePoolSize: app.config.databasePoolSize,
    };
    const sized = sizeAdmissionPools(sizing);
    const pools = Object.fromEntries(
      Object.keys(ADMISSION_POOLS).map((name) => [
        name,
        new AdmissionPool(
          options.limits?.[name as keyof typeof ADMISSION_POOLS] ??
            sized[name as keyof typeof ADMISSION_POOLS],
        ),
      ]),
    ) as Record<keyof typeof ADMISSION_POOLS, AdmissionPool>;

    // The argon2 rate: configured, or measured once the server is up (not on the start path;
    // tests keep the derived sizes, so their timing does not depend on the machine).
    const calibrate = sizing.argon2VerifyPerSecond === 0 && app.config.env !== 'test';
    const applyRate = (argon2VerifyPerSecond: number) => {
      const limits = sizeAdmissionPools({ ...sizing, argon2VerifyPerSecond }).password;
      if (!options.limits?.password) pools.password.resize(limits);
      app.log.info(
        {
          argon2VerifyPerSecond,
          password: pools.password.limits,
          submission: pools.submission.limits,
        },
        'admission pools sized',
      );
    };
    if (sizing.argon2VerifyPerSecond > 0) applyRate(sizing.argon2VerifyPerSecond);
    else if (calibrate)
      app.addHook('onReady', async () => {
        setImmediate(() => {
          measureArgon2VerifyPerSecond().then(applyRate, (error: unknown) =>
            app.log.warn({ err: error }, 'argon2 calibration failed; admission sizes kept'),
          );
        });
      });
    app.decorate('admission', pools);
    const guarded = new Set<string>();
    app.decorate('admissionGuarded', guarded);

    const poolOfRoute = new Map<string, AdmissionPool>();
    for (const [name, pool] of Object.entries(ADMISSION_POOLS))
      for (const route of pool.routes)
        poolOfRoute.set(route, pools[name as keyof typeof ADMISSION_POOLS]);

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const key = methods.map((method) => `${method} ${route.url}`).find((k) => poolOfRoute.has(k));
      const pool = key ? poolOfRoute.get(key) : undefined;
      if (!key || !pool) return;
      guarded.add(key);
      const admit = async (request: FastifyRequest, reply: FastifyReply) => {
        let release: () => void;
        try {
          release = await pool.acquire();
        } catch (error) {
          if (!(error instanceof AdmissionRefused)) throw error;
          request.log.warn({ url: request.url }, 'admission refused');
          const body: ErrorBody = {
            statusCode: 503,
            error: httpReason(503),
            message: ADMISSION_REFUSED,
          };
          return reply
            .code(503)
            .header('retry-after', String(error.retryAfterS))
            .header('cache-control', 'no-store')
            .send(body);
        }
        // 'close' follows both a finished answer and a connection the client dropped.
        if (reply.raw.writableFinished || reply.raw.destroyed) release();
        else reply.raw.once('close', release);
      };
      const existing = route.onRequest;
      route.onRequest = [admit, ...(existing ? [existing].flat() : [])];
    });
  },
  { name: 'admission' },
);
