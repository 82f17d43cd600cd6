/**
 * A minimal static file server for built benchmark pages (127.0.0.1, random port). Like the
 * portal, it sends a file's pre-compressed .br or .gz sibling (scripts/compress-assets.mjs) when
 * the browser accepts it, so a baseline page pays no more bytes than the portal would.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import path from 'node:path';
import { benchPort } from './common.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

export async function serveDirectory(
  dir: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(dir, pathname);
    if (!file.startsWith(dir)) {
      response.writeHead(403).end();
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = (['br', 'gzip'] as const).find(
      (name) => accepted.includes(name) && existsSync(`${file}.${name === 'br' ? 'br' : 'gz'}`),
    );
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
    });
    const sent = encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file;
    createReadStream(sent).pipe(response);
  });
  const wanted = await benchPort();
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
