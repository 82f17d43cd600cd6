/**
 * A body that is the same for every request, kept with its brotli and gzip copies: compressed
 * once, not per request, and sent in the best encoding the request accepts (issue 17: on a slow
 * phone network every 100 KiB is half a second, and the TEÁOR list alone is 115 KiB raw).
 */
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface EncodedBody {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The body and its copies, compressed on libuv's threads: the event loop keeps answering. */
export async function encodeBody(body: Buffer | string): Promise<EncodedBody> {
  const raw = Buffer.from(body);
  const [br, gzipped] = await Promise.all([brotliAsync(raw), gzipAsync(raw)]);
  return { raw, br, gzip: gzipped };
}

/** An encoding the request accepts (`br`, `gzip`), not refused with `q=0`. */
function accepts(acceptEncoding: string | undefined, encoding: 'br' | 'gzip'): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [name, ...parameters] = part.trim().split(';');
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
    return name?.trim().toLowerCase() === encoding && !refused;
  });
}

/**
 * Sends `body` brotli- or gzip-compressed when the request accepts it, raw otherwise; the reply's
 * content type is the caller's.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
): FastifyReply {
  const encoding = (['br', 'gzip'] as const).find((candidate) =>
    accepts(request.headers['accept-encoding'], candidate),
  );
  reply.header('vary', 'accept-encoding');
  return encoding
    ? reply.header('content-encoding', encoding).send(body[encoding])
    : reply.send(body.raw);
}
