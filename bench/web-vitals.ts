/**
 * Page-load vitals on a mobile profile (issue 8, standing in for Lighthouse): the `lighthouse`
 * package is not installed, so this measures what Chromium's DevTools protocol and the
 * browser's own PerformanceObservers give — FCP, LCP, CLS (largest session window) and total
 * blocking time (long tasks after FCP, minus 50 ms each) — under Lighthouse's mobile settings
 * applied through DevTools: Moto G Power viewport (412×823, DPR 1.75), 4× CPU slowdown,
 * 562.5 ms RTT, 1.47 Mbps down / 675 kbps up. Pages: /login and a master-data form page
 * (/application/base, signed in), beside a static HTML page as the floor. An estimated
 * performance score uses Lighthouse's scoring curves without Speed Index (weights renormalised).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';
import type { BenchUser } from './lib/bench-users.ts';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  QUICK,
  ensureClientBuilt,
  fmt,
  median,
  printTable,
  writeResult,
} from './lib/common.ts';
import { signIn } from './lib/http-session.ts';
import { startPortal } from './lib/portal.ts';
import { twoFactorOptions } from './lib/portal-flows.ts';
import { serveDirectory } from './lib/static-server.ts';

const REPETITIONS = QUICK ? 2 : 3;
const FORM_PAGE = '/application/base';

interface Vitals {
  fcp: number | null;
  lcp: number | null;
  cls: number;
  tbt: number;
  longTasks: number;
  notFound: boolean;
  /** Form controls on the page once loaded, and password fields (a sign-in form). */
  inputs: number;
  passwordInputs: number;
  /** The request waterfall: what the page waited for, relative to the first request (ms). */
  requests: Array<{ url: string; startMs: number; endMs: number }>;
}

declare global {
  interface Window {
    __vitals: {
      fcp: number | null;
      lcp: number | null;
      shifts: Array<{ start: number; value: number }>;
      longTasks: Array<{ start: number; duration: number }>;
    };
  }
}

/**
 * Installed before any page script: collects the entries Lighthouse's metrics are built from.
 * A string, not a function: tsx's transform would wrap inner functions in a helper the page
 * does not have.
 */
const COLLECT_VITALS = `
window.__vitals = { fcp: null, lcp: null, shifts: [], longTasks: [] };
function observe(type, onEntry) {
  try {
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  } catch (error) {}
}
observe('paint', (entry) => {
  if (entry.name === 'first-contentful-paint') window.__vitals.fcp = entry.startTime;
});
observe('largest-contentful-paint', (entry) => { window.__vitals.lcp = entry.startTime; });
observe('layout-shift', (entry) => {
  if (!entry.hadRecentInput) window.__vitals.shifts.push({ start: entry.startTime, value: entry.value });
});
observe('longtask', (entry) => {
  window.__vitals.longTasks.push({ start: entry.startTime, duration: entry.duration });
});
`;

/** CLS as Chrome defines it: the largest session window (gaps < 1 s, windows ≤ 5 s). */
function cumulativeLayoutShift(shifts: Array<{ start: number; value: number }>): number {
  let best = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of shifts) {
    if (shift.start - previous > 1000 || shift.start - windowStart > 5000) {
      current = 0;
      windowStart = shift.start;
    }
    current += shift.value;
    previous = shift.start;
    best = Math.max(best, current);
  }
  return best;
}

// Lighthouse (v10–12) mobile scoring curves and weights; Speed Index cannot be measured here.
const CURVES = {
  fcp: { p10: 1800, median: 3000, weight: 10 },
  lcp: { p10: 2500, median: 4000, weight: 25 },
  tbt: { p10: 200, median: 600, weight: 30 },
  cls: { p10: 0.1, median: 0.25, weight: 25 },
};

function erf(x: number): number {
  const sign = Math.sign(x);
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return sign * y;
}

