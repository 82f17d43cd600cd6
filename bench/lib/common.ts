/**
 * Shared plumbing of the benchmarks: quick mode, statistics, tables, result files, free ports,
 * throw-away PostgreSQL databases, and starting/stopping child processes. Benchmarks never
 * assert timing; they print a table and write bench/results/<name>.json.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** BENCH_QUICK=1: fewer repetitions and smaller sizes, for a smoke run (minutes, not hours). */
export const QUICK = process.env.BENCH_QUICK === '1';
export const ROOT = path.resolve(import.meta.dirname, '../..');
export const RESULTS_DIR = path.join(ROOT, 'bench/results');
/** The machine's PostgreSQL (trust auth); override with BENCH_POSTGRES_URL. */
export const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ??
  process.env.TEST_POSTGRES_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const MiB = 1024 * 1024;

export function median(values: number[]): number {
  return percentile(values, 50);
}

/** Nearest-rank percentile; NaN for an empty list. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = values.toSorted((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] as number;
}

/** Rounds for display; '—' for missing values. */
export function fmt(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  return value.toFixed(digits);
}

/** Prints an aligned text table (first row = header). */
export function printTable(title: string, header: string[], rows: string[][]): void {
  const all = [header, ...rows];
  const widths = header.map((_, column) =>
    Math.max(...all.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    row.map((cell, column) => (cell ?? '').padEnd(widths[column] ?? 0)).join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

const LOAD_AT_START = os.loadavg();

/**
 * Machine facts recorded with every result, so numbers are read in context. The load average
 * at start and at the end shows how much other work shared the cores while measuring.
 */
export function machineInfo(): Record<string, unknown> {
  return {
    loadAverageAtStart: LOAD_AT_START,
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    totalMemoryMiB: Math.round(os.totalmem() / MiB),
    loadAverageAtEnd: os.loadavg(),
    quick: QUICK,
  };
}

/** Writes bench/results/<name>.json and returns its path. */
export function writeResult(name: string, data: Record<string, unknown>): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  const body = {
    benchmark: name,
    measuredAt: new Date().toISOString(),
    machine: machineInfo(),
    ...data,
  };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  console.log(`\nresults: ${path.relative(ROOT, file)}`);
  return file;
}

export function readResult(name: string): Record<string, unknown> | null {
  const file = path.join(RESULTS_DIR, `${name}.json`);
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
    : null;
}

/** A free TCP port on 127.0.0.1 (for servers whose start-up command takes PORT). */
/**
 * A port for a benchmark server: with BENCH_PORTS="4300-4399" (a shared machine where each user
 * has a range) a free one of that range, otherwise 0 (any free port, chosen by the system).
 */
export async function benchPort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (!range) return 0;
  const [low, high] = [Number(range[1]), Number(range[2])];
  // Start at a random place so parallel benchmark processes rarely race for the same port.
  const offset = Math.floor(Math.random() * (high - low + 1));
  for (let i = 0; i <= high - low; i++) {
    const port = low + ((offset + i) % (high - low + 1));
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  const inRange = await benchPort();
  if (inRange) return inRange;
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls a URL until it answers `status`; returns the milliseconds waited, or throws. */
export async function waitForStatus(
  url: string,
  options: { status?: number; timeoutMs?: number; intervalMs?: number; child?: ChildProcess } = {},
): Promise<number> {
  const { status = 200, timeoutMs = 60_000, intervalMs = 10 } = options;
  const started = performance.now();
  for (;;) {
    if (options.child && options.child.exitCode !== null) {
      throw new Error(`process exited with ${options.child.exitCode} before ${url} answered`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === status) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs) throw new Error(`${url} did not answer in time`);
    await sleep(intervalMs);
  }
}

/** A throw-away database on the machine's PostgreSQL; `drop()` removes it. */
export async function createPostgresDatabase(
  prefix = 'portal_bench',
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

/** True when the machine's PostgreSQL answers. */
export async function postgresAvailable(): Promise<boolean> {
  try {
    await adminQuery('select 1');
    return true;
  } catch {
    return false;
  }
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Spawns a command in its own process group (so `npx tsx …` and its children stop together).
 * Output goes to a log file under bench/results/logs so a failing start can be diagnosed.
 */
export function spawnGroup(
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
  logName: string,
): ChildProcess {
  const logDir = path.join(RESULTS_DIR, 'logs');
  mkdirSync(logDir, { recursive: true });
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.on('exit', () => {
    writeFileSync(path.join(logDir, `${logName}.log`), Buffer.concat(chunks));
  });
  return child;
}

/** SIGTERM to the whole process group, SIGKILL after a grace period; resolves on exit. */
export async function stopGroup(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, graceMs);
  await exited;
  clearTimeout(timer);
}

/** Resident set size of a process in bytes (Linux /proc), or null when it is gone. */
export function rssOf(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * CPU time (user + system) a process has used so far, in milliseconds (Linux /proc), or null
 * when it is gone. Around a load run it gives the server's CPU per request, which the scheduler
 * of a loaded machine does not stretch the way it stretches requests per second.
 */
export function cpuMsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) start after its ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line: 12 and 13 after the name.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** USER_HZ: the unit of /proc/<pid>/stat's times; 100 on every Linux this runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * The built client the portal serves in the benchmarks: BENCH_CLIENT_DIR (run-all builds a fresh
 * one into bench/results/client, leaving dist/client alone) or dist/client.
 */
export function clientDir(): string {
  return process.env.BENCH_CLIENT_DIR ?? path.join(ROOT, 'dist/client');
}

/** Builds the client into dist/client when no built client is there (`npm run build`). */
export async function ensureClientBuilt(): Promise<void> {
  if (existsSync(path.join(clientDir(), 'index.html'))) return;
  console.log(`${path.relative(ROOT, clientDir())} has no built client: building it…`);
  const usesPrecompile = existsSync(path.join(ROOT, 'scripts/precompile-validators.mjs'));
  const [command, args] = usesPrecompile
    ? ['npm', ['run', 'build', '--silent']]
    : ['npx', ['vite', 'build']];
  await runToEnd(command, args as string[]);
}

/** Runs a command to completion with inherited output; throws on a non-zero exit. */
export async function runToEnd(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}
