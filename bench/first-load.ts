/**
 * First load on a cheap phone (issue 17): time to interactive, requests, bytes, requests made
 * twice and round trips one after another, cold, in Chromium with 4× CPU slowdown and a
 * Fast-3G-like network (562.5 ms RTT, 1.47 Mbps down, 675 kbps up — Lighthouse's mobile
 * throttling, applied through the DevTools protocol). Pages: /login and /application/base
 * (signed in), beside a plain Vite + React sign-in page this script builds itself
 * (bench/first-load/) and serves the same way (pre-compressed), in the same run.
 *
 * Time to interactive here: the moment the page shows what it is for (the sign-in form; the
 * base-data form with its fields) and the main thread has run its last long task before a
 * quiet window of 3 s with no long task and no network — Lighthouse's idea of TTI, measured
 * with the browser's own PerformanceObservers.
 *
 *   npx tsx bench/first-load.ts          (BENCH_QUICK=1: 2 repetitions instead of 5)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';
import type { BenchUser } from './lib/bench-users.ts';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  QUICK,
  ROOT,
  ensureClientBuilt,
  fmt,
  median,
  printTable,
  runToEnd,
  writeResult,
} from './lib/common.ts';
import { type FirstLoadResult, writeFirstLoadDocs } from './lib/first-load-docs.ts';
import { signIn } from './lib/http-session.ts';
import { startPortal } from './lib/portal.ts';
import { openCalls, startApplication, twoFactorOptions } from './lib/portal-flows.ts';
import { serveDirectory } from './lib/static-server.ts';

const REPETITIONS = QUICK ? 2 : 5;
const HELLO_DIR = path.join(ROOT, 'bench/results/first-load-hello');
const THROTTLING = { cpuSlowdown: 4, rttMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675 };

/** What a page is ready for, as a predicate evaluated in the page. */
const SIGN_IN_FORM =
  "!!document.querySelector('input[type=password]') && !!document.querySelector('button[type=submit]')";
const DATA_FORM =
  "document.querySelectorAll('form input, form select, form textarea').length >= 5 && !document.querySelector('input[type=password]')";

interface Load {
  readyMs: number | null;
  ttiMs: number | null;
  longTasks: number;
  requests: number;
  kib: number;
  /** URLs requested more than once during the load. */
  twice: string[];
  /** The longest chain of requests each started after the one before had finished. */
  serialDepth: number;
  /** That chain's URLs, in order. */
  serialChain: string[];
  waterfall: Array<{ url: string; startMs: number; endMs: number }>;
}

declare global {
  interface Window {
    __load: { ready: number | null; longTasks: Array<{ start: number; duration: number }> };
  }
}

/** Installed before any page script (a string: tsx would wrap a function in helpers). */
function collector(readyWhen: string): string {
  return `
window.__load = { ready: null, longTasks: [] };
try {
  new PerformanceObserver((list) => list.getEntries().forEach((entry) =>
    window.__load.longTasks.push({ start: entry.startTime, duration: entry.duration })
  )).observe({ type: 'longtask', buffered: true });
} catch (error) {}
const check = () => {
  if (window.__load.ready === null && (${readyWhen})) window.__load.ready = performance.now();
};
new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
`;
}

/** The longest chain of requests where each started after the previous one had ended. */
function serialChain<T extends { startMs: number; endMs: number }>(requests: T[]): T[] {
  const sorted = requests.toSorted((a, b) => a.startMs - b.startMs);
  const depth: number[] = [];
  const previous: number[] = [];
  sorted.forEach((request, index) => {
    let best = 0;
    let from = -1;
    for (let before = 0; before < index; before++)
      if (sorted[before]!.endMs <= request.startMs && depth[before]! > best) {
        best = depth[before]!;
        from = before;
      }
    depth.push(best + 1);
    previous.push(from);
  });
  const chain: T[] = [];
  let at = depth.indexOf(Math.max(0, ...depth));
  while (at >= 0) {
    chain.unshift(sorted[at]!);
    at = previous[at]!;
  }
  return chain;
}

async function measure(context: BrowserContext, url: string, readyWhen: string): Promise<Load> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.rttMs,
    downloadThroughput: (THROTTLING.downloadKbps * 1024) / 8,
    uploadThroughput: (THROTTLING.uploadKbps * 1024) / 8,
  });
  const started = new Map<string, { url: string; start: number }>();
  const finished: Array<{ url: string; start: number; end: number; bytes: number }> = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    const requested = new URL(event.request.url);
    if (requested.protocol.startsWith('http'))
      started.set(event.requestId, {
        url: `${requested.pathname}${requested.search}`,
        start: event.timestamp * 1000,
      });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = started.get(event.requestId);
    if (request)
      finished.push({ ...request, end: event.timestamp * 1000, bytes: event.encodedDataLength });
  });
  await page.addInitScript(collector(readyWhen));
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // Quiet window: 3 s with no new long task and no network (at most 60 s).
  let seen = -1;
  const deadline = Date.now() + 60_000;
  for (;;) {
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    await page.waitForTimeout(3_000);
    const count = await page.evaluate(() => window.__load.longTasks.length);
    if (count === seen || Date.now() > deadline) break;
    seen = count;
  }
  const raw = await page.evaluate(() => window.__load);
  await page.close();
  const lastLongTaskEnd = Math.max(0, ...raw.longTasks.map((task) => task.start + task.duration));
  // CDP timestamps are monotonic: the waterfall starts at the first request (the document).
  const origin = Math.min(...finished.map((request) => request.start));
  const waterfall = finished
    .map((request) => ({
      url: request.url,
      startMs: Math.round(request.start - origin),
      endMs: Math.round(request.end - origin),
    }))
    .toSorted((a, b) => a.startMs - b.startMs);
  const counts = new Map<string, number>();
  for (const request of finished) counts.set(request.url, (counts.get(request.url) ?? 0) + 1);
  return {
    readyMs: raw.ready,
    ttiMs: raw.ready === null ? null : Math.max(raw.ready, lastLongTaskEnd),
    longTasks: raw.longTasks.length,
    requests: finished.length,
    kib: finished.reduce((sum, request) => sum + request.bytes, 0) / 1024,
    twice: [...counts].filter(([, count]) => count > 1).map(([asked]) => asked),
    serialDepth: serialChain(waterfall).length,
    serialChain: serialChain(waterfall).map((request) => request.url),
    waterfall,
  };
}

