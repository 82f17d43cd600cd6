/**
 * Where start-up time goes (companion of startup.ts): one fresh PGlite start taken apart in the
 * order buildApp runs it — loading the module graph through tsx, opening a new PGlite
 * directory (from the template of `npm run build` when there is one, with initdb's time beside
 * it for comparison), migrations, reference data, the demo account, the call folders, and finally
 * buildApp's plugins and routes plus `ready()` (route schemas compiled) on the prepared
 * database. It calls the same functions buildApp calls, so when buildApp's steps change this
 * script needs the same change. Run with `npx tsx bench/startup-phases.ts`.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fmt, printTable, writeResult } from './lib/common.ts';

const phases: Array<{ phase: string; ms: number; comparison?: boolean }> = [];
async function time<T>(phase: string, run: () => Promise<T>, comparison = false): Promise<T> {
  const started = performance.now();
  const result = await run();
  phases.push({ phase, ms: performance.now() - started, comparison });
  return result;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-phases-'));
const initdbDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-phases-initdb-'));
try {
  const { buildApp } = await time('load the server modules (tsx transform + import)', async () => {
    const app = await import('../src/server/app.ts');
    await import('../src/server/reference-data/seed.ts');
    await import('../src/server/auth/demo-account.ts');
    await import('../src/server/calls/index.ts');
    return app;
  });
  const { loadServerConfig } = await import('../src/server/config.ts');
  const { createDatabase, openDatabase, migrateToLatest, isDatabaseReachable } =
    await import('../src/server/db/database.ts');
  const { seedReferenceData } = await import('../src/server/reference-data/seed.ts');
  const { seedDemoAccount } = await import('../src/server/auth/demo-account.ts');
  const { loadAndSynchroniseCalls } = await import('../src/server/calls/index.ts');
  const config = loadServerConfig({
    ENV: 'local',
    LOG_LEVEL: 'warn',
    DATA_DIR: dir,
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef0123456789',
  });
  const hasTemplate = config.pgliteTemplate !== null && existsSync(config.pgliteTemplate);
  const db = await time(
    hasTemplate
      ? 'open a new PGlite directory from the template (copy, WASM start)'
      : 'open a new PGlite directory (WASM start, initdb; no template built)',
    async () => {
      const opened = await openDatabase(config, (message) => console.log(message));
      await isDatabaseReachable(opened);
      return opened;
    },
  );
  // The start without a template, side by side; its time is left out of the total.
  await time(
    'for comparison, no template: open a new PGlite directory (WASM start, initdb)',
    async () => {
      const created = createDatabase({ ...config, dataDir: initdbDir });
      await isDatabaseReachable(created);
      await created.destroy();
    },
    true,
  );
  await time('migrations', () => migrateToLatest(db));
  await time('reference data seed', () => seedReferenceData(db));
  await time('demo account', () => seedDemoAccount(db, config));
  await time('call folders: validate and synchronise', () =>
    loadAndSynchroniseCalls(db, config.callsDir),
  );
  const buildStarted = performance.now();
  const app = await buildApp({ config, db, logger: false });
  phases.push({
    phase: 'buildApp on the prepared database (plugins, routes; seeds are no-ops)',
    ms: performance.now() - buildStarted,
  });
  await time('ready() (route schemas compiled)', async () => {
    await app.ready();
  });
  await app.close();
  await db.destroy();
} finally {
  rmSync(dir, { recursive: true, force: true });
  rmSync(initdbDir, { recursive: true, force: true });
}

const total = phases.reduce((sum, p) => sum + (p.comparison ? 0 : p.ms), 0);
printTable(
  `Start-up phases, fresh PGlite (one run; total ${fmt(total, 0)} ms)`,
  ['phase', 'ms', 'share'],
  phases.map((p) => [
    p.phase,
    fmt(p.ms, 0),
    p.comparison ? '—' : `${fmt((100 * p.ms) / total, 0)} %`,
  ]),
);
writeResult('startup-phases', { totalMs: total, phases });
