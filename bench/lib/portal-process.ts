/**
 * The real portal for the load benchmarks, run as a child process (`node --import tsx`): the same
 * `buildApp` + `listen` as src/server/server.ts, plus an IPC channel through which the benchmark
 * asks for set-up work that has no public API (users created directly in the database, the way
 * tests/helpers/auth.ts does) and for counts to verify afterwards. Request handling is the
 * production code path; only set-up goes through IPC.
 */
import diagnostics from 'node:diagnostics_channel';
import { existsSync } from 'node:fs';
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
    default:
      throw new Error(`unknown task ${task}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
