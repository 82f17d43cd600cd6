/**
 * Fixtures of the call, application and document tests: a private copy of schemas/calls whose
 * dates are moved relative to now (so tests do not age), a private storage directory, and a
 * multipart body builder for uploads.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';
import type { ServerConfig } from '../../src/server/config.ts';
import { dateToBudapestLocal } from '../../src/shared/budapest-time.ts';

export const SHIPPED_CALLS_DIR = path.resolve(import.meta.dirname, '../../schemas/calls');

export const LOAN_CALL = 'szallashely-fejlesztesi-hitel-2026';
export const GRANT_CALL = 'vendeglatas-modernizacio-2026';
export const UPCOMING_CALL = 'attrakciofejlesztes-2027';

const DAY = 24 * 60 * 60 * 1000;

/** Rewrites fields of a call.json in a calls directory. */
export function patchCall(
  callsDir: string,
  identifier: string,
  patch: Record<string, unknown>,
): void {
  const file = path.join(callsDir, identifier, 'call.json');
  const call = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, JSON.stringify({ ...call, ...patch }, null, 2));
}

/**
 * Copies schemas/calls to a temporary directory: the two open calls opened 30 days ago and close
 * in 90 days; the attraction call opens in 30 days.
 */
export function copyCallsDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-calls-'));
  cpSync(SHIPPED_CALLS_DIR, dir, { recursive: true });
  const now = Date.now();
  for (const identifier of [LOAN_CALL, GRANT_CALL]) {
    patchCall(dir, identifier, {
      startDate: dateToBudapestLocal(new Date(now - 30 * DAY)),
      endDate: dateToBudapestLocal(new Date(now + 90 * DAY)),
      implementationStart: null,
      implementationEnd: null,
    });
  }
  patchCall(dir, UPCOMING_CALL, {
    startDate: dateToBudapestLocal(new Date(now + 30 * DAY)),
    endDate: dateToBudapestLocal(new Date(now + 120 * DAY)),
  });
  return dir;
}

/** Config overrides: private calls and storage directories, small upload limits. */
export function callsTestOverrides(callsDir = copyCallsDir()): Partial<ServerConfig> & {
  callsDir: string;
  storage: { kind: 'local'; dir: string };
} {
  return {
    callsDir,
    storage: { kind: 'local', dir: mkdtempSync(path.join(tmpdir(), 'portal-storage-')) },
    uploads: { maxFileBytes: 64 * 1024, largeFileMaxBytes: 256 * 1024, deadlineGraceMs: 600_000 },
  };
}

/** A multipart/form-data body with one file part. */
export function multipartBody(
  fileName: string,
  content: Buffer,
  contentType = 'application/octet-stream',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    'utf8',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8');
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Small but real-looking file contents by kind. */
export const SAMPLE_FILES = {
  pdf: Buffer.concat([
    Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'),
    Buffer.alloc(2048, 0x20),
    Buffer.from('\n%%EOF\n'),
  ]),
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(600, 1),
  ]),
  xlsx: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(600, 2)]),
  exe: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(1024, 0)]),
  elf: Buffer.concat([
    Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]),
    Buffer.alloc(1024, 0),
  ]),
};

/** A fake clamd: answers FOUND when the stream contains the EICAR marker. */
export async function startFakeClamd(): Promise<{
  port: number;
  streams: Buffer[];
  close(): Promise<void>;
}> {
  const streams: Buffer[] = [];
  const server = net.createServer((socket) => {
    let buffer = Buffer.alloc(0);
    socket.on('data', (data) => {
      buffer = Buffer.concat([buffer, data]);
      const command = 'zINSTREAM\0';
      if (buffer.length < command.length) return;
      let offset = command.length;
      const chunks: Buffer[] = [];
      while (buffer.length >= offset + 4) {
        const length = buffer.readUInt32BE(offset);
        if (length === 0) {
          const content = Buffer.concat(chunks);
          streams.push(content);
          socket.end(
            content.includes('EICAR') ? 'stream: Eicar-Test-Signature FOUND\0' : 'stream: OK\0',
          );
          return;
        }
        if (buffer.length < offset + 4 + length) return;
        chunks.push(buffer.subarray(offset + 4, offset + 4 + length));
        offset += 4 + length;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    streams,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
