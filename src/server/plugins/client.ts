/**
 * Serves the browser side: the runtime configuration script, the translation files and the
 * built client with an SPA fallback (any unknown non-API GET that accepts HTML gets index.html).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { resolveLanguage } from '../../shared/i18n-languages.ts';
import { requestLanguage, requestMessage } from '../api-messages.ts';
import type { SchemaTypeProvider } from './route-plugin.ts';
import { type EncodedBody, encodeBody, sendEncoded } from '../encoded-body.ts';

export const LOCALES_DIR = path.resolve(import.meta.dirname, '../../shared/locales');

/**
 * Each translation file with its brotli and gzip copies, made on its first request and kept: the
 * files change only with a deployment, and a signed-in page's nine files are 70 KB raw, about
 * a fifth of that compressed (issue 17: every asset served compressed).
 */
const encodedFiles = new Map<string, Promise<EncodedBody>>();

function encodedFile(file: string): Promise<EncodedBody> {
  let encoded = encodedFiles.get(file);
  if (!encoded) {
    encoded = encodeBody(readFileSync(file));
    encodedFiles.set(file, encoded);
  }
  return encoded;
}

export const clientPlugin = fp(async (app) => {
  const runtimeScript = `window.__RUNTIME_CONFIG__=${JSON.stringify(app.config.runtimeEnv)};\n`;
  app.get('/config.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(runtimeScript),
  );

  app.withTypeProvider<SchemaTypeProvider>().get(
    '/locales/:lng/:ns',
    {
      schema: {
        params: {
          type: 'object',
          properties: {
            lng: { type: 'string', maxLength: 16 },
            ns: { type: 'string', pattern: '^[a-z][a-zA-Z-]{0,40}\\.json$' },
          },
          required: ['lng', 'ns'],
        } as const,
      },
    },
    async (request, reply) => {
      const language = resolveLanguage(request.params.lng);
      const file = path.join(LOCALES_DIR, language, request.params.ns);
      if (!existsSync(file))
        return reply
          .status(404)
          .send({ statusCode: 404, error: 'Not Found', message: 'Not Found' });
      const encoded = await encodedFile(file);
      reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache');
      return sendEncoded(request, reply, encoded);
    },
  );

  const clientDir = path.resolve(app.config.clientDir);
  const indexFile = path.join(clientDir, 'index.html');
  const hasClient = existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      // One `/*` route that looks files up on request: the build holds thousands of files
      // (chunks, source maps, .br/.gz copies), and a route for each took 0.5-0.8 s of every
      // start (docs/performance.md, Start-up). A missing file still reaches the not-found
      // handler below, so the SPA fallback is unchanged.
      wildcard: true,
      // As with the routes made from the file list: dot files (.vite/manifest.json) and
      // directories are not served but fall through to the not-found handler.
      dotfiles: 'ignore',
      allowedPath: (pathname) => !pathname.endsWith('/'),
      index: false,
      // The build writes .br/.gz siblings (scripts/compress-assets.mjs); send those when accepted.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed assets never change; everything else is revalidated.
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && hasClient) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(readFileSync(indexFile));
    }
    return reply.status(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: requestMessage(requestLanguage(request), 'routeNotFound'),
    });
  });
});
