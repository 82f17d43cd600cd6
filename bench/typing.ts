/**
 * Typing on the real pages (issue 17, item 3): keystroke latency, **paint included**, on the
 * production build served by the real server, signed in, whole shell — /application/base,
 * /application/loan-claim and the largest call's /application/supportContent — beside plain
 * @rjsf/core rendering the same schema and UI schema in its fastest usage (bench/typing/, built
 * here with Vite), in the same run and with the same protocol:
 *
 * - a fresh browser context per repetition (nothing cached, no local draft), a fresh applicant
 *   with a freshly started application per repetition (the pages are alike each time);
 * - the page loads at full speed; when the field is editable and the network has settled, the
 *   CPU is slowed (DevTools protocol Emulation.setCPUThrottlingRate, 1× and 4×) and a realistic
 *   sequence is typed into a text field: 24 keys, 150 ms apart, and a 1 s pause after each word
 *   (longer than the autosave's 800 ms debounce, so drafts are saved while typing goes on);
 * - per keystroke: from the keydown event's timestamp (input queueing included) to a task queued
 *   from the next animation frame, i.e. after that frame (the keystroke's paint) was produced;
 *   beside it the Event Timing API's duration of the keystroke (to the next presentation; the
 *   browser reports only those ≥ 16 ms, the others count as 16).
 *
 * p50 / p95 per page, CPU rate and renderer; the ratio ours ÷ plain rjsf of the p95. The targets
 * (ours ≤ plain rjsf at 1× and 4×) are reported, never asserted.
 *
 *   npx tsx bench/typing.ts            (BENCH_QUICK=1: 2 repetitions instead of 6;
 *                                       BENCH_TYPING_REPETITIONS=n overrides;
 *                                       BENCH_TYPING_PROFILE=1: one CPU profile per page at 4×
 *                                       into bench/results/typing-<page>.cpuprofile)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import type { BenchUser } from './lib/bench-users.ts';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  QUICK,
  RESULTS_DIR,
  ROOT,
  ensureClientBuilt,
  fmt,
  percentile,
  printTable,
  runToEnd,
  sleep,
  writeResult,
} from './lib/common.ts';
import { signIn } from './lib/http-session.ts';
import { startPortal } from './lib/portal.ts';
import { openCalls, startApplication, twoFactorOptions } from './lib/portal-flows.ts';
import { serveDirectory } from './lib/static-server.ts';
import { largestCall, typingTarget } from './typing/forms.ts';

const REPETITIONS = Number(process.env.BENCH_TYPING_REPETITIONS ?? (QUICK ? 2 : 6));
const RATES = [1, 4] as const;
const IMPLS = ['ours', 'rjsf'] as const;
const PROFILE = process.env.BENCH_TYPING_PROFILE === '1';
const KEY_GAP_MS = 150;
const WORD_PAUSE_MS = 1_000;
/** ASCII only: Playwright sends a real keydown only for keys of the US layout. */
const TEXT = 'Balatoni panzio felujitas';
const KEYS = 24;

interface PageUnderTest {
  name: string;
  path: string;
  /** The generated form module the page renders (src/client/generated/schema-forms.ts). */
  formKey: string;
  /** The page's live validation, given to the baseline too. */
  live: 'onBlur' | 'off';
  /** The element id of the text field typed into. */
  fieldId: string;
}

interface Sample {
  frame: number;
  paint: number;
  eventTiming: number | null;
}

declare global {
  interface Window {
    __typing: { samples: Array<{ start: number; frame: number; paint: number }> };
    __eventTimings: Array<{ start: number; duration: number }>;
  }
}

/**
 * Installed before any page script (a string: tsx would wrap a function in helpers). The keydown
 * listener is on `window` in the capture phase: it runs before any of the page's own handlers.
 */
const COLLECTOR = `
window.__typing = { samples: [] };
window.__eventTimings = [];
addEventListener('keydown', (event) => {
  const start = event.timeStamp;
  requestAnimationFrame(() => {
    const frame = performance.now() - start;
    const channel = new MessageChannel();
    channel.port1.onmessage = () =>
      window.__typing.samples.push({ start, frame, paint: performance.now() - start });
    channel.port2.postMessage(null);
  });
}, true);
try {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'keydown')
        window.__eventTimings.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
} catch (error) {}
`;

interface Run {
  context: BrowserContext;
  url: string;
}

