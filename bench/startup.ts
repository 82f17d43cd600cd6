/**
 * Start-up benchmark: from spawning the server (client already built) to GET /api/health
 * answering 200. The portal as `npm start` runs it (node on the compiled dist/server) and, beside
 * it, as it ran before (tsx on the TypeScript sources); on PGlite (a fresh DATA_DIR from the
 * template, then warm starts on one directory) and on PostgreSQL (a freshly created database each
 * time, then warm starts on it); in the same run a bare Fastify app with one route started with
 * node (the baseline).
 * Median of 5 repetitions (3 with BENCH_QUICK=1). Target: ≤ 8 s on PGlite.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  QUICK,
  clientDir,
  createPostgresDatabase,
  ensureClientBuilt,
  fmt,
  freePort,
  median,
  postgresAvailable,
  printTable,
  runToEnd,
  spawnGroup,
  stopGroup,
  waitForStatus,
  writeResult,
} from './lib/common.ts';
import { DEFAULT_PGLITE_TEMPLATE } from '../src/server/config.ts';

const REPETITIONS = Number(process.env.BENCH_STARTUP_REPETITIONS ?? (QUICK ? 3 : 5));
/**
 * BENCH_STARTUP_LOAD=N: N processes keep a CPU core busy each during the whole run, so "start-up
 * under load" is reproducible instead of depending on whatever else the machine does.
 */
const LOAD_PROCESSES = Number(process.env.BENCH_STARTUP_LOAD ?? 0);

/** Starts `count` busy-looping processes; answers the function that stops them. */
function startLoad(count: number): () => void {
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  return () => {
    for (const child of children) child.kill();
  };
}
/**
 * BENCH_STARTUP_BEFORE=<checkout>: every compiled scenario also runs the compiled server of that
 * other checkout (its `npm run build` output), right after ours, so a change is measured before →
 * after in the same run. BENCH_STARTUP_TSX=0 leaves out the tsx scenarios.
 */
const BEFORE = process.env.BENCH_STARTUP_BEFORE;
const WITH_TSX = process.env.BENCH_STARTUP_TSX !== '0';
const TARGET_PGLITE_MS = 8_000;
/** `npm start` and `npm run start:prod` after the build. */
const COMPILED = ['node', 'dist/server/src/server/server.js'];
/** How the portal started before it was compiled. */
const TSX = ['npx', 'tsx', 'src/server/server.ts'];

interface Scenario {
  name: string;
  /** Prepares one start (environment) and returns a clean-up for after the start. */
  prepare(repetition: number): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>;
  /** The command that starts it. */
  script: string[];
  skipped?: string;
}

/** One timed start: spawn, poll /api/health every 10 ms, stop. */
async function timeStart(
  command: string[],
  env: Record<string, string>,
  log: string,
): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const [program = 'node', ...args] = command;
  const child = spawnGroup(program, args, { ...env, PORT: String(port), HOST: '127.0.0.1' }, log);
  try {
    await waitForStatus(`http://127.0.0.1:${port}/api/health`, { timeoutMs: 120_000, child });
    return performance.now() - started;
  } finally {
    await stopGroup(child);
  }
}

const serverEnv = {
  CLIENT_DIR: clientDir(),
  ENV: 'local',
  LOG_LEVEL: 'warn',
  SESSION_SECRET: 'bench-session-secret-0123456789abcdef0123456789',
};

