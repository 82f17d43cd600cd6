/**
 * Writes the first-load benchmark's figures into docs/performance.md, between the markers
 * `<!-- bench:first-load -->` and `<!-- /bench:first-load -->` (issue 17, item 4), so the page
 * shows what the last run measured and under which conditions. Text outside the markers (the
 * before → after story) is left alone.
 *
 *   npx tsx bench/lib/first-load-docs.ts [bench/results/first-load.json]   (rewrite from a result)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { ROOT } from './common.ts';

const DOC = path.join(ROOT, 'docs/performance.md');
const BEGIN = '<!-- bench:first-load -->';
const END = '<!-- /bench:first-load -->';

interface Row {
  page: string;
  ttiMs: number | null;
  readyMs: number | null;
  ratio: number | null;
  requests: number | null;
  kib: number | null;
  serialDepth: number | null;
  twice: string[];
  status: string;
  samples: Array<{ ttiMs: number | null; serialChain?: string[] }>;
}

interface Result {
  measuredAt: string;
  machine: {
    loadAverageAtStart: number[];
    loadAverageAtEnd: number[];
    cpus: number;
    quick: boolean;
  };
  repetitions: number;
  throttling: { cpuSlowdown: number; rttMs: number; downloadKbps: number; uploadKbps: number };
  rows: Row[];
}

const number = (value: number | null, digits = 0) => (value === null ? '—' : value.toFixed(digits));
const load = (values: number[]) => values.map((value) => value.toFixed(1)).join(' / ');

export type FirstLoadResult = Result;

/**
 * The load the run was measured under, in words that follow the figures: a machine whose
 * 1-minute load average stayed within its cores was quiet enough for the absolute times to
 * mean something; above that, other work competed for the CPU the throttled page runs on.
 */
export function machineLoad(machine: Result['machine']): string {
  const averages =
    `load average ${load(machine.loadAverageAtStart)} at the start and` +
    ` ${load(machine.loadAverageAtEnd)} at the end (1 / 5 / 15 min)`;
  const busiest = Math.max(machine.loadAverageAtStart[0] ?? 0, machine.loadAverageAtEnd[0] ?? 0);
  return busiest > machine.cpus
    ? `The machine (${machine.cpus} cores) was **shared with other work**: ${averages}, so` +
        ' absolute times are inflated and noisy; read the ratio to the plain page measured' +
        ' beside them in the same run.'
    : `The machine (${machine.cpus} cores) was quiet: ${averages}, within its cores; the ratio` +
        ' to the plain page measured beside them in the same run is still the figure to compare.';
}

export function firstLoadSection(result: Result): string {
  const { throttling, machine } = result;
  const lines = [
    BEGIN,
    '',
    `Written by \`bench/first-load.ts\` on ${result.measuredAt.slice(0, 16).replace('T', ' ')} UTC` +
      ` (${machine.quick ? 'quick run, ' : ''}median of ${result.repetitions} cold loads per page,` +
      ` a fresh browser context each, pages taken in turn within each repetition).`,
    `Chromium with ${throttling.cpuSlowdown}× CPU slowdown, ${throttling.rttMs} ms round trip,` +
      ` ${(throttling.downloadKbps / 1000).toFixed(2)} Mbps down, ${throttling.uploadKbps} kbps up` +
      ` (DevTools protocol). ${machineLoad(machine)}`,
    '',
    '| Page | TTI ms | × plain page | form shown ms | requests | KiB | requests one after another | asked twice |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...result.rows.map(
      (row) =>
        `| ${row.page} | ${number(row.ttiMs)} | ${number(row.ratio, 2)} | ${number(row.readyMs)} |` +
        ` ${number(row.requests)} | ${number(row.kib)} | ${number(row.serialDepth)} |` +
        ` ${row.twice.join(' ') || '—'} |`,
    ),
    '',
    'The longest chain of requests each started after the previous one had ended (first load):',
    '',
    ...result.rows
      .filter((row) => row.samples[0]?.serialChain)
      .map((row) => `- ${row.page}: ${(row.samples[0]?.serialChain ?? []).join(' → ')}`),
    '',
    END,
  ];
  return lines.join('\n');
}

/**
 * Replaces the marked section of docs/performance.md (or appends it with a heading), formatted
 * as the format check expects.
 */
export async function writeFirstLoadDocs(result: Result): Promise<void> {
  const doc = readFileSync(DOC, 'utf8');
  const section = firstLoadSection(result);
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  const next =
    start >= 0 && end > start
      ? `${doc.slice(0, start)}${section}${doc.slice(end + END.length)}`
      : `${doc.trimEnd()}\n\n## First load (issue 17)\n\n${section}\n`;
  const options = (await prettier.resolveConfig(DOC)) ?? {};
  writeFileSync(DOC, await prettier.format(next, { ...options, filepath: DOC }));
  console.log(`figures written to ${path.relative(ROOT, DOC)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const file = process.argv[2] ?? path.join(ROOT, 'bench/results/first-load.json');
  await writeFirstLoadDocs(JSON.parse(readFileSync(file, 'utf8')) as Result);
}
