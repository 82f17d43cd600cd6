/**
 * Lighthouse (issue 8), mobile preset, with Debian's Chromium: /login and a master-data form page
 * (/application/base, signed in through the API; the session cookies are put into the browser
 * Lighthouse then drives through its DevTools port, and its storage reset is turned off),
 * the performance category only: score, total blocking time, LCP, CLS, FCP. Median of 3 runs
 * (1 with BENCH_QUICK=1) by score. The portal runs on PGlite with the client built for the bench.
 *
 * Lighthouse is not a dependency of the project (over a hundred packages, and it asks for Node
 * 22): `npm install --no-save lighthouse@13` (or LIGHTHOUSE_BIN=/path/to/lighthouse) makes it
 * available; without it this script reports "not available" and bench/web-vitals.ts stands in.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium as playwrightChromium } from '@playwright/test';
import type { BenchUser } from './lib/bench-users.ts';
import {
  CHROMIUM,
  benchPort,
  freePort,
  sleep,
  QUICK,
  ROOT,
  ensureClientBuilt,
  fmt,
  printTable,
  writeResult,
} from './lib/common.ts';
import { signIn } from './lib/http-session.ts';
import { startPortal } from './lib/portal.ts';
import { twoFactorOptions } from './lib/portal-flows.ts';

const RUNS = QUICK ? 1 : 3;
const FORM_PAGE = '/application/base';
const LIGHTHOUSE = process.env.LIGHTHOUSE_BIN ?? path.join(ROOT, 'node_modules/.bin/lighthouse');
/** Chromium's flags for Lighthouse: headless, no sandbox (root in a container). */
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage';

interface Result {
  page: string;
  score: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
  finalUrl: string | null;
  note: string;
}

interface LighthouseReport {
  finalDisplayedUrl?: string;
  runtimeError?: { message?: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

/** A headless Chromium with a DevTools port, holding the given cookies. */
async function startBrowser(
  cookies: Array<{ name: string; value: string; url: string }>,
): Promise<{ port: number; stop(): Promise<void> }> {
  const port = (await benchPort()) || (await freePort());
  const profile = mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-profile-'));
  const child: ChildProcess = spawn(
    CHROMIUM,
    [
      ...CHROME_FLAGS.split(' '),
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  let browser: Awaited<ReturnType<typeof playwrightChromium.connectOverCDP>> | null = null;
  for (let attempt = 0; attempt < 100 && !browser; attempt++) {
    browser = await playwrightChromium
      .connectOverCDP(`http://127.0.0.1:${port}`)
      .catch(async () => (await sleep(100), null));
  }
  if (!browser) throw new Error('Chromium did not open its DevTools port');
  if (cookies.length > 0) await browser.contexts()[0]?.addCookies(cookies);
  return {
    port,
    async stop() {
      await browser.close().catch(() => undefined);
      child.kill();
      await sleep(300);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function runLighthouse(
  url: string,
  cookies: Array<{ name: string; value: string; url: string }>,
): Promise<LighthouseReport> {
  const browser = await startBrowser(cookies);
  try {
    return await runLighthouseOn(browser.port, url);
  } finally {
    await browser.stop();
  }
}

function runLighthouseOn(port: number, url: string): Promise<LighthouseReport> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
  const output = path.join(dir, 'report.json');
  const args = [
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${output}`,
    `--port=${port}`,
    '--quiet',
    // The session cookie must survive Lighthouse's storage reset of the origin.
    '--disable-storage-reset',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(LIGHTHOUSE, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => {
      try {
        if (code !== 0 || !existsSync(output))
          throw new Error(`lighthouse exited with ${code}: ${stderr.slice(-300)}`);
        resolve(JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport);
      } catch (error) {
        reject(error as Error);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

function toResult(page: string, report: LighthouseReport): Result {
  const audit = (id: string) => report.audits[id]?.numericValue ?? null;
  const score = report.categories.performance.score;
  return {
    page,
    score: score === null ? null : Math.round(score * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    finalUrl: report.finalDisplayedUrl ?? null,
    note: report.runtimeError?.message ?? '',
  };
}

async function main(): Promise<void> {
  if (!existsSync(LIGHTHOUSE)) {
    console.log(
      `Lighthouse: not available (${LIGHTHOUSE} missing; npm install --no-save lighthouse@13)`,
    );
    writeResult('lighthouse', { available: false });
    return;
  }
  await ensureClientBuilt();
  const portal = await startPortal('pglite', { LOG_LEVEL: 'warn' }, 'lighthouse');
  const results: Result[] = [];
  try {
    const { users } = await portal.task<{ users: BenchUser[] }>('createUsers', {
      count: 1,
      prefix: `lighthouse-${Date.now()}`,
      withApplicant: true,
    });
    const user = users[0] as BenchUser;
    const session = await signIn(portal.url, user.email, user.password, twoFactorOptions(portal));
    const cookies = [...session.cookies].map(([name, value]) => ({ name, value, url: portal.url }));
    const pages = [
      { name: '/login', url: `${portal.url}/login`, cookies: [] },
      { name: `${FORM_PAGE} (signed in)`, url: `${portal.url}${FORM_PAGE}`, cookies },
    ];
    for (const page of pages) {
      const runs: Result[] = [];
      for (let run = 0; run < RUNS; run++) {
        try {
          runs.push(toResult(page.name, await runLighthouse(page.url, page.cookies)));
        } catch (error) {
          runs.push({
            page: page.name,
            score: null,
            fcpMs: null,
            lcpMs: null,
            tbtMs: null,
            cls: null,
            speedIndexMs: null,
            finalUrl: null,
            note: `failed: ${(error as Error).message.split('\n')[0]}`,
          });
        }
        console.log(`  ${page.name}: run ${run + 1} score ${runs.at(-1)?.score ?? '—'}`);
      }
      // The median run by score, as Lighthouse's own guidance suggests.
      const scored = runs.filter((r) => r.score !== null).toSorted((a, b) => a.score! - b.score!);
      results.push(scored[Math.floor(scored.length / 2)] ?? (runs[0] as Result));
    }
  } finally {
    await portal.stop();
  }
  printTable(
    `Lighthouse ${RUNS > 1 ? `(median of ${RUNS})` : ''}, mobile, performance`,
    ['page', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'note'],
    results.map((r) => [
      r.page,
      fmt(r.score, 0),
      fmt(r.fcpMs, 0),
      fmt(r.lcpMs, 0),
      fmt(r.tbtMs, 0),
      fmt(r.cls, 3),
      fmt(r.speedIndexMs, 0),
      r.finalUrl && !r.finalUrl.endsWith(r.page.split(' ')[0] ?? '')
        ? `ended at ${r.finalUrl} ${r.note}`
        : r.note,
    ]),
  );
  writeResult('lighthouse', { available: true, runs: RUNS, results });
}

await main();
