/**
 * The PGlite data-directory template (docs/decisions/0013-pglite-template.md): a new DATA_DIR
 * started from it serves /api/health with every migration applied and the demo data seeded,
 * also when the template lacks the newest migration; a corrupt template falls back to initdb;
 * with DATABASE_URL the template is never touched. PGlite-only, as the template is; the
 * DATABASE_URL case uses the PostgreSQL server to show the template is left alone.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import {
  type Database,
  createDatabase,
  openDatabase,
  writePgliteTemplate,
} from '../../src/server/db/database.ts';
import { migrations } from '../../src/server/migrations/index.ts';
import { findUserByEmail } from '../../src/server/repositories/users.ts';
import { testConfig } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/database.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'portal-pglite-template-'));
const olderTemplate = path.join(work, 'older-template');
const migrationNames = Object.keys(migrations).toSorted();
const newestMigration = migrationNames.at(-1) ?? '';

/**
 * The migrations of an older release (the newest one missing), the first of them also creating
 * `template_marker`: a database holding that table was unpacked from this template, since
 * initdb plus the real migrations never create it.
 */
function olderMigrationSet(): Record<string, Migration> {
  const older: Record<string, Migration> = {};
  for (const name of migrationNames.slice(0, -1)) {
    const migration = migrations[name] as Migration;
    older[name] =
      name === migrationNames[0]
        ? {
            ...migration,
            up: async (db) => {
              await migration.up(db);
              await sql`create table template_marker (id int)`.execute(db);
            },
          }
        : migration;
  }
  return older;
}

interface Contents {
  fromTemplate: boolean;
  migrations: string[];
  demoUser: boolean;
  settlements: number;
  calls: number;
}

async function contents(db: Database): Promise<Contents> {
  const marker = await sql<{
    name: string | null;
  }>`select to_regclass('template_marker')::text as name`.execute(db);
  const applied = await sql<{
    name: string;
  }>`select name from kysely_migration order by name`.execute(db);
  const counts = await sql<{ settlements: number; calls: number }>`
    select (select count(*) from telepules)::int as settlements,
           (select count(*) from palyazati_felhivas)::int as calls
  `.execute(db);
  return {
    fromTemplate: marker.rows[0]?.name === 'template_marker',
    migrations: applied.rows.map((row) => row.name),
    demoUser: (await findUserByEmail(db, 'demo@palyazat.example.hu')) !== undefined,
    settlements: counts.rows[0]?.settlements ?? 0,
    calls: counts.rows[0]?.calls ?? 0,
  };
}

function freshDir(name: string): string {
  return mkdtempSync(path.join(work, `${name}-`));
}

const running: ChildProcess[] = [];
beforeAll(async () => {
  await writePgliteTemplate(olderTemplate, olderMigrationSet());
}, 60_000);
afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

describe('PGlite data-directory template', () => {
  it('the template really lacks the newest migration (the premise of the tests below)', () => {
    expect(migrationNames.length).toBeGreaterThan(1);
    expect(Object.keys(olderMigrationSet())).not.toContain(newestMigration);
  });

  it(
    'a fresh DATA_DIR starts from an older template: /api/health answers, the newest migration and the demo data are added, a restart resumes',
    { timeout: 90_000 },
    async () => {
      const dataDir = freshDir('app');
      const config = testConfig({ dataDir, pgliteTemplate: olderTemplate });
      const app = await buildApp({ config, logger: false });
      try {
        const health = await app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(200);
        expect(health.json()).toEqual({ status: 'ok' });
        const found = await contents(app.db);
        expect(found.fromTemplate).toBe(true);
        expect(found.migrations).toEqual(migrationNames);
        expect(found.demoUser).toBe(true);
        expect(found.settlements).toBeGreaterThan(0);
        expect(found.calls).toBeGreaterThan(0);
        await sql`insert into template_marker values (7)`.execute(app.db);
      } finally {
        await app.close();
      }

      // The directory now holds a cluster: the template is not unpacked over it again.
      const restarted = await buildApp({ config, logger: false });
      try {
        const health = await restarted.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(200);
        const kept = await sql<{ id: number }>`select id from template_marker`.execute(
          restarted.db,
        );
        expect(kept.rows).toEqual([{ id: 7 }]);
      } finally {
        await restarted.close();
      }
    },
  );

  it(
    'the real server process with an empty DATA_DIR starts from the template and leaves every migration and the demo data behind',
    { timeout: 90_000 },
    async () => {
      const dataDir = freshDir('process');
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          DATA_DIR: dataDir,
          PGLITE_TEMPLATE: olderTemplate,
          PORT: '0',
          HOST: '127.0.0.1',
          CLIENT_DIR: path.join(dataDir, 'no-client'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      running.push(child);
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      const deadline = Date.now() + 60_000;
      let port: number | undefined;
      while (port === undefined) {
        if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
        if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
        const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
        if (match) port = Number(match[1]);
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      // A usable template leaves nothing to warn about.
      expect(output).not.toContain('not usable');

      const db = createDatabase({ databaseUrl: null, dataDir });
      try {
        const found = await contents(db);
        expect(found.fromTemplate).toBe(true);
        expect(found.migrations).toEqual(migrationNames);
        expect(found.demoUser).toBe(true);
        expect(found.settlements).toBeGreaterThan(0);
      } finally {
        await db.destroy();
      }
    },
  );

  it(
    'a corrupt or missing template falls back to initdb; the corrupt one is reported',
    { timeout: 90_000 },
    async () => {
      // A directory PGlite takes for a cluster (PG_VERSION) but cannot start.
      const corrupt = path.join(work, 'corrupt-template');
      mkdirSync(corrupt);
      writeFileSync(path.join(corrupt, 'PG_VERSION'), 'not a PostgreSQL version\n');
      for (const [template, expectWarning] of [
        [corrupt, true],
        [path.join(work, 'missing-template'), false],
      ] as const) {
        const warnings: string[] = [];
        const dataDir = freshDir('fallback');
        const config = testConfig({ dataDir, pgliteTemplate: template });
        const db = await openDatabase(config, (message) => warnings.push(message));
        const app = await buildApp({ config, db, logger: false });
        try {
          expect(warnings.length > 0).toBe(expectWarning);
          const health = await app.inject({ method: 'GET', url: '/api/health' });
          expect(health.statusCode).toBe(200);
          const found = await contents(db);
          expect(found.fromTemplate).toBe(false);
          expect(found.migrations).toEqual(migrationNames);
          expect(found.demoUser).toBe(true);
        } finally {
          await app.close();
          await db.destroy();
        }
      }
    },
  );

  it('is never used when DATABASE_URL is set', { timeout: 60_000 }, async () => {
    const postgres = await createTestDatabase('postgres');
    const dataDir = freshDir('postgres');
    const db = await openDatabase({
      databaseUrl: postgres.url,
      dataDir,
      pgliteTemplate: olderTemplate,
    });
    try {
      const marker = await sql<{
        name: string | null;
      }>`select to_regclass('template_marker')::text as name`.execute(db);
      expect(marker.rows[0]?.name).toBeNull();
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      await db.destroy();
      await postgres.drop();
    }
  });
});
