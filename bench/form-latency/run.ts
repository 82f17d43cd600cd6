/**
 * Form keystroke latency (issue 8): the 320-field reference form rendered by our engine, by plain
 * @rjsf/core (default theme, @rjsf/validator-ajv8) and by a plain React controlled form (the
 * floor), in one Chromium session. 20 keystrokes into a text field in the middle of the form,
 * ≥ 4 repetitions (a fresh page each, after one discarded warm-up), live validation on; p50 and
 * p95 from keydown to the next frame, at normal speed and at 4× CPU slowdown (DevTools
 * protocol Emulation.setCPUThrottlingRate). Targets: ours ÷ rjsf ≤ 1.0 at p95; p95 ≤ 200 ms at 4×.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  QUICK,
  ROOT,
  fmt,
  percentile,
  printTable,
  runToEnd,
  sleep,
  writeResult,
} from '../lib/common.ts';
import { serveDirectory } from '../lib/static-server.ts';
import { TARGET_FIELD, referenceSchema } from './reference-form.ts';

const REPETITIONS = Number(process.env.BENCH_FORM_REPETITIONS ?? (QUICK ? 4 : 8));
const KEYSTROKES = 20;
const IMPLS = ['ours', 'rjsf', 'plain'] as const;
const RATES = [1, 4] as const;
// ASCII only: Playwright sends a real keydown only for keys of the US layout.
const TEXT = 'Balatoni panzio bovi';
const TARGET_P95_AT_4X_MS = 200;

interface Measurement {
  frame: number[];
  paint: number[];
  work: number[];
  mountMs: number[];
  status: string;
}

/**
 * Precompiles the reference schema's validators with the portal's own generator, so our engine
 * validates it the way it validates every portal form (no ajv compiler in the page).
 */
async function precompileReferenceValidators(): Promise<string> {
  const generator = path.join(ROOT, 'scripts/precompile-validators.mjs');
  if (!existsSync(generator)) return 'not available: scripts/precompile-validators.mjs missing';
  const { compileValidatorModule } = (await import(pathToFileURL(generator).href)) as {
    compileValidatorModule?: (schema: unknown, file: string) => Promise<string>;
  };
  if (!compileValidatorModule) return 'not available: compileValidatorModule not exported';
  const file = path.join(ROOT, 'bench/results/form-latency-generated/reference.validators.ts');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await compileValidatorModule(referenceSchema, file));
  return 'ok';
}