async function typeInto(
  run: Run,
  target: PageUnderTest,
  rate: number,
  profileTo: string | null,
): Promise<{ samples: Sample[]; status: string }> {
  const page = await run.context.newPage();
  const cdp = await run.context.newCDPSession(page);
  await page.goto(run.url, { waitUntil: 'load', timeout: 120_000 });
  const field = page.locator(`#${target.fieldId}`);
  await field.waitFor({ state: 'visible', timeout: 120_000 });
  if (!(await field.isEditable())) return { samples: [], status: 'field not editable' };
  // Lazy chunks, reference lists, translations: the page has settled before typing starts.
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
  await sleep(500);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await field.click();
  await page.keyboard.press('End');
  const before = await field.inputValue();
  await page.evaluate(() => {
    window.__typing.samples = [];
    window.__eventTimings = [];
  });
  if (profileTo) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  for (let key = 0; key < KEYS; key++) {
    const started = Date.now();
    const char = TEXT[key] as string;
    await page.keyboard.press(char === ' ' ? 'Space' : char);
    await page.waitForFunction((n) => window.__typing.samples.length >= n, key + 1, {
      timeout: 60_000,
      polling: 5,
    });
    await sleep(char === ' ' ? WORD_PAUSE_MS : Math.max(0, KEY_GAP_MS - (Date.now() - started)));
  }
  // Whatever the last keystroke started (an autosave) may finish before the context closes.
  await sleep(WORD_PAUSE_MS);
  if (profileTo) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(profileTo, JSON.stringify(profile));
  }
  const typed = await field.inputValue();
  const expected = before + TEXT.slice(0, KEYS);
  const raw = await page.evaluate(() => ({
    samples: window.__typing.samples,
    timings: window.__eventTimings,
  }));
  await page.close();
  if (typed !== expected)
    return {
      samples: [],
      status: `typed text did not arrive (field holds ${JSON.stringify(typed.slice(-40))})`,
    };
  return {
    samples: raw.samples.map((sample) => ({
      frame: sample.frame,
      paint: sample.paint,
      eventTiming:
        raw.timings.find((timing) => Math.abs(timing.start - sample.start) < 1)?.duration ?? null,
    })),
    status: 'ok',
  };
}

async function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'hu-HU' });
}

function summarise(samples: Sample[]) {
  if (samples.length === 0) return null;
  const paint = samples.map((sample) => sample.paint);
  // Below the browser's 16 ms reporting threshold a keystroke has no entry: counted as 16.
  const eventTiming = samples.map((sample) => sample.eventTiming ?? 16);
  return {
    samples: samples.length,
    p50: percentile(paint, 50),
    p95: percentile(paint, 95),
    max: Math.max(...paint),
    frameP95: percentile(
      samples.map((sample) => sample.frame),
      95,
    ),
    eventTimingP50: percentile(eventTiming, 50),
    eventTimingP95: percentile(eventTiming, 95),
  };
}

