/**
 * Call-opening surge (issue 8): N simulated applicants (users and applicants created directly in
 * the database; N = 1,000, or 200 with BENCH_QUICK=1) sign in through the real API just before a
 * call opens (GET /api/csrf, POST /api/login, then the applicant list, as the client does), and
 * all start an application (POST /api/palyazatok) the moment it opens; they submit too once a
 * submission route exists. Each applicant comes from its own address (X-Forwarded-For through
 * a trusted proxy), as in real life, so the per-address sign-in limit applies as designed.
 * Reports throughput, p50/p99 and errors per phase, then counts the rows in the database:
 * target zero errors and nothing lost. Runs on PostgreSQL (and PGlite unless BENCH_QUICK=1).
 *
 * BENCH_SURGE_WORKERS=1,2 runs the surge on PostgreSQL once per worker count, one after the other
 * in the same run (the portal as WORKERS=N: a node:cluster primary and N workers on one port,
 * bench/lib/portal-process.ts); PGlite belongs to one process and always runs with 1.
 */
import { loadavg } from 'node:os';
import {
  QUICK,
  fmt,
  percentile,
  postgresAvailable,
  printTable,
  sleep,
  writeResult,
} from './lib/common.ts';
import type { BenchUser } from './lib/bench-users.ts';
import { type HttpSession, signIn } from './lib/http-session.ts';
import { type DatabaseKind, type Portal, startPortal } from './lib/portal.ts';
import {
  GRANT_CALL,
  prepareGrantSubmission,
  startApplication,
  submitApplication,
} from './lib/portal-flows.ts';

const APPLICANTS = Number(process.env.BENCH_SURGE_APPLICANTS ?? (QUICK ? 200 : 1000));
/**
 * Sign-ins arrive spread over this many seconds before the opening (people log in during the
 * minutes before a call opens): 60 s per 1,000 applicants by default. 0 = all in the same instant.
 */
const SIGN_IN_SPREAD_S = Number(
  process.env.BENCH_SURGE_SIGNIN_SPREAD_S ?? (APPLICANTS / 1000) * 60,
);
const SEARCH_BY_CURRENT = '/api/felhasznalok/felhasznalok/search-by-current';
/** Applicants filling their applications at the same time between the opening and the deadline. */
const FILL_CONCURRENCY = Number(process.env.BENCH_SURGE_FILL_CONCURRENCY ?? 16);
/** Server processes to run the surge with, in turn (PostgreSQL only). */
const WORKER_COUNTS = (process.env.BENCH_SURGE_WORKERS ?? '1')
  .split(',')
  .map((value) => Math.max(1, Number(value.trim()) || 1));
const load = () => loadavg().map((value) => Number(value.toFixed(1)));

interface PhaseResult {
  phase: string;
  database: DatabaseKind;
  workers: number;
  attempted: number;
  succeeded: number;
  errors: number;
  statuses: Record<string, number>;
  wallSeconds: number;
  perSecond: number;
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  /** The 1-minute load average when the phase began and when it ended (a shared machine). */
  load: [number, number] | null;
  note: string;
}

/** Runs one step for every applicant at once; times each, tallies statuses. */
async function phase<T>(
  name: string,
  database: DatabaseKind,
  workers: number,
  items: T[],
  step: (item: T, index: number) => Promise<{ ok: boolean; status: string }>,
  arrivalSpreadMs = 0,
): Promise<PhaseResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let succeeded = 0;
  const loadBefore = load()[0] as number;
  const started = performance.now();
  await Promise.all(
    items.map(async (item, index) => {
      if (arrivalSpreadMs > 0) await sleep((index / items.length) * arrivalSpreadMs);
      const t0 = performance.now();
      let outcome: { ok: boolean; status: string };
      try {
        outcome = await step(item, index);
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        const detail = cause?.code ?? cause?.message ?? '';
        outcome = {
          ok: false,
          status: `error: ${(error as Error).message.slice(0, 60)}${detail ? ` (${detail})` : ''}`,
        };
      }
      latencies.push(performance.now() - t0);
      statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
      if (outcome.ok) succeeded++;
    }),
  );
  const wallSeconds = (performance.now() - started) / 1000;
  return {
    phase: name,
    database,
    workers,
    attempted: items.length,
    succeeded,
    errors: items.length - succeeded,
    statuses,
    wallSeconds,
    perSecond: succeeded / wallSeconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.length ? Math.max(...latencies) : null,
    load: [loadBefore, load()[0] as number],
    note: '',
  };
}

