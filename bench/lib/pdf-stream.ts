/**
 * Upload payloads generated on the fly: a PDF-looking byte stream (it starts with `%PDF-`, so
 * magic-byte checks pass) wrapped in a multipart/form-data body, never held whole in memory.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

const CHUNK = 64 * 1024;

/** `size` bytes: a PDF header, then filler, then `%%EOF`. */
export function pdfBytes(size: number): Readable {
  const header = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const trailer = Buffer.from('\n%%EOF\n');
  const filler = Buffer.alloc(CHUNK, 0x20);
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) {
        this.push(null);
        return;
      }
      let chunk: Buffer;
      if (sent === 0) chunk = header;
      else if (size - sent <= trailer.length) chunk = trailer.subarray(0, size - sent);
      else chunk = filler.subarray(0, Math.min(CHUNK, size - sent - trailer.length));
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

export interface MultipartFile {
  field: string;
  filename: string;
  contentType: string;
  size: number;
}

/** A streamed multipart body: text fields first, then the file; with its exact length. */
export function multipartStream(
  fields: Record<string, string>,
  file: MultipartFile,
): { stream: Readable; contentType: string; length: number } {
  const boundary = `----bench${randomBytes(12).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.contentType}\r\n\r\n`,
    ),
  );
  const head = Buffer.concat(parts);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* body() {
    yield head;
    for await (const chunk of pdfBytes(file.size)) yield chunk as Buffer;
    yield tail;
  }
  return {
    stream: Readable.from(body(), { objectMode: false }),
    contentType: `multipart/form-data; boundary=${boundary}`,
    length: head.length + file.size + tail.length,
  };
}

/** The same multipart body as one Buffer (for autocannon, which resends it). */
export async function multipartBuffer(
  fields: Record<string, string>,
  file: MultipartFile,
): Promise<{ body: Buffer; contentType: string }> {
  const { stream, contentType } = multipartStream(fields, file);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { body: Buffer.concat(chunks), contentType };
}
