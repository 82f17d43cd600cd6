/**
 * `npm run bench`: every benchmark of issue 8, one after another, each in its own process (a
 * failing one does not stop the rest). First builds a fresh client into bench/results/client
 * (the portal serves it; dist/client is left alone) unless BENCH_SKIP_BUILD=1.
 *
 *   npm run bench                       full run (about 30–40 minutes on 2 cores)
 *   BENCH_QUICK=1 npm run bench         quick run: fewer repetitions, smaller sizes
 *   BENCH_ONLY=api,upload npm run bench only some (startup, api, upload, surge, form-latency,
 *                                       typing, web-vitals, first-load, lighthouse)
 *
 * Timing is never asserted: the scripts print tables and write bench/results/<name>.json, and
 * this prints the key numbers of each at the end (also bench/results/summary.json).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { QUICK, ROOT, fmt, printTable, readResult, runToEnd, writeResult } from './lib/common.ts';

const BENCHMARKS = [
  { name: 'startup', script: 'bench/startup.ts' },
  { name: 'api', script: 'bench/api.ts' },
  { name: 'upload', script: 'bench/upload.ts' },
  { name: 'surge', script: 'bench/surge.ts' },
  { name: 'form-latency', script: 'bench/form-latency/run.ts' },
  { name: 'typing', script: 'bench/typing.ts' },
  { name: 'web-vitals', script: 'bench/web-vitals.ts' },
  { name: 'first-load', script: 'bench/first-load.ts' },
  { name: 'lighthouse', script: 'bench/lighthouse.ts' },
];

async function buildClient(): Promise<void> {
  const outDir = path.join(ROOT, 'bench/results/client');
  if (process.env.BENCH_SKIP_BUILD === '1') {
    if (existsSync(path.join(outDir, 'index.html'))) process.env.BENCH_CLIENT_DIR = outDir;
    return;
  }
  console.log('▶ building the client into bench/results/client');
  if (existsSync(path.join(ROOT, 'scripts/generate.mjs')))
    await runToEnd('node', ['scripts/generate.mjs']);
  await runToEnd('npx', [
    'vite',
    'build',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]);
  // As `npm run build`: the server sends the pre-compressed siblings.
  await runToEnd('node', ['scripts/compress-assets.mjs', outDir]);
  process.env.BENCH_CLIENT_DIR = outDir;
}

/** One line of key numbers per benchmark, read from its JSON. */
function keyNumbers(name: string): string {
  const result = readResult(name) as Record<string, any> | null;
  if (!result) return 'no result';
  switch (name) {
    case 'startup': {
      const rows = result.scenarios as Array<Record<string, any>>;
      return rows
        .map((r) => `${r.scenario}: ${fmt(r.medianMs === null ? null : r.medianMs / 1000, 2)} s`)
        .join('; ');
    }
    case 'api':
    case 'upload': {
      const rows = result.rows as Array<Record<string, any>>;
      const measured = rows.filter((r) => r.status === 'ok').length;
      const skipped = rows.filter((r) => String(r.status).startsWith('not available')).length;
      return `${measured} measured rows, ${skipped} not available (see ${name}.json)`;
    }
    case 'surge':
      return (result.results as Array<Record<string, any>>)
        .map((r) => `${r.database}: ${JSON.stringify(r.verification)}`)
        .join('; ');
    case 'form-latency':
      return JSON.stringify(result.targets);
    case 'typing':
      return (result.rows as Array<Record<string, any>>)
        .map(
          (r) =>
            `${r.page} ${r.cpuSlowdown}×: p95 ${fmt(r.ours?.p95, 0)} vs rjsf ${fmt(r.rjsf?.p95, 0)} ms (${fmt(r.p95Ratio, 2)})`,
        )
        .join('; ');
    case 'web-vitals':
      return (result.rows as Array<Record<string, any>>)
        .map(
          (r) =>
            `${r.page}: LCP ${fmt(r.lcpMs, 0)} ms, TBT ${fmt(r.tbtMs, 0)} ms, CLS ${fmt(r.cls, 3)}`,
        )
        .join('; ');
    case 'first-load':
      return (result.rows as Array<Record<string, any>>)
        .map(
          (r) =>
            `${r.page}: TTI ${fmt(r.ttiMs, 0)} ms (${fmt(r.ratio, 2)}×), ${fmt(r.requests, 0)} requests`,
        )
        .join('; ');
    case 'lighthouse':
      if (!result.available) return 'not available (npm install --no-save lighthouse@13)';
      return (result.results as Array<Record<string, any>>)
        .map(
          (r) =>
            `${r.page}: score ${fmt(r.score, 0)}, LCP ${fmt(r.lcpMs, 0)} ms, TBT ${fmt(r.tbtMs, 0)} ms, CLS ${fmt(r.cls, 3)}`,
        )
        .join('; ');
    default:
      return '';
  }
}

async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
  const selected = BENCHMARKS.filter((b) => !only || only.includes(b.name));
  await buildClient();
  const outcomes: Array<{ name: string; seconds: number; ok: boolean }> = [];
  for (const benchmark of selected) {
    console.log(
      `\n▶ ${benchmark.name}: npx tsx ${benchmark.script}${QUICK ? ' (BENCH_QUICK=1)' : ''}`,
    );
    const started = performance.now();
    let ok = true;
    try {
      await runToEnd('npx', ['tsx', benchmark.script]);
    } catch (error) {
      ok = false;
      console.log(`✗ ${benchmark.name}: ${(error as Error).message}`);
    }
    outcomes.push({ name: benchmark.name, seconds: (performance.now() - started) / 1000, ok });
  }
  printTable(
    'Benchmarks (details in bench/results/<name>.json and docs/performance.md)',
    ['benchmark', 'ran', 'seconds', 'key numbers'],
    outcomes.map((o) => [
      o.name,
      o.ok ? 'yes' : 'FAILED',
      fmt(o.seconds, 0),
      o.ok ? keyNumbers(o.name) : 'see output above',
    ]),
  );
  writeResult('summary', {
    outcomes: outcomes.map((o) => ({ ...o, keyNumbers: o.ok ? keyNumbers(o.name) : null })),
  });
  process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
}

await main();