const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${(n & 255) + 1}`;

async function surge(
  kind: DatabaseKind,
  workers: number,
): Promise<{ phases: PhaseResult[]; verification: Record<string, unknown> }> {
  const phases: PhaseResult[] = [];
  const verification: Record<string, unknown> = {};
  const skipped = (phaseName: string, note: string): PhaseResult => ({
    phase: phaseName,
    database: kind,
    workers,
    attempted: 0,
    succeeded: 0,
    errors: 0,
    statuses: {},
    wallSeconds: 0,
    perSecond: 0,
    p50Ms: null,
    p99Ms: null,
    maxMs: null,
    load: null,
    note,
  });
  console.log(`\n${kind}, ${workers} worker(s): starting the portal…`);
  const portal: Portal = await startPortal(
    kind,
    { TRUSTED_PROXY: '127.0.0.1', BENCH_PORTAL_WORKERS: String(workers) },
    `surge-${kind}-w${workers}`,
  );
  verification.loadAtStart = load();
  try {
    if (!portal.hasRoute('POST', '/api/login')) {
      phases.push(skipped('sign in', 'not available: route missing (POST /api/login)'));
      return { phases, verification };
    }
    console.log(`  creating ${APPLICANTS} users with applicants…`);
    const { users, seconds } = await portal.task<{ users: BenchUser[]; seconds: number }>(
      'createUsers',
      {
        count: APPLICANTS,
        prefix: `surge-${kind}-w${workers}-${Date.now()}`,
        withApplicant: true,
        concurrency: 8,
      },
    );
    verification.userCreationSeconds = seconds;

    // The call opens a few seconds after everyone has signed in.
    const calls = await portal
      .query<{ id: number; azonosito: string }>(
        `select id, azonosito from palyazati_felhivas where aktiv and statusz = 'PUBLISHED'
          order by (azonosito = '${GRANT_CALL}') desc, id limit 1`,
      )
      .catch(() => []);
    const call = calls[0];
    if (call)
      await portal.query(
        `update palyazati_felhivas set kezdet = now() + interval '1 hour' where id = ${call.id}`,
      );

    const sessions: Array<{ session: HttpSession; applicantId: number } | null> = Array.from(
      { length: users.length },
      () => null,
    );
    const signInPhase = await phase(
      'sign in + applicant list',
      kind,
      workers,
      users,
      async (user, index) => {
        const session = await signIn(portal.url, user.email, user.password, {
          extraHeaders: { 'x-forwarded-for': addressOf(index) },
        });
        const list = await session.post(SEARCH_BY_CURRENT, {
          filterData: '',
          sort: { sortBy: 'id', sortDirection: 'desc' },
          page: { pageIndex: 0, pageSize: 100 },
        });
        if (list.status !== 200) return { ok: false, status: `list ${list.status}` };
        const applicantId = (list.body as { data?: Array<{ id: number }> }).data?.[0]?.id ?? null;
        if (applicantId === null || applicantId !== user.applicantId)
          return { ok: false, status: 'list without own applicant' };
        sessions[index] = { session, applicantId };
        return { ok: true, status: '200' };
      },
      SIGN_IN_SPREAD_S * 1000,
    );
    signInPhase.note = `arrivals over ${SIGN_IN_SPREAD_S} s (${fmt(APPLICANTS / Math.max(SIGN_IN_SPREAD_S, 0.001), 0)}/s); ${JSON.stringify(signInPhase.statuses)}`;
    phases.push(signInPhase);
    console.log(`  signed in: ${signInPhase.succeeded}/${users.length}`);

    if (!call || !portal.hasRoute('POST', '/api/palyazatok')) {
      phases.push(
        skipped(
          'start an application at opening',
          call
            ? 'not available: route missing (POST /api/palyazatok)'
            : 'not available: no published call',
        ),
      );
      return { phases, verification };
    }
    const opensInMs = 3000;
    await portal.query(
      `update palyazati_felhivas set kezdet = now() + interval '${opensInMs} milliseconds' where id = ${call.id}`,
    );
    await sleep(opensInMs + 200);
    const ready = sessions.filter(
      (s): s is { session: HttpSession; applicantId: number } => s !== null,
    );
    signInPhase.note += `; ${ready.reduce((sum, s) => sum + s.session.admissionRetries, 0)} admission retries`;
    const applicationIds: Array<number | null> = Array.from({ length: ready.length }, () => null);
    const startPhase = await phase(
      'start an application at opening',
      kind,
      workers,
      ready,
      async ({ session, applicantId }, index) => {
        const started = await startApplication(session, call.id, applicantId);
        applicationIds[index] = started.id;
        return {
          ok: started.status === 201 && started.id !== null,
          status: String(started.status),
        };
      },
    );
    startPhase.note = `call ${call.azonosito}`;
    phases.push(startPhase);
    console.log(`  started: ${startPhase.succeeded}/${ready.length}`);

    const retriesSoFar = () => ready.reduce((sum, s) => sum + s.session.admissionRetries, 0);
    const submitRoute = portal.routes.find(
      (route) => route.method === 'POST' && route.url === '/api/palyazatok/:id/benyujtas',
    );
    let submitPhase: PhaseResult | null = null;
    if (!submitRoute || call.azonosito !== GRANT_CALL)
      phases.push(
        skipped(
          'submit',
          submitRoute
            ? `not available: the filled sections are those of ${GRANT_CALL}`
            : 'not available: route missing (submission)',
        ),
      );
    else {
      // Between the opening and the deadline each applicant fills the application (not a surge:
      // FILL_CONCURRENCY at a time), then everyone submits in the same instant (the deadline).
      const [country] = await portal.query<{ id: number }>(
        'select id from orszag order by id limit 1',
      );
      const [settlement] = await portal.query<{ id: number }>(
        'select id from telepules order by id limit 1',
      );
      const reference = { countryId: country?.id ?? 0, settlementId: settlement?.id ?? 0 };
      const prepared: boolean[] = ready.map(() => false);
      const fillItems = ready.map((entry, index) => ({ ...entry, index }));
      const queue = [...fillItems];
      const fillStatuses: Record<string, number> = {};
      const fillStarted = performance.now();
      const fillLoad = load()[0] as number;
      const retriesBeforeFill = retriesSoFar();
      await Promise.all(
        Array.from({ length: FILL_CONCURRENCY }, async () => {
          for (let item = queue.shift(); item; item = queue.shift()) {
            const id = applicationIds[item.index];
            if (id === null || id === undefined) continue;
            try {
              await prepareGrantSubmission(item.session, id, item.applicantId, reference);
              prepared[item.index] = true;
              fillStatuses.ok = (fillStatuses.ok ?? 0) + 1;
            } catch (error) {
              const key = (error as Error).message.slice(0, 80);
              fillStatuses[key] = (fillStatuses[key] ?? 0) + 1;
            }
          }
        }),
      );
      const fillSeconds = (performance.now() - fillStarted) / 1000;
      const filled = prepared.filter(Boolean).length;
      phases.push({
        ...skipped('fill sections + final document', ''),
        attempted: ready.length,
        succeeded: filled,
        errors: ready.length - filled,
        statuses: fillStatuses,
        wallSeconds: fillSeconds,
        perSecond: filled / fillSeconds,
        load: [fillLoad, load()[0] as number],
        note: `${FILL_CONCURRENCY} at a time; ${retriesSoFar() - retriesBeforeFill} admission retries; ${JSON.stringify(fillStatuses)}`,
      });
      console.log(`  filled: ${filled}/${ready.length} in ${fmt(fillSeconds, 0)} s`);

      const retriesBeforeSubmit = retriesSoFar();
      submitPhase = await phase(
        'submit at the deadline',
        kind,
        workers,
        ready,
        async ({ session }, index) => {
          const id = applicationIds[index];
          if (id === null || id === undefined || !prepared[index])
            return { ok: false, status: 'not prepared' };
          const answer = await submitApplication(session, id);
          return { ok: answer.status === 200, status: String(answer.status) };
        },
      );
      submitPhase.note = `all at once; ${retriesSoFar() - retriesBeforeSubmit} admission retries; ${JSON.stringify(submitPhase.statuses)}`;
      phases.push(submitPhase);
      console.log(`  submitted: ${submitPhase.succeeded}/${ready.length}`);
    }

    // Nothing lost: every 201 has its row, and no applicant has two.
    const applicantIds = users.map((u) => u.applicantId).filter((id): id is number => id !== null);
    const [counts] = await portal.query<{ rows: number; applicants: number }>(
      `select count(*)::int as rows, count(distinct tamogatast_igenylo_id)::int as applicants from palyazat
        where palyazati_felhivas_id = ${call.id} and tamogatast_igenylo_id in (${applicantIds.join(',')})`,
    );
    verification.applicationsInDatabase = counts?.rows ?? null;
    verification.distinctApplicants = counts?.applicants ?? null;
    verification.acceptedByApi = startPhase.succeeded;
    verification.expected = APPLICANTS;
    // Nothing lost: every accepted start has exactly its row (no more, no fewer).
    verification.nothingLost =
      counts?.rows === startPhase.succeeded && counts?.applicants === counts?.rows;
    if (submitPhase) {
      const [submitted] = await portal.query<{ rows: number }>(
        `select count(*)::int as rows from palyazat where palyazati_felhivas_id = ${call.id}
          and tamogatast_igenylo_id in (${applicantIds.join(',')}) and statusz <> 'UNDER_EDITING'`,
      );
      verification.submittedInDatabase = submitted?.rows ?? null;
      verification.submittedByApi = submitPhase.succeeded;
      verification.nothingLost =
        verification.nothingLost === true && submitted?.rows === submitPhase.succeeded;
    }
    verification.admissionRetries = retriesSoFar();
    verification.loadAtEnd = load();
    verification.zeroErrors =
      phases.every((p) => p.errors === 0) &&
      startPhase.succeeded === APPLICANTS &&
      (submitPhase?.succeeded ?? APPLICANTS) === APPLICANTS;
    return { phases, verification };
  } finally {
    await portal.stop();
  }
}

async function main(): Promise<void> {
  // BENCH_SURGE_DATABASES=pglite (or postgres,pglite) chooses; by default PostgreSQL when it is
  // there, and PGlite too in full mode.
  const chosen = process.env.BENCH_SURGE_DATABASES?.split(',').map((kind) => kind.trim());
  const kinds: DatabaseKind[] = chosen
    ? (chosen.filter((kind) => kind === 'postgres' || kind === 'pglite') as DatabaseKind[])
    : (await postgresAvailable())
      ? QUICK
        ? ['postgres']
        : ['postgres', 'pglite']
      : ['pglite'];
  const results: Array<{
    database: DatabaseKind;
    workers: number;
    phases: PhaseResult[];
    verification: Record<string, unknown>;
  }> = [];
  // The table after each surge too: a long run stopped half-way keeps what it measured.
  const report = () => {
    printTable(
      `Call-opening surge: ${APPLICANTS} applicants at once (target: zero errors, nothing lost)`,
      [
        'db',
        'workers',
        'phase',
        'ok / tried',
        'per s',
        'p50 ms',
        'p99 ms',
        'max ms',
        'load',
        'statuses / note',
      ],
      results.flatMap((r) =>
        r.phases.map((p) => [
          p.database,
          String(p.workers),
          p.phase,
          `${p.succeeded}/${p.attempted}`,
          fmt(p.perSecond, 0),
          fmt(p.p50Ms, 0),
          fmt(p.p99Ms, 0),
          fmt(p.maxMs, 0),
          p.load ? `${p.load[0]}→${p.load[1]}` : '—',
          p.note || JSON.stringify(p.statuses),
        ]),
      ),
    );
    for (const r of results)
      console.log(
        `${r.database}, ${r.workers} worker(s): verification ${JSON.stringify(r.verification)}`,
      );
    writeResult('surge', { applicants: APPLICANTS, workerCounts: WORKER_COUNTS, results });
  };
  for (const kind of kinds)
    for (const workers of kind === 'postgres' ? WORKER_COUNTS : [1]) {
      results.push({ database: kind, workers, ...(await surge(kind, workers)) });
      report();
    }
}

await main();
