// The README's test command: every check the project has, in one run. Each step runs even when
// an earlier one failed (so one run shows every problem), except those that need a build.
// The last line counts the tests of every runner: 'tests: N passed, N failed'.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const RESULTS = 'reports';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const steps = [
  {
    name: 'generate validators and types',
    cmd: 'node scripts/generate.mjs',
    optional: 'scripts/generate.mjs',
  },
  { name: 'format', cmd: 'npx prettier --check . --log-level warn' },
  { name: 'lint', cmd: 'npm run lint --silent' },
  { name: 'typecheck', cmd: 'npm run typecheck --silent' },
  {
    name: 'unit, component and server tests',
    cmd: `npx vitest run --reporter=default --reporter=json --outputFile.json=${RESULTS}/vitest.json`,
  },
  // The real server on a PostgreSQL cluster of its own, restarted, frozen and cut off (issue 12).
  { name: 'fault suite', cmd: 'npm run test:faults --silent' },
  { name: 'build', cmd: 'npm run build --silent', gate: true },
  { name: 'bundle budget', cmd: 'node scripts/check-bundle-budget.mjs', needsBuild: true },
  {
    name: 'storybook build',
    cmd: 'npm run build-storybook --silent',
    optional: '.storybook/main.ts',
  },
  {
    name: 'browser tests',
    cmd: 'npx playwright test',
    needsBuild: true,
    optional: 'playwright.config.ts',
  },
];

const failures = [];
let buildFailed = false;
for (const step of steps) {
  if (step.optional && !existsSync(step.optional)) continue;
  if (step.needsBuild && buildFailed) {
    failures.push(`${step.name} (not run: the build failed)`);
    continue;
  }
  console.log(`\n▶ ${step.name}: ${step.cmd}`);
  const started = Date.now();
  const result = spawnSync(step.cmd, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    failures.push(step.name);
    if (step.gate) buildFailed = true;
    console.log(`✗ ${step.name} failed after ${seconds} s`);
  } else {
    console.log(`✓ ${step.name} (${seconds} s)`);
  }
}

let passed = 0;
let failed = 0;
const vitest = readJson(`${RESULTS}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed +=
    (vitest.numFailedTests ?? 0) + (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
const playwright = readJson(`${RESULTS}/playwright.json`);
if (playwright?.stats) {
  passed += playwright.stats.expected ?? 0;
  failed +=
    (playwright.stats.unexpected ?? 0) +
    (playwright.stats.flaky ?? 0) +
    (playwright.stats.skipped ?? 0);
}

if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
else console.log('\nAll steps passed.');
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