async function main(): Promise<void> {
  const precompiled = await precompileReferenceValidators().catch(
    (error: unknown) => `not available: ${(error as Error).message}`,
  );
  if (precompiled !== 'ok') console.log(`our engine: ${precompiled}`);
  // The baselines' page, then ours beside it built with the portal's own plugins (see the config).
  await runToEnd('npx', ['vite', 'build', '--config', 'bench/form-latency/vite.config.ts']);
  await runToEnd('npx', ['vite', 'build', '--config', 'bench/form-latency/vite.config.ts'], {
    BENCH_FORM_BUILD: 'ours',
  });
  const site = await serveDirectory(path.join(ROOT, 'bench/results/form-latency-page'));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const measurements = new Map<string, Measurement>();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    for (const rate of RATES) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      for (const impl of IMPLS)
        measurements.set(`${impl}@${rate}`, {
          frame: [],
          paint: [],
          work: [],
          mountMs: [],
          status: 'ok',
        });
      // Repetition 0 is a warm-up (JIT, caches) and is discarded; renderers are interleaved so
      // a burst of load from other work on the machine hits all of them alike.
      for (let repetition = 0; repetition <= REPETITIONS; repetition++) {
        for (const impl of IMPLS) {
          const measurement = measurements.get(`${impl}@${rate}`) as Measurement;
          if (measurement.status !== 'ok') continue;
          await page.goto(`${site.url}/${impl === 'ours' ? 'ours/index.html' : ''}?impl=${impl}`);
          await page.waitForFunction(() => window.__bench?.ready === true, null, {
            timeout: 120_000,
          });
          const status = await page.evaluate(() => window.__bench.status);
          if (status !== 'ok') {
            measurement.status = status;
            continue;
          }
          const field = page.locator(`[id$="${TARGET_FIELD.key}"]`).first();
          await field.click();
          await page.evaluate(() => {
            window.__bench.samples = [];
          });
          for (let key = 0; key < KEYSTROKES; key++) {
            await page.keyboard.press(TEXT[key] ?? 'a');
            await page.waitForFunction((n) => window.__bench.samples.length >= n, key + 1, {
              timeout: 60_000,
              polling: 5,
            });
            await sleep(30);
          }
          const typed = await field.inputValue();
          if (!typed.startsWith(TEXT.slice(0, KEYSTROKES))) {
            measurement.status = `typed text did not arrive (field holds ${JSON.stringify(typed)})`;
            continue;
          }
          if (repetition === 0) continue;
          const { samples, mountMs } = await page.evaluate(() => window.__bench);
          measurement.frame.push(...samples.map((s) => s.frame));
          measurement.paint.push(...samples.map((s) => s.paint));
          measurement.work.push(...samples.map((s) => s.work));
          if (mountMs !== null) measurement.mountMs.push(mountMs);
        }
        console.log(`  ${rate}× CPU: repetition ${repetition === 0 ? 'warm-up' : repetition} done`);
      }
    }
    await context.close();
  } finally {
    await browser.close();
    await site.close();
  }

  const rows: Array<Record<string, unknown>> = [];
  for (const rate of RATES) {
    const rjsf = measurements.get(`rjsf@${rate}`);
    const rjsfP95 = rjsf?.frame.length ? percentile(rjsf.frame, 95) : null;
    for (const impl of IMPLS) {
      const m = measurements.get(`${impl}@${rate}`) as Measurement;
      const available = m.status === 'ok' && m.frame.length > 0;
      const p95 = available ? percentile(m.frame, 95) : null;
      rows.push({
        renderer: impl,
        cpuSlowdown: rate,
        samples: m.frame.length,
        p50FrameMs: available ? percentile(m.frame, 50) : null,
        p95FrameMs: p95,
        p95PaintMs: available ? percentile(m.paint, 95) : null,
        p50WorkMs: available ? percentile(m.work, 50) : null,
        p95WorkMs: available ? percentile(m.work, 95) : null,
        p95WorkRatioToRjsf:
          available && rjsf?.work.length
            ? percentile(m.work, 95) / percentile(rjsf.work, 95)
            : null,
        maxFrameMs: available ? Math.max(...m.frame) : null,
        mountMsMedian: m.mountMs.length ? percentile(m.mountMs, 50) : null,
        p95RatioToRjsf: p95 !== null && rjsfP95 ? p95 / rjsfP95 : null,
        status: m.status,
      });
    }
  }
  printTable(
    `Keystroke → next frame, 320-field form, ${KEYSTROKES} keys × ${REPETITIONS} repetitions, live validation`,
    [
      'renderer',
      'CPU',
      'p50 ms',
      'p95 ms',
      'p95 ÷ rjsf',
      'p95 to paint',
      'work p50/p95',
      'work p95 ÷ rjsf',
      'mount ms',
      'status',
    ],
    rows.map((r) => [
      String(r.renderer),
      `${r.cpuSlowdown}×`,
      fmt(r.p50FrameMs as number | null),
      fmt(r.p95FrameMs as number | null),
      fmt(r.p95RatioToRjsf as number | null, 2),
      fmt(r.p95PaintMs as number | null),
      `${fmt(r.p50WorkMs as number | null)}/${fmt(r.p95WorkMs as number | null)}`,
      fmt(r.p95WorkRatioToRjsf as number | null, 2),
      fmt(r.mountMsMedian as number | null, 0),
      String(r.status),
    ]),
  );
  const ours1 = rows.find((r) => r.renderer === 'ours' && r.cpuSlowdown === 1);
  const ours4 = rows.find((r) => r.renderer === 'ours' && r.cpuSlowdown === 4);
  const targets = {
    oursOverRjsfP95: ours4?.p95RatioToRjsf ?? ours1?.p95RatioToRjsf ?? null,
    oursP95At4xMs: ours4?.p95FrameMs ?? null,
    ratioTargetMet:
      ours1?.p95RatioToRjsf == null
        ? null
        : (ours1.p95RatioToRjsf as number) <= 1 && ((ours4?.p95RatioToRjsf as number) ?? 0) <= 1,
    p95At4xTargetMet:
      ours4?.p95FrameMs == null ? null : (ours4.p95FrameMs as number) <= TARGET_P95_AT_4X_MS,
  };
  for (const impl of ['rjsf', 'plain', 'ours']) {
    const row = rows.find((r) => r.renderer === impl && r.cpuSlowdown === 4);
    if (row?.p95FrameMs != null)
      console.log(
        `${impl}: p95 at 4× = ${fmt(row.p95FrameMs as number)} ms (target ≤ ${TARGET_P95_AT_4X_MS} ms)`,
      );
  }
  writeResult('form-latency', {
    keystrokes: KEYSTROKES,
    repetitions: REPETITIONS,
    fields: 320,
    targets: { p95RatioToRjsf: 1.0, p95At4xMs: TARGET_P95_AT_4X_MS, ...targets },
    rows,
  });
}

await main();
