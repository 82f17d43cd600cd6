import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../../src/server/storage/local-storage.ts';
import { UploadInspector, UploadRejectedError } from '../../src/server/uploads/inspect-stream.ts';
import {
  attachmentDisposition,
  extensionOf,
  sanitiseFileName,
} from '../../src/server/uploads/file-name.ts';
import { contentMatchesExtension } from '../../src/server/uploads/magic-bytes.ts';
import { scanWithClamav } from '../../src/server/uploads/clamav.ts';
import { SAMPLE_FILES, startFakeClamd } from '../helpers/calls.ts';

describe('upload file names', () => {
  it('keeps only the last path segment and drops NUL, controls and bidi tricks', () => {
    expect(sanitiseFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(sanitiseFileName('..\\..\\Windows\\system32\\x.pdf')).toBe('x.pdf');
    expect(sanitiseFileName('terv\u0000.exe.pdf')).toBe('terv.exe.pdf');
    expect(sanitiseFileName('számla\u202Efdp.exe')).toBe('számlafdp.exe');
    expect(sanitiseFileName('...')).toBe('dokumentum');
    expect(sanitiseFileName('..')).toBe('dokumentum');
    expect(sanitiseFileName('a'.repeat(300) + '.pdf')).toHaveLength(200);
    expect(sanitiseFileName('a'.repeat(300) + '.pdf').endsWith('.pdf')).toBe(true);
  });

  it('reads extensions case-insensitively and writes a safe Content-Disposition', () => {
    expect(extensionOf('Üzleti Terv.PDF')).toBe('pdf');
    expect(extensionOf('noextension')).toBe('');
    expect(attachmentDisposition('Üzleti "terv".pdf')).toBe(
      `attachment; filename="Uzleti _terv_.pdf"; filename*=UTF-8''%C3%9Czleti%20%22terv%22.pdf`,
    );
  });
});

describe('magic bytes', () => {
  it('accepts content that matches its extension', () => {
    expect(contentMatchesExtension('pdf', SAMPLE_FILES.pdf)).toBe(true);
    expect(contentMatchesExtension('png', SAMPLE_FILES.png)).toBe(true);
    expect(contentMatchesExtension('xlsx', SAMPLE_FILES.xlsx)).toBe(true);
    expect(contentMatchesExtension('docx', SAMPLE_FILES.xlsx)).toBe(true);
    expect(contentMatchesExtension('jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe(
      true,
    );
    expect(contentMatchesExtension('txt', Buffer.from('Árvíztűrő tükörfúrógép\n'))).toBe(true);
  });

  it('refuses renamed executables and mismatched content', () => {
    expect(contentMatchesExtension('pdf', SAMPLE_FILES.exe)).toBe(false);
    expect(contentMatchesExtension('pdf', SAMPLE_FILES.elf)).toBe(false);
    expect(contentMatchesExtension('txt', Buffer.from('#!/bin/sh\nrm -rf /\n'))).toBe(false);
    expect(contentMatchesExtension('pdf', SAMPLE_FILES.png)).toBe(false);
    expect(contentMatchesExtension('exe', SAMPLE_FILES.exe)).toBe(false);
    expect(contentMatchesExtension('pdf', Buffer.alloc(0))).toBe(false);
  });
});

async function drain(inspector: UploadInspector, content: Buffer): Promise<void> {
  for await (const _ of Readable.from([content]).pipe(inspector)) void _;
}

describe('upload inspector stream', () => {
  it('computes the SHA-256 and size while passing the content through', async () => {
    const inspector = new UploadInspector('pdf', 1024 * 1024);
    const chunks: Buffer[] = [];
    for await (const chunk of Readable.from([
      SAMPLE_FILES.pdf.subarray(0, 3),
      SAMPLE_FILES.pdf.subarray(3),
    ]).pipe(inspector)) {
      chunks.push(chunk as Buffer);
    }
    expect(Buffer.concat(chunks).equals(SAMPLE_FILES.pdf)).toBe(true);
    expect(inspector.bytes).toBe(SAMPLE_FILES.pdf.length);
    expect(inspector.sha256).toBe(createHash('sha256').update(SAMPLE_FILES.pdf).digest('hex'));
  });

  it('fails past the size limit and on a bad head', async () => {
    await expect(drain(new UploadInspector('pdf', 100), SAMPLE_FILES.pdf)).rejects.toMatchObject({
      reason: 'fileSizeLarge',
    });
    await expect(
      drain(new UploadInspector('pdf', 1 << 20), SAMPLE_FILES.exe),
    ).rejects.toBeInstanceOf(UploadRejectedError);
  });
});

describe('local file storage', () => {
  it('makes an object visible only when complete and leaves nothing after a failed write', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'storage-unit-'));
    const storage = new LocalFileStorage(dir);
    await storage.cleanup();
    await storage.put('documents/1/a', Readable.from([Buffer.from('hello')]));
    expect(await storage.exists('documents/1/a')).toBe(true);
    const read: Buffer[] = [];
    for await (const chunk of await storage.get('documents/1/a')) read.push(chunk as Buffer);
    expect(Buffer.concat(read).toString()).toBe('hello');

    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000, 1));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('documents/1/b', failing)).rejects.toThrow('client went away');
    expect(await storage.exists('documents/1/b')).toBe(false);
    expect(readdirSync(path.join(dir, '.tmp'))).toEqual([]);

    await expect(storage.put('../escape', Readable.from([Buffer.from('x')]))).rejects.toThrow(
      /invalid storage key/,
    );
    await storage.delete('documents/1/a');
    expect(await storage.exists('documents/1/a')).toBe(false);
  });

  it('removes stale leftovers of interrupted writes at start', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'storage-unit-'));
    const storage = new LocalFileStorage(dir);
    await storage.cleanup();
    const stale = path.join(dir, '.tmp', 'crashed.part');
    const fresh = path.join(dir, '.tmp', 'in-flight.part');
    writeFileSync(stale, 'half');
    writeFileSync(fresh, 'half');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    utimesSync(stale, twoHoursAgo, twoHoursAgo);
    await new LocalFileStorage(dir).cleanup();
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });
});

describe('clamd INSTREAM client', () => {
  it('reports clean and infected streams', async () => {
    const clamd = await startFakeClamd();
    try {
      const options = { host: '127.0.0.1', port: clamd.port, timeoutMs: 5000 };
      const big = Buffer.alloc(200 * 1024, 7);
      expect(await scanWithClamav(options, Readable.from([big]))).toEqual({ clean: true });
      expect(clamd.streams[0]?.equals(big)).toBe(true);
      expect(
        await scanWithClamav(
          options,
          Readable.from([Buffer.from('X5O!P%@AP EICAR-STANDARD-ANTIVIRUS-TEST-FILE')]),
        ),
      ).toEqual({
        clean: false,
        signature: 'Eicar-Test-Signature',
      });
    } finally {
      await clamd.close();
    }
  });

  it('fails when clamd is unreachable', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await expect(
      scanWithClamav(
        { host: '127.0.0.1', port, timeoutMs: 2000 },
        Readable.from([Buffer.from('x')]),
      ),
    ).rejects.toThrow();
  });
});