/** Lighthouse's getLogNormalScore. */
function logNormalScore(
  { p10, median: mid }: { p10: number; median: number },
  value: number,
): number {
  if (value <= 0) return 1;
  const standardized = (Math.log(value / mid) * 0.9061938024368232) / -Math.log(p10 / mid);
  const score = (1 - erf(standardized)) / 2;
  if (value <= p10) return Math.max(0.9, Math.min(1, score));
  if (value <= mid) return Math.max(0.5, Math.min(0.8999999999999999, score));
  return Math.max(0, Math.min(0.49999999999999994, score));
}

function estimatedScore(v: { fcp: number; lcp: number; tbt: number; cls: number }): number {
  let total = 0;
  let weights = 0;
  for (const [key, curve] of Object.entries(CURVES)) {
    total += logNormalScore(curve, v[key as keyof typeof v]) * curve.weight;
    weights += curve.weight;
  }
  return Math.round((100 * total) / weights);
}

async function measure(context: BrowserContext, url: string): Promise<Vitals> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await page.addInitScript(COLLECT_VITALS);
  const finished: Array<{ url: string; start: number; end: number }> = [];
  page.on('requestfinished', (request) => {
    const timing = request.timing();
    const requested = new URL(request.url());
    finished.push({
      url: `${requested.pathname}${requested.search}`,
      start: timing.startTime,
      end: timing.startTime + Math.max(0, timing.responseEnd),
    });
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // Quiet window: wait until 3 s pass with no new long task and no network (max 30 s).
  let seen = -1;
  const deadline = Date.now() + 30_000;
  for (;;) {
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    await page.waitForTimeout(3000);
    const count = await page.evaluate(() => window.__vitals.longTasks.length);
    if (count === seen || Date.now() > deadline) break;
    seen = count;
  }
  const raw = await page.evaluate(() => window.__vitals);
  const notFound = (await page.locator('text=A keresett oldal nem található').count()) > 0;
  const inputs = await page.locator('input, select, textarea').count();
  const passwordInputs = await page.locator('input[type=password]').count();
  const origin = Math.min(...finished.map((r) => r.start));
  const requests = finished
    .map((r) => ({
      url: r.url,
      startMs: Math.round(r.start - origin),
      endMs: Math.round(r.end - origin),
    }))
    .toSorted((a, b) => a.startMs - b.startMs);
  await page.close();
  const fcp = raw.fcp;
  const tbt = raw.longTasks
    .filter((task) => fcp !== null && task.start >= fcp)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  return {
    fcp,
    lcp: raw.lcp,
    cls: cumulativeLayoutShift(raw.shifts),
    tbt,
    longTasks: raw.longTasks.length,
    notFound,
    inputs,
    passwordInputs,
    requests,
  };
}

const STATIC_PAGE = `<!doctype html><html lang="hu"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Bejelentkezés</title></head>
<body><main><h1>Bejelentkezés</h1><form><label>E-mail <input type="email"></label>
<label>Jelszó <input type="password"></label><button>Bejelentkezés</button></form></main></body></html>`;

async function main(): Promise<void> {
  await ensureClientBuilt();
  const staticDir = mkdtempSync(path.join(os.tmpdir(), 'bench-static-'));
  writeFileSync(path.join(staticDir, 'index.html'), STATIC_PAGE);
  const site = await serveDirectory(staticDir);
  const portal = await startPortal('pglite', { LOG_LEVEL: 'warn' }, 'web-vitals');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const rows: Array<Record<string, unknown>> = [];
  try {
    // The signed-in page needs a user; the cookies of an API sign-in go into each context.
    let cookies: Array<{ name: string; value: string; url: string }> | string = 'not available';
    try {
      const { users } = await portal.task<{ users: BenchUser[] }>('createUsers', {
        count: 1,
        prefix: `vitals-${Date.now()}`,
        withApplicant: true,
      });
      const user = users[0] as BenchUser;
      const session = await signIn(portal.url, user.email, user.password, twoFactorOptions(portal));
      cookies = [...session.cookies].map(([name, value]) => ({ name, value, url: portal.url }));
    } catch (error) {
      cookies = `not available: ${(error as Error).message.split('\n')[0]}`;
    }
    const pages = [
      {
        name: 'baseline: static HTML page',
        url: `${site.url}/`,
        signedIn: false,
        expect: 'sign-in form',
      },
      { name: '/login', url: `${portal.url}/login`, signedIn: false, expect: 'sign-in form' },
      {
        name: `${FORM_PAGE} (signed in)`,
        url: `${portal.url}${FORM_PAGE}`,
        signedIn: true,
        expect: 'form',
      },
    ];
    const device = {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
    };
    const samples = new Map<string, Vitals[]>(pages.map((p) => [p.name, []]));
    const skipped = new Map<string, string>();
    for (let repetition = 0; repetition < REPETITIONS; repetition++) {
      for (const target of pages) {
        if (target.signedIn && typeof cookies === 'string') {
          skipped.set(target.name, cookies);
          continue;
        }
        // A fresh context per load: a first visit, nothing cached.
        const context = await browser.newContext({ ...device, locale: 'hu-HU' });
        if (target.signedIn && typeof cookies !== 'string') await context.addCookies(cookies);
        samples.get(target.name)?.push(await measure(context, target.url));
        await context.close();
      }
      console.log(`  repetition ${repetition + 1} done`);
    }
    for (const target of pages) {
      const list = samples.get(target.name) ?? [];
      const pick = (key: 'fcp' | 'lcp' | 'cls' | 'tbt') => {
        const values = list.map((v) => v[key]).filter((v): v is number => v !== null);
        return values.length ? median(values) : null;
      };
      const fcp = pick('fcp');
      const lcp = pick('lcp');
      const cls = pick('cls');
      const tbt = pick('tbt');
      const notFound = list.some((v) => v.notFound);
      // A number only means something if the page really rendered what it is named after.
      const rendered = list.every((v) =>
        target.expect === 'sign-in form'
          ? v.passwordInputs > 0
          : v.inputs >= 5 && v.passwordInputs === 0,
      );
      rows.push({
        page: target.name,
        fcpMs: fcp,
        lcpMs: lcp,
        cls,
        tbtMs: tbt,
        estimatedScore:
          fcp !== null && lcp !== null && cls !== null && tbt !== null
            ? estimatedScore({ fcp, lcp, cls, tbt })
            : null,
        status:
          skipped.get(target.name) ??
          (notFound
            ? 'not available: the page answers with the 404 screen'
            : rendered
              ? 'ok'
              : `not available: no ${target.expect} rendered (placeholder page or redirected); numbers are of the shell`),
        samples: list,
      });
    }
  } finally {
    await browser.close();
    await portal.stop();
    await site.close();
    rmSync(staticDir, { recursive: true, force: true });
  }
  printTable(
    `Mobile page load (median of ${REPETITIONS}; 4× CPU, 562.5 ms RTT, 1.47 Mbps; Lighthouse itself not installed)`,
    ['page', 'FCP ms', 'LCP ms', 'CLS', 'TBT ms', 'est. score', 'status'],
    rows.map((r) => [
      String(r.page),
      fmt(r.fcpMs as number | null, 0),
      fmt(r.lcpMs as number | null, 0),
      fmt(r.cls as number | null, 3),
      fmt(r.tbtMs as number | null, 0),
      r.estimatedScore === null ? '—' : String(r.estimatedScore),
      String(r.status),
    ]),
  );
  writeResult('web-vitals', {
    repetitions: REPETITIONS,
    lighthouse:
      'not installed (npm package "lighthouse"); metrics measured through the DevTools protocol',
    throttling: { cpuSlowdown: 4, rttMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675 },
    rows,
  });
}

await main();
