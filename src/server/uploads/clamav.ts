/**
 * A minimal clamd client (INSTREAM over TCP): "zINSTREAM\0", then chunks each prefixed with
 * their 4-byte big-endian length, then a zero-length chunk; clamd answers
 * "stream: OK" or "stream: <signature> FOUND". Used only when CLAMAV_HOST is configured.
 */
import net from 'node:net';
import type { Readable } from 'node:stream';

export type ScanResult = { clean: true } | { clean: false; signature: string };

const CHUNK_LIMIT = 64 * 1024;

export async function scanWithClamav(
  options: { host: string; port: number; timeoutMs: number },
  content: Readable,
): Promise<ScanResult> {
  return new Promise<ScanResult>((resolve, reject) => {
    const socket = net.connect({ host: options.host, port: options.port });
    let answer = '';
    let settled = false;
    const finish = (error: Error | null, result?: ScanResult) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      content.destroy();
      if (error) reject(error);
      else resolve(result as ScanResult);
    };
    socket.setTimeout(options.timeoutMs, () => finish(new Error('clamd timed out')));
    socket.on('error', (error) => finish(error));
    socket.on('data', (data) => {
      answer += data.toString('utf8');
    });
    socket.on('end', () => {
      const text = answer.replace(/\0/g, '').trim();
      if (/^stream: OK$/.test(text)) finish(null, { clean: true });
      else {
        const found = /^stream: (.+) FOUND$/.exec(text);
        if (found) finish(null, { clean: false, signature: found[1] as string });
        else finish(new Error(`unexpected clamd answer: ${text}`));
      }
    });
    socket.on('connect', async () => {
      try {
        socket.write('zINSTREAM\0');
        for await (const piece of content) {
          const buffer = Buffer.isBuffer(piece) ? piece : Buffer.from(piece as string);
          for (let offset = 0; offset < buffer.length; offset += CHUNK_LIMIT) {
            const chunk = buffer.subarray(offset, offset + CHUNK_LIMIT);
            const length = Buffer.alloc(4);
            length.writeUInt32BE(chunk.length);
            if (!socket.write(Buffer.concat([length, chunk]))) {
              await new Promise<void>((done) => socket.once('drain', done));
            }
          }
        }
        socket.write(Buffer.alloc(4));
      } catch (error) {
        finish(error as Error);
      }
    });
  });
}