async function main(): Promise<void> {
  await ensureClientBuilt();
  if (!existsSync(DEFAULT_PGLITE_TEMPLATE)) {
    await runToEnd('node', ['scripts/build-pglite-template.ts']);
  }
  if (!existsSync('dist/server/src/server/server.js'))
    await runToEnd('node', ['scripts/build-server.mjs']);
  const scenarios: Scenario[] = [];
  scenarios.push({
    name: 'baseline: bare Fastify, one route (node)',
    script: ['node', 'bench/baselines/bare-fastify.ts'],
    prepare: async () => ({ env: {}, cleanup: async () => {} }),
  });

  // PGlite cold: every start gets a brand-new DATA_DIR (migrations, seed, new cluster files),
  // unpacked from the template of `npm run build`; compiled, and through tsx as before.
  for (const [name, script] of [
    ['portal on PGlite, fresh DATA_DIR (node, compiled)', COMPILED],
    ['before: portal on PGlite, fresh DATA_DIR (tsx, sources)', TSX],
  ] as const) {
    scenarios.push({
      name,
      script: [...script],
      prepare: async () => {
        const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
        return {
          env: { ...serverEnv, DATA_DIR: dir },
          cleanup: async () => rmSync(dir, { recursive: true, force: true }),
        };
      },
    });
  }

  // PGlite warm: one directory initialised once, then started again and again.
  const warmDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-warm-'));
  let warmInitialised = false;
  scenarios.push({
    name: 'portal on PGlite, warm DATA_DIR (node, compiled)',
    script: COMPILED,
    prepare: async () => {
      if (!warmInitialised) {
        await timeStart(COMPILED, { ...serverEnv, DATA_DIR: warmDir }, 'startup-warm-init');
        warmInitialised = true;
      }
      return { env: { ...serverEnv, DATA_DIR: warmDir }, cleanup: async () => {} };
    },
  });

  // On PostgreSQL the files (document storage) still need a directory outside the working copy.
  const scratchDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-pg-'));
  const hasPostgres = await postgresAvailable();
  const warmDatabase = hasPostgres ? await createPostgresDatabase('portal_bench_startup') : null;
  let warmDatabaseInitialised = false;
  for (const [name, script] of [
    ['portal on PostgreSQL, fresh database (node, compiled)', COMPILED],
    ['before: portal on PostgreSQL, fresh database (tsx, sources)', TSX],
  ] as const) {
    scenarios.push({
      name,
      script,
      skipped: hasPostgres ? undefined : 'not available: PostgreSQL not reachable',
      prepare: async () => {
        const database = await createPostgresDatabase('portal_bench_startup');
        return {
          env: { ...serverEnv, DATABASE_URL: database.url, DATA_DIR: scratchDir },
          cleanup: () => database.drop(),
        };
      },
    });
  }
  scenarios.push({
    name: 'portal on PostgreSQL, warm database (node, compiled)',
    script: COMPILED,
    skipped: hasPostgres ? undefined : 'not available: PostgreSQL not reachable',
    prepare: async () => {
      const url = warmDatabase?.url ?? '';
      if (!warmDatabaseInitialised) {
        await timeStart(
          COMPILED,
          { ...serverEnv, DATABASE_URL: url, DATA_DIR: scratchDir },
          'startup-pg-init',
        );
        warmDatabaseInitialised = true;
      }
      return {
        env: { ...serverEnv, DATABASE_URL: url, DATA_DIR: scratchDir },
        cleanup: async () => {},
      };
    },
  });

  if (!WITH_TSX)
    for (let index = scenarios.length - 1; index >= 0; index--)
      if (scenarios[index]?.script.join(' ') === TSX.join(' ')) scenarios.splice(index, 1);
  if (BEFORE) {
    const before = ['node', path.join(BEFORE, COMPILED[1] as string)];
    for (let index = scenarios.length - 1; index >= 0; index--) {
      const scenario = scenarios[index] as Scenario;
      if (scenario.script.join(' ') !== COMPILED.join(' ')) continue;
      scenarios.splice(index + 1, 0, {
        ...scenario,
        name: `before (${path.basename(BEFORE)}): ${scenario.name}`,
        script: before,
      });
    }
  }

  const results: Array<Record<string, unknown>> = [];
  const stopLoad = startLoad(LOAD_PROCESSES);
  if (LOAD_PROCESSES > 0) console.log(`  ${LOAD_PROCESSES} busy processes run alongside`);
  try {
    // Interleave the scenarios (round-robin) so a burst of load from other work on the machine
    // spreads over all of them instead of skewing one.
    const samples = new Map<string, number[]>(scenarios.map((s) => [s.name, []]));
    const errors = new Map<string, string>();
    for (let repetition = 0; repetition < REPETITIONS; repetition++) {
      for (const scenario of scenarios) {
        if (scenario.skipped || errors.has(scenario.name)) continue;
        const { env, cleanup } = await scenario.prepare(repetition);
        try {
          const ms = await timeStart(
            scenario.script,
            env,
            `startup-${results.length}-${repetition}`,
          );
          samples.get(scenario.name)?.push(ms);
          console.log(`  ${scenario.name} #${repetition + 1}: ${fmt(ms / 1000, 2)} s`);
        } catch (error) {
          errors.set(scenario.name, (error as Error).message);
          console.log(`  ${scenario.name}: failed: ${(error as Error).message}`);
        } finally {
          await cleanup();
        }
      }
    }
    const baseline = median(samples.get(scenarios[0]?.name ?? '') ?? []);
    for (const scenario of scenarios) {
      const values = samples.get(scenario.name) ?? [];
      results.push({
        scenario: scenario.name,
        script: scenario.script.join(' '),
        samplesMs: values.map((v) => Math.round(v)),
        medianMs: values.length ? Math.round(median(values)) : null,
        minMs: values.length ? Math.round(Math.min(...values)) : null,
        maxMs: values.length ? Math.round(Math.max(...values)) : null,
        ratioToBaseline: values.length ? median(values) / baseline : null,
        status: scenario.skipped ?? errors.get(scenario.name) ?? 'ok',
      });
    }
  } finally {
    stopLoad();
    rmSync(warmDir, { recursive: true, force: true });
    rmSync(scratchDir, { recursive: true, force: true });
    await warmDatabase?.drop();
  }

  printTable(
    `Start-up to /api/health = 200 (median of ${REPETITIONS}${LOAD_PROCESSES ? `, ${LOAD_PROCESSES} busy processes alongside` : ''}; target ≤ ${TARGET_PGLITE_MS / 1000} s on PGlite)`,
    ['scenario', 'median s', 'min s', 'max s', '× baseline', 'status'],
    results.map((r) => [
      String(r.scenario),
      fmt((r.medianMs as number | null) === null ? null : (r.medianMs as number) / 1000, 2),
      fmt((r.minMs as number | null) === null ? null : (r.minMs as number) / 1000, 2),
      fmt((r.maxMs as number | null) === null ? null : (r.maxMs as number) / 1000, 2),
      fmt(r.ratioToBaseline as number | null, 1),
      String(r.status),
    ]),
  );
  const pgliteCold = results.find((r) => r.scenario === 'portal on PGlite, fresh DATA_DIR');
  const coldMs = (pgliteCold?.medianMs as number | null) ?? null;
  const verdict =
    coldMs === null
      ? 'not measured'
      : coldMs <= TARGET_PGLITE_MS
        ? 'met'
        : `missed by ${fmt((coldMs - TARGET_PGLITE_MS) / 1000, 2)} s`;
  console.log(`target (PGlite, fresh DATA_DIR ≤ 8 s): ${verdict}`);
  writeResult('startup', {
    repetitions: REPETITIONS,
    targetPgliteMs: TARGET_PGLITE_MS,
    busyProcesses: LOAD_PROCESSES,
    targetVerdict: verdict,
    scenarios: results,
  });
}

await main();
