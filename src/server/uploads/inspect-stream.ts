/**
 * A pass-through stream for uploads: it counts bytes (failing past the limit), computes the
 * SHA-256 on the way, and checks the magic bytes as soon as the head has arrived — before the
 * rest of the file is even read. Any failure destroys the pipeline, so storage keeps nothing.
 */
import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { MAGIC_HEAD_BYTES, contentMatchesExtension } from './magic-bytes.ts';

export class UploadRejectedError extends Error {
  readonly reason: 'fileSizeLarge' | 'fileContentMismatch' | 'fileRequired';

  constructor(reason: 'fileSizeLarge' | 'fileContentMismatch' | 'fileRequired', message: string) {
    super(message);
    this.name = 'UploadRejectedError';
    this.reason = reason;
  }
}

export class UploadInspector extends Transform {
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headLength = 0;
  private checked = false;
  bytes = 0;
  sha256 = '';

  private readonly extension: string;
  private readonly maxBytes: number;

  constructor(extension: string, maxBytes: number) {
    super();
    this.extension = extension;
    this.maxBytes = maxBytes;
  }

  private checkHead(): void {
    this.checked = true;
    const head = Buffer.concat(this.head);
    if (head.length === 0) throw new UploadRejectedError('fileRequired', 'empty file');
    if (!contentMatchesExtension(this.extension, head))
      throw new UploadRejectedError('fileContentMismatch', 'content does not match the extension');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      this.bytes += chunk.length;
      if (this.bytes > this.maxBytes)
        throw new UploadRejectedError('fileSizeLarge', 'file too large');
      this.hash.update(chunk);
      if (this.checked) {
        callback(null, chunk);
        return;
      }
      this.head.push(chunk);
      this.headLength += chunk.length;
      if (this.headLength >= MAGIC_HEAD_BYTES) {
        this.checkHead();
        const buffered = Buffer.concat(this.head);
        this.head = [];
        callback(null, buffered);
        return;
      }
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  override _flush(callback: TransformCallback): void {
    try {
      if (!this.checked) {
        this.checkHead();
        const buffered = Buffer.concat(this.head);
        this.head = [];
        if (buffered.length > 0) this.push(buffered);
      }
      this.sha256 = this.hash.digest('hex');
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }
}
