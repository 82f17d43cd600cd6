/**
 * API baseline: a minimal Fastify app whose routes answer with payloads held in memory — the
 * same paths, methods and bodies the portal answered in the same benchmark run — so the ratio
 * portal ÷ baseline is our overhead (session, CSRF, authorization, validation, SQL, audit).
 * Routes come from the JSON file named by BENCH_BASELINE_ROUTES; multipart routes drain the
 * uploaded file to a temporary file (as the portal stores it) before answering.
 */
import { createWriteStream, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { benchPort } from '../lib/common.ts';

export interface BaselineRoute {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  status: number;
  payload: unknown;
  /** Answer PUT with the payload's `version` field set to the request's version + 1. */
  echoVersionField?: string;
  multipart?: boolean;
}

const routes = JSON.parse(
  readFileSync(String(process.env.BENCH_BASELINE_ROUTES), 'utf8'),
) as BaselineRoute[];
const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });
await app.register(multipart, { limits: { fileSize: 1024 * 1024 * 1024 } });
app.get('/api/health', async () => ({ status: 'ok' }));

let counter = 0;
for (const route of routes) {
  const body = JSON.stringify(route.payload);
  app.route({
    method: route.method,
    url: route.url,
    handler: async (request, reply) => {
      if (route.multipart) {
        const file = await request.file();
        const target = path.join(os.tmpdir(), `bench-baseline-${process.pid}-${counter++}`);
        if (file) await pipeline(file.file, createWriteStream(target));
        rmSync(target, { force: true });
      }
      if (route.echoVersionField) {
        const version = Number(
          (request.body as Record<string, unknown>)?.[route.echoVersionField] ?? 0,
        );
        return reply
          .status(route.status)
          .send({ ...(route.payload as object), [route.echoVersionField]: version + 1 });
      }
      return reply.status(route.status).type('application/json; charset=utf-8').send(body);
    },
  });
}

await app.listen({ host: '127.0.0.1', port: await benchPort() });
const address = app.server.address();
process.send?.({ ready: true, port: typeof address === 'object' && address ? address.port : 0 });
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
