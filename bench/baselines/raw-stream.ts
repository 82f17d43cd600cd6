/**
 * Upload baseline: a bare node:http server that pipes the request body to a file — the fastest
 * an upload can be stored on this machine, with no parsing at all. Also the multipart floor:
 * with BENCH_RAW_MODE=multipart it is a bare Fastify app with @fastify/multipart streaming the
 * file part to disk (what any multipart upload costs before our checks).
 */
import { createWriteStream, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { benchPort } from '../lib/common.ts';

let counter = 0;
const target = () => path.join(os.tmpdir(), `bench-upload-${process.pid}-${counter++}`);

async function listenRaw(): Promise<number> {
  const server = createServer((request, response) => {
    const file = target();
    pipeline(request, createWriteStream(file)).then(
      () => {
        rmSync(file, { force: true });
        response.writeHead(201, { 'content-type': 'application/json' }).end('{"stored":true}');
      },
      () => {
        rmSync(file, { force: true });
        response.writeHead(500).end();
      },
    );
  });
  const port = await benchPort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

async function listenMultipart(): Promise<number> {
  const app = Fastify({ logger: false });
  await app.register(multipart, { limits: { fileSize: 4 * 1024 * 1024 * 1024 } });
  app.post('/upload', async (request, reply) => {
    const part = await request.file();
    const file = target();
    if (part) await pipeline(part.file, createWriteStream(file));
    rmSync(file, { force: true });
    return reply.status(201).send({ stored: true });
  });
  await app.listen({ host: '127.0.0.1', port: await benchPort() });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

const port =
  process.env.BENCH_RAW_MODE === 'multipart' ? await listenMultipart() : await listenRaw();
process.send?.({ ready: true, port });
process.on('SIGTERM', () => process.exit(0));
