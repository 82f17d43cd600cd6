/**
 * The real portal for the load benchmarks, run as a child process (`node --import tsx`): the same
 * `buildApp` + `listen` as src/server/server.ts, plus an IPC channel through which the benchmark
 * asks for set-up work that has no public API (users created directly in the database, the way
 * tests/helpers/auth.ts does) and for counts to verify afterwards. Request handling is the
 * production code path; only set-up goes through IPC.
 */
import diagnostics from 'node:diagnostics_channel';
import { existsSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app.ts';
import { loadServerConfig } from '../../src/server/config.ts';
import { trustedTestCa } from '../../tests/helpers/signing.ts';
import { createBenchUsers } from './bench-users.ts';
import { benchPort } from './common.ts';

/** Every route the app registers, recorded as it is added (the benchmarks skip missing ones). */
const routes: Array<{ method: string; url: string }> = [];
diagnostics.channel('fastify.initialization').subscribe((message) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method: String(method), url: route.url });
  });
});

const ROOT = path.resolve(import.meta.dirname, '../..');

async function main(): Promise<void> {
  const config = loadServerConfig({
    // The flows sign final documents with the test CA (tests/helpers/signing.ts).
    SIGNATURE_TRUSTED_CAS: trustedTestCa().file,
    ...process.env,
    ENV: process.env.ENV ?? 'local',
  });
  const app = await buildApp({ config });
  await app.listen({ host: '127.0.0.1', port: await benchPort() });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  process.on('message', async (raw) => {
    const message = raw as { id: number; task: string; args: Record<string, unknown> };
    try {
      const result = await runTask(app, message.task, message.args ?? {});
      process.send?.({ id: message.id, result });
    } catch (error) {
      process.send?.({ id: message.id, error: (error as Error).stack ?? String(error) });
    }
  });
  process.on('SIGTERM', () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
  process.send?.({ ready: true, port, routes });
}

/** The in-process profiler of BENCH_API_PROFILE_DIR (bench/api.ts), while one runs. */
let profiler: Session | null = null;

async function runTask(
  app: FastifyInstance,
  task: string,
  args: Record<string, unknown>,
): Promise<unknown> {
  switch (task) {
    case 'createUsers':
      return createBenchUsers(app, args as unknown as Parameters<typeof createBenchUsers>[1]);
    case 'query': {
      const result = await sql.raw(String(args.sql)).execute(app.db);
      // The surge opens a call by editing its row: the app answers calls from memory.
      await app.calls.reload();
      return result.rows;
    }
    case 'exists':
      return existsSync(path.join(ROOT, String(args.path)));
    case 'cpuProfileStart':
      // Only the measured window is sampled (not the start-up or the set-up before it).
      profiler ??= new Session();
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
      return true;
    case 'cpuProfileStop': {
      if (!profiler) throw new Error('no profile running');
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(String(args.file), JSON.stringify(profile));
      profiler.disconnect();
      return args.file;
    }
    default:
      throw new Error(`unknown task ${task}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