async function main(): Promise<void> {
  await ensureClientBuilt();
  console.log('▶ building the plain Vite + React baseline page');
  await runToEnd('npx', ['vite', 'build', '--config', 'bench/first-load/vite.config.ts']);
  await runToEnd('node', ['scripts/compress-assets.mjs', HELLO_DIR]);
  const hello = await serveDirectory(HELLO_DIR);
  const portal = await startPortal('pglite', { LOG_LEVEL: 'warn' }, 'first-load');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const rows: Array<Record<string, unknown>> = [];
  try {
    const { users } = await portal.task<{ users: BenchUser[] }>('createUsers', {
      count: 1,
      prefix: `first-load-${Date.now()}`,
      withApplicant: true,
    });
    const user = users[0] as BenchUser;
    const session = await signIn(portal.url, user.email, user.password, twoFactorOptions(portal));
    const cookies = [...session.cookies].map(([name, value]) => ({ name, value, url: portal.url }));
    // /application/base needs a selected application: the user starts one as an applicant does
    // (the first open call); with exactly one, the shell selects it, and the stored selection
    // below makes that explicit.
    if (user.applicantId === null) throw new Error('the benchmark user has no applicant');
    const [call] = await openCalls(session);
    if (!call) throw new Error('no open call to start an application for');
    const started = await startApplication(session, call.id, user.applicantId);
    if (started.status !== 201 || started.id === null)
      throw new Error(`starting an application answered ${started.status}: ${started.text}`);
    const selection = { selectedApplicantId: user.applicantId, selectedTenderId: started.id };
    const pages = [
      { name: 'baseline: plain Vite + React page', url: `${hello.url}/`, ready: SIGN_IN_FORM },
      { name: '/login', url: `${portal.url}/login`, ready: SIGN_IN_FORM },
      {
        name: '/application/base (signed in)',
        url: `${portal.url}/application/base`,
        ready: DATA_FORM,
        signedIn: true,
      },
    ];
    const samples = new Map<string, Load[]>(pages.map((target) => [target.name, []]));
    for (let repetition = 0; repetition < REPETITIONS; repetition++) {
      for (const target of pages) {
        // A fresh context per load: a first visit, nothing cached.
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
          locale: 'hu-HU',
        });
        if (target.signedIn) {
          await context.addCookies(cookies);
          await context.addInitScript(
            `for (const [key, value] of Object.entries(${JSON.stringify(selection)})) localStorage.setItem(key, String(value));`,
          );
        }
        samples.get(target.name)?.push(await measure(context, target.url, target.ready));
        await context.close();
      }
      console.log(`  repetition ${repetition + 1} of ${REPETITIONS} done`);
    }
    const medianOf = (list: Load[], pick: (load: Load) => number | null) => {
      const values = list.map(pick).filter((value): value is number => value !== null);
      return values.length === list.length && values.length > 0 ? median(values) : null;
    };
    const baseline = medianOf(samples.get(pages[0]!.name) ?? [], (load) => load.ttiMs);
    for (const target of pages) {
      const list = samples.get(target.name) ?? [];
      const tti = medianOf(list, (load) => load.ttiMs);
      rows.push({
        page: target.name,
        ttiMs: tti,
        readyMs: medianOf(list, (load) => load.readyMs),
        ratio: tti !== null && baseline ? tti / baseline : null,
        requests: medianOf(list, (load) => load.requests),
        kib: medianOf(list, (load) => load.kib),
        serialDepth: medianOf(list, (load) => load.serialDepth),
        twice: [...new Set(list.flatMap((load) => load.twice))],
        status: list.every((load) => load.readyMs !== null)
          ? 'ok'
          : 'not ready in some loads (the page never showed its form)',
        samples: list,
      });
    }
  } finally {
    await browser.close();
    await portal.stop();
    await hello.close();
  }
  printTable(
    `First load, cold (median of ${REPETITIONS}; 4× CPU, 562.5 ms RTT, 1.47 Mbps)`,
    ['page', 'TTI ms', '× baseline', 'form shown ms', 'requests', 'KiB', 'serial', 'asked twice'],
    rows.map((row) => [
      String(row.page),
      fmt(row.ttiMs as number | null, 0),
      fmt(row.ratio as number | null, 2),
      fmt(row.readyMs as number | null, 0),
      fmt(row.requests as number | null, 0),
      fmt(row.kib as number | null, 0),
      fmt(row.serialDepth as number | null, 0),
      (row.twice as string[]).join(' ') || '—',
    ]),
  );
  const file = writeResult('first-load', {
    repetitions: REPETITIONS,
    throttling: THROTTLING,
    rows,
  });
  await writeFirstLoadDocs(JSON.parse(readFileSync(file, 'utf8')) as FirstLoadResult);
}

await main();
