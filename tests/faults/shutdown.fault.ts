/**
 * Graceful shutdown (issue 12, fault 11): SIGTERM while 50 requests are in flight, on PGlite and
 * on PostgreSQL (a cluster of the suite's own). Every one of them is answered (200, or 503 once
 * the server is closing); none is reset. On PGlite the event loop is busy with the database, so
 * many of those connections still wait in the kernel's accept queue at SIGTERM: closing the
 * listening socket at once resets them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, createCluster } from './cluster.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(['pglite', 'postgres'] as const)(
  'SIGTERM with 50 requests in flight on %s',
  (kind) => {
    const SERVER_PORT = 43_600 + (process.pid % 100) * 3 + (kind === 'pglite' ? 0 : 1);
    const CLUSTER_PORT = SERVER_PORT + 1;
    const BASE = `http://127.0.0.1:${SERVER_PORT}`;
    let dataDir: string;
    let cluster: Cluster | undefined;
    let server: ChildProcess;
    let output = '';
    let exit: Promise<number | null>;

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'portal-shutdown-'));
      let database: Record<string, string> = { DATA_DIR: dataDir };
      if (kind === 'postgres') {
        cluster = createCluster(CLUSTER_PORT);
        const admin = new pg.Client({ connectionString: cluster.url('postgres') });
        await admin.connect();
        await admin.query('create database portal');
        await admin.end();
        database = { DATABASE_URL: cluster.url('portal') };
      }
      server = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
        env: {
          ...process.env,
          ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(SERVER_PORT),
          ...database,
          SEED_DEMO_DATA: 'false',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout!.on('data', (chunk) => (output += String(chunk)));
      server.stderr!.on('data', (chunk) => (output += String(chunk)));
      exit = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
      const deadline = Date.now() + 180_000;
      while (Date.now() < deadline) {
        const up = await fetch(`${BASE}/api/health`).then(
          (response) => response.status === 200,
          () => false,
        );
        if (up) return;
        await sleep(300);
      }
      throw new Error(`the server did not start: ${output.slice(-2_000)}`);
    });

    afterAll(() => {
      server?.kill('SIGKILL');
      cluster?.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers every request in flight, none reset, and exits 0', async () => {
      const outcomes = Array.from({ length: 50 }, (_, index) =>
        fetch(`${BASE}/api/orszagok/search/${index % 2 ? 'Magyar' : 'Aus'}`, {
          // A connection of its own for each request, as 50 browsers would have.
          headers: { connection: 'close' },
          signal: AbortSignal.timeout(30_000),
        }).then(
          async (response) => {
            await response.arrayBuffer();
            return String(response.status);
          },
          (error: Error) =>
            `reset: ${String((error.cause as Error | undefined)?.message ?? error)}`,
        ),
      );
      await sleep(30);
      server.kill('SIGTERM');
      const results = await Promise.all(outcomes);
      const resets = results.filter((result) => result.startsWith('reset'));
      console.log(
        `SIGTERM on ${kind}: ${resets.length} of 50 reset, ` +
          `${results.filter((result) => result === '200').length} × 200, ` +
          `${results.filter((result) => result === '503').length} × 503`,
      );
      expect(resets, output.slice(-2_000)).toEqual([]);
      expect(results.every((result) => result === '200' || result === '503')).toBe(true);
      expect(results.filter((result) => result === '200').length).toBeGreaterThan(0);
      expect(await exit).toBe(0);
    });
  },
);