async function main(): Promise<void> {
  await ensureClientBuilt();
  console.log('▶ building the plain rjsf baseline page (bench/typing)');
  await runToEnd('npx', ['vite', 'build', '--config', 'bench/typing/vite.config.ts']);
  const baseline = await serveDirectory(path.join(RESULTS_DIR, 'typing-page'));
  const portal = await startPortal('pglite', { LOG_LEVEL: 'warn' }, 'typing');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const loadAtStart = os.loadavg();
  /** Per page, renderer and rate: every keystroke, and each repetition's series (where the tail is). */
  const results = new Map<string, { samples: Sample[]; series: number[][]; status: string }>();
  let call = '';
  try {
    const repetitions = RATES.length * REPETITIONS;
    const { users } = await portal.task<{ users: BenchUser[] }>('createUsers', {
      count: 1,
      prefix: `typing-${Date.now()}`,
      withApplicant: true,
      applicantsPerUser: repetitions,
    });
    const user = users[0] as BenchUser;
    const session = await signIn(portal.url, user.email, user.password, twoFactorOptions(portal));
    const cookies = [...session.cookies].map(([name, value]) => ({ name, value, url: portal.url }));
    call = largestCall((await openCalls(session)).map((open) => open.azonosito));
    const callId = (await openCalls(session)).find((open) => open.azonosito === call)?.id;
    if (callId === undefined) throw new Error(`${call} is not open`);
    // One applicant, and one application of the largest call, per repetition.
    const selections: Array<{ selectedApplicantId: number; selectedTenderId: number }> = [];
    for (const applicantId of user.applicantIds) {
      const started = await startApplication(session, callId, applicantId);
      if (started.status !== 201 || started.id === null)
        throw new Error(`starting an application answered ${started.status}: ${started.text}`);
      selections.push({ selectedApplicantId: applicantId, selectedTenderId: started.id });
    }
    const pages: PageUnderTest[] = [
      {
        name: '/application/base',
        path: '/application/base',
        formKey: 'forms/applicant-base/applicant-base',
        live: 'off',
        fieldId: 'root_shortName',
      },
      {
        name: '/application/loan-claim',
        path: '/application/loan-claim',
        formKey: `calls/${call}/loan-claim`,
        live: 'onBlur',
        fieldId: 'root_projektCim',
      },
      {
        name: `/application/supportContent (${call})`,
        path: '/application/supportContent',
        formKey: `calls/${call}/custom-fields`,
        live: 'onBlur',
        fieldId: typingTarget(
          JSON.parse(
            readFileSync(
              path.join(ROOT, 'schemas/calls', call, 'custom-fields.schema.json'),
              'utf8',
            ),
          ),
        ),
      },
    ];
    const profiled = new Set<string>();
    let selection = 0;
    for (const rate of RATES) {
      for (let repetition = 0; repetition < REPETITIONS; repetition++) {
        const selected = selections[selection++] as (typeof selections)[number];
        // Pages and renderers interleaved: a burst of other work on the machine hits all alike.
        for (const target of pages) {
          for (const impl of IMPLS) {
            const id = `${target.name}|${impl}|${rate}`;
            const result = results.get(id) ?? { samples: [], series: [], status: 'ok' };
            results.set(id, result);
            if (result.status !== 'ok') continue;
            const context = await newContext(browser);
            await context.addInitScript(COLLECTOR);
            let url: string;
            if (impl === 'ours') {
              await context.addCookies(cookies);
              await context.addInitScript(
                `for (const [key, value] of Object.entries(${JSON.stringify(selected)})) localStorage.setItem(key, String(value));`,
              );
              url = `${portal.url}${target.path}`;
            } else {
              url = `${baseline.url}/?form=${encodeURIComponent(target.formKey)}&live=${target.live}`;
            }
            const profileName = `${target.path.split('/').pop()}-${impl}`;
            const profileTo =
              PROFILE && rate === 4 && !profiled.has(profileName)
                ? path.join(RESULTS_DIR, `typing-${profileName}.cpuprofile`)
                : null;
            if (profileTo) profiled.add(profileName);
            try {
              const measured = await typeInto({ context, url }, target, rate, profileTo);
              if (measured.status === 'ok') {
                result.samples.push(...measured.samples);
                result.series.push(measured.samples.map((sample) => Math.round(sample.paint)));
              } else result.status = measured.status;
            } catch (error) {
              result.status = `failed: ${(error as Error).message.split('\n')[0]}`;
            } finally {
              await context.close();
            }
          }
        }
        console.log(`  ${rate}× CPU: repetition ${repetition + 1} of ${REPETITIONS} done`);
      }
    }
    const rows: Array<Record<string, unknown>> = [];
    for (const rate of RATES)
      for (const target of pages) {
        const ours = results.get(`${target.name}|ours|${rate}`);
        const rjsf = results.get(`${target.name}|rjsf|${rate}`);
        const oursSummary = ours?.status === 'ok' ? summarise(ours.samples) : null;
        const rjsfSummary = rjsf?.status === 'ok' ? summarise(rjsf.samples) : null;
        rows.push({
          page: target.name,
          formKey: target.formKey,
          fieldId: target.fieldId,
          liveValidate: target.live,
          cpuSlowdown: rate,
          ours: oursSummary,
          rjsf: rjsfSummary,
          p95Ratio: oursSummary && rjsfSummary ? oursSummary.p95 / rjsfSummary.p95 : null,
          eventTimingP95Ratio:
            oursSummary && rjsfSummary
              ? oursSummary.eventTimingP95 / rjsfSummary.eventTimingP95
              : null,
          status: `ours: ${ours?.status ?? '—'}; rjsf: ${rjsf?.status ?? '—'}`,
          series: { ours: ours?.series ?? [], rjsf: rjsf?.series ?? [] },
        });
      }
    printTable(
      `Keystroke → next paint on the real pages (${KEYS} keys × ${REPETITIONS} repetitions, fresh context each; load average ${loadAtStart.map((value) => value.toFixed(1)).join(' / ')} at start)`,
      [
        'page',
        'CPU',
        'ours p50/p95',
        'rjsf p50/p95',
        'p95 ours ÷ rjsf',
        'event timing p95 ours/rjsf',
        'status',
      ],
      rows.map((row) => {
        const ours = row.ours as ReturnType<typeof summarise>;
        const rjsf = row.rjsf as ReturnType<typeof summarise>;
        return [
          String(row.page),
          `${row.cpuSlowdown}×`,
          `${fmt(ours?.p50)}/${fmt(ours?.p95)}`,
          `${fmt(rjsf?.p50)}/${fmt(rjsf?.p95)}`,
          fmt(row.p95Ratio as number | null, 2),
          `${fmt(ours?.eventTimingP95, 0)}/${fmt(rjsf?.eventTimingP95, 0)}`,
          String(row.status),
        ];
      }),
    );
    writeResult('typing', {
      call,
      keys: KEYS,
      repetitions: REPETITIONS,
      protocol: {
        keyGapMs: KEY_GAP_MS,
        wordPauseMs: WORD_PAUSE_MS,
        text: TEXT.slice(0, KEYS),
        baseline:
          'plain @rjsf/core, default theme, uncontrolled, same precompiled validator functions, same live validation',
      },
      targets: {
        p95RatioAtMost: 1,
        met: rows.every((row) => row.p95Ratio !== null && (row.p95Ratio as number) <= 1),
      },
      rows,
    });
  } finally {
    await browser.close();
    await portal.stop();
    await baseline.close();
  }
}

await main();
