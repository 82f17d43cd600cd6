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
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ErrorBody, httpReason } from './error-handler.ts';

export interface AdmissionLimits {
  /** Requests running at once. */
  concurrency: number;
  /**
   * The most requests waiting beyond those, whatever the observed rate (sockets and memory held);
   * fewer wait when the observed rate cannot serve them within maxWaitMs (AdmissionPool.room).
   */
  queue: number;
  /** A request that has waited this long is refused instead of started. */
  maxWaitMs: number;
  /** How long a request holds its place until requests have been observed (200 ms if absent). */
  expectedMs?: number;
}

const CORES = availableParallelism();
/** libuv's thread pool, where argon2 runs (4 unless UV_THREADPOOL_SIZE says otherwise). */
const UV_THREADS = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/** The most requests that may wait per place in a pool (AdmissionLimits.queue). */
const QUEUE_PER_PLACE = 64;

/**
 * The pools and the routes they guard (method and route pattern as registered). Password hashing
 * runs in libuv's thread pool (4 threads by default): more than the cores at once only makes
 * each check slower. A queue of a few seconds' work absorbs bursts; the rest come back later.
 * Submission waits mostly on the database, and repeated clicks (one idempotency key) are cheap
 * replays: it may wait longer.
 */
export const ADMISSION_POOLS = {
  password: {
    limits: {
      concurrency: Math.max(2, CORES),
      queue: QUEUE_PER_PLACE * Math.max(2, CORES),
      maxWaitMs: 5_000,
    },
    routes: ['POST /api/login', 'POST /api/felhasznalok/set-password'],
  },
  submission: {
    limits: {
      concurrency: Math.max(2, CORES),
      queue: QUEUE_PER_PLACE * Math.max(2, CORES),
      maxWaitMs: 10_000,
    },
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

/**
 * A bounded concurrency limit with a FIFO queue bounded by what the pool is seen to serve: the
 * queue holds as many requests as the observed rate (concurrency ÷ the average time a request
 * holds its place) serves within maxWaitMs, at most limits.queue (docs/decisions/0051). A rate
 * measured once at start came out low on a busy machine and then refused a surge's sign-ins
 * that the process could have served; the observed one follows the machine as it is now.
 */
export class AdmissionPool {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  /** Moving average of how long an admitted request holds its place. */
  private averageMs: number;
  admitted = 0;
  refused = 0;

  readonly limits: AdmissionLimits;

  constructor(limits: AdmissionLimits) {
    this.limits = limits;
    this.averageMs = limits.expectedMs ?? 200;
  }

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /**
   * How many may wait now: the k-th in line starts after about k × average ÷ concurrency, so as
   * many as start within maxWaitMs; at least one per place, at most limits.queue. Beyond that a
   * request would be refused after its longest wait anyway, so it is refused at once.
   */
  get room(): number {
    const startInTime = Math.floor(
      (this.limits.concurrency * this.limits.maxWaitMs) / this.averageMs,
    );
    return Math.min(this.limits.queue, Math.max(this.limits.concurrency, startInTime));
  }

  /** The observed time a request holds its place (moving average, milliseconds). */
  get holdMs(): number {
    return this.averageMs;
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
    if (this.waiting.length >= this.room) {
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
  /** Replaces the limits of some pools (tests); no sizing for those. */
  limits?: Partial<Record<keyof typeof ADMISSION_POOLS, AdmissionLimits>>;
}

/** What the pools are sized from (config.admissionSizing, 0 = derive). */
export interface AdmissionSizing {
  /** The first estimate of the argon2 rate, until sign-ins have been observed (0: none). */
  argon2VerifyPerSecond: number;
  /** The process's PostgreSQL connections (DATABASE_POOL_SIZE): submission waits on them. */
  databasePoolSize: number;
  passwordConcurrency: number;
  submissionConcurrency: number;
}

/**
 * The pools sized to the machine (docs/decisions/0020, 0051). A sign-in holds its place for the
 * argon2 check (libuv threads, bounded by the cores) and for its queries (waiting on the
 * database, not the CPU): twice the threads that run argon2 keep them busy while others wait on
 * SQL. Submission waits on the database: as many at once as the process has connections. How
 * many may wait follows the rate each pool observes (AdmissionPool.room); a configured argon2
 * rate is the password pool's first estimate of it.
 */
export function sizeAdmissionPools(
  sizing: AdmissionSizing,
): Record<keyof typeof ADMISSION_POOLS, AdmissionLimits> {
  const argonThreads = Math.max(2, Math.min(CORES, UV_THREADS));
  const passwordConcurrency = sizing.passwordConcurrency || 2 * Math.max(argonThreads, UV_THREADS);
  const submissionConcurrency = sizing.submissionConcurrency || sizing.databasePoolSize;
  return {
    password: {
      concurrency: passwordConcurrency,
      queue: QUEUE_PER_PLACE * passwordConcurrency,
      maxWaitMs: ADMISSION_POOLS.password.limits.maxWaitMs,
      // At that rate each of the places is given back every concurrency ÷ rate seconds.
      ...(sizing.argon2VerifyPerSecond > 0
        ? { expectedMs: (passwordConcurrency * 1000) / sizing.argon2VerifyPerSecond }
        : {}),
    },
    submission: {
      concurrency: submissionConcurrency,
      queue: QUEUE_PER_PLACE * submissionConcurrency,
      maxWaitMs: ADMISSION_POOLS.submission.limits.maxWaitMs,
    },
  };
}

export const admissionPlugin = fp<AdmissionOptions>(
  async (app, options) => {
    const sized = sizeAdmissionPools({
      ...app.config.admissionSizing,
      databasePoolSize: app.config.databasePoolSize,
    });
    const pools = Object.fromEntries(
      Object.keys(ADMISSION_POOLS).map((name) => [
        name,
        new AdmissionPool(
          options.limits?.[name as keyof typeof ADMISSION_POOLS] ??
            sized[name as keyof typeof ADMISSION_POOLS],
        ),
      ]),
    ) as Record<keyof typeof ADMISSION_POOLS, AdmissionPool>;
    app.log.info(
      {
        cores: CORES,
        libuvThreads: UV_THREADS,
        password: pools.password.limits,
        submission: pools.submission.limits,
      },
      'admission pools sized',
    );
    // argon2 runs on libuv's threads (4 unless UV_THREADPOOL_SIZE says otherwise): with more
    // cores than threads, sign-ins cannot use the machine.
    if (CORES > UV_THREADS)
      app.log.warn(
        { cores: CORES, libuvThreads: UV_THREADS },
        'UV_THREADPOOL_SIZE is below the number of cores: password checks use only some of them',
      );
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
