/**
 * S3-compatible object storage (S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY) for deployments with several servers, through the AWS SDK's S3 client
 * (@aws-sdk/client-s3: signing, retries and error parsing are the kept library's, not ours;
 * docs/decisions/0021). Path-style requests, so any S3-compatible server (MinIO, Ceph RGW…) works.
 *
 * `put` first spools the (already size-limited and checked) upload into a local temporary file
 * to learn its length — S3 needs Content-Length — and then sends one PUT: the object appears
 * atomically or not at all, so no partial object is ever visible. Spool leftovers of a crash are
 * removed by `cleanup` at start.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config.ts';
import { type FileStorage, ObjectNotFoundError, assertValidKey } from './file-storage.ts';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  );
}

export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly spoolDir: string;

  constructor(config: S3Config, spoolDir = path.join(tmpdir(), 'portal-s3-spool')) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: true,
      credentials: {
        accessKeyId: config.accessKeyId,
        secretAccessKey: config.secretAccessKey,
      },
      // Checksums only where S3 requires them: S3-compatible servers do not all know the
      // SDK's newer trailing checksums (aws-chunked CRC32).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
    this.spoolDir = spoolDir;
    mkdirSync(this.spoolDir, { recursive: true });
  }

  async put(key: string, source: Readable): Promise<void> {
    assertValidKey(key);
    const spool = path.join(this.spoolDir, `${randomUUID()}.part`);
    let length = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        length += chunk.length;
        callback(null, chunk);
      },
    });
    try {
      await pipeline(source, measure, createWriteStream(spool, { flags: 'wx', mode: 0o600 }));
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: createReadStream(spool),
          ContentLength: length,
          ContentType: 'application/octet-stream',
        }),
      );
    } catch (error) {
      source.destroy();
      throw error;
    } finally {
      await rm(spool, { force: true });
    }
  }

  async get(key: string): Promise<Readable> {
    assertValidKey(key);
    try {
      const response = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      const body = response.Body;
      if (body instanceof Readable) return body;
      if (!body) return Readable.from([]);
      return Readable.fromWeb(
        (body as { transformToWebStream(): ReadableStream }).transformToWebStream() as never,
      );
    } catch (error) {
      if (isNotFound(error)) throw new ObjectNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    assertValidKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  /** The bucket answers: a HEAD of a key nobody writes is 404 (or 200), never an error. */
  async check(): Promise<void> {
    await this.exists('readiness-probe');
  }

  async cleanup(olderThanMs = 60 * 60 * 1000): Promise<void> {
    const limit = Date.now() - olderThanMs;
    for (const name of await readdir(this.spoolDir)) {
      const file = path.join(this.spoolDir, name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtimeMs <= limit) await rm(file, { force: true });
    }
  }
}
