/**
 * S3-compatible object storage (S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY) for deployments with several servers. Path-style requests signed with
 * SigV4 (./sigv4.ts; no S3 client package is installed).
 *
 * `put` first spools the (already size-limited and checked) upload into a local temporary file
 * to learn its length and SHA-256 — S3 needs Content-Length and verifies the payload hash — and
 * then sends one PUT: the object appears atomically or not at all, so no partial object is ever
 * visible. Spool leftovers of a crash are removed by `cleanup` at start.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StorageConfig } from '../config.ts';
import { type FileStorage, ObjectNotFoundError, assertValidKey } from './file-storage.ts';
import { EMPTY_PAYLOAD_SHA256, amzDateOf, encodeSegment, signRequest } from './sigv4.ts';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

export class S3FileStorage implements FileStorage {
  private readonly endpoint: URL;
  private readonly spoolDir: string;

  private readonly config: S3Config;

  constructor(config: S3Config, spoolDir = path.join(tmpdir(), 'portal-s3-spool')) {
    this.config = config;
    this.endpoint = new URL(config.endpoint);
    this.spoolDir = spoolDir;
    mkdirSync(this.spoolDir, { recursive: true });
  }

  private objectPath(key: string): string {
    assertValidKey(key);
    const base = this.endpoint.pathname.replace(/\/$/, '');
    return `${base}/${encodeSegment(this.config.bucket)}/${key.split('/').map(encodeSegment).join('/')}`;
  }

  /** Sends one signed request; resolves with the response (body unread). */
  private request(
    method: 'PUT' | 'GET' | 'HEAD' | 'DELETE',
    key: string,
    body?: { stream: Readable; length: number; sha256: string },
  ): Promise<IncomingMessage> {
    const requestPath = this.objectPath(key);
    const payloadSha256 = body?.sha256 ?? EMPTY_PAYLOAD_SHA256;
    const amzDate = amzDateOf(new Date());
    const signed: Record<string, string> = {
      host: this.endpoint.host,
      'x-amz-content-sha256': payloadSha256,
      'x-amz-date': amzDate,
    };
    const authorization = signRequest({
      method,
      path: requestPath,
      headers: signed,
      payloadSha256,
      region: this.config.region,
      accessKeyId: this.config.accessKeyId,
      secretAccessKey: this.config.secretAccessKey,
      amzDate,
    });
    const transport = this.endpoint.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = transport.request(
        {
          protocol: this.endpoint.protocol,
          hostname: this.endpoint.hostname,
          port: this.endpoint.port || undefined,
          method,
          path: requestPath,
          headers: {
            ...signed,
            authorization,
            ...(body
              ? {
                  'content-length': String(body.length),
                  'content-type': 'application/octet-stream',
                }
              : {}),
          },
        },
        resolve,
      );
      request.on('error', reject);
      if (body) {
        body.stream.on('error', (error) => request.destroy(error));
        body.stream.pipe(request);
      } else {
        request.end();
      }
    });
  }

  private async failure(response: IncomingMessage, action: string, key: string): Promise<Error> {
    let text = '';
    for await (const chunk of response) text += String(chunk);
    return new Error(`S3 ${action} ${key} answered ${response.statusCode}: ${text.slice(0, 300)}`);
  }

  async put(key: string, source: Readable): Promise<void> {
    assertValidKey(key);
    const spool = path.join(this.spoolDir, `${randomUUID()}.part`);
    const hash = createHash('sha256');
    let length = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        length += chunk.length;
        callback(null, chunk);
      },
    });
    try {
      await pipeline(source, measure, createWriteStream(spool, { flags: 'wx', mode: 0o600 }));
      const response = await this.request('PUT', key, {
        stream: createReadStream(spool),
        length,
        sha256: hash.digest('hex'),
      });
      if (response.statusCode !== 200) throw await this.failure(response, 'PUT', key);
      response.resume();
    } catch (error) {
      source.destroy();
      throw error;
    } finally {
      await rm(spool, { force: true });
    }
  }

  async get(key: string): Promise<Readable> {
    const response = await this.request('GET', key);
    if (response.statusCode === 404) {
      response.resume();
      throw new ObjectNotFoundError(key);
    }
    if (response.statusCode !== 200) throw await this.failure(response, 'GET', key);
    return response;
  }

  async delete(key: string): Promise<void> {
    const response = await this.request('DELETE', key);
    response.resume();
    if (response.statusCode !== 204 && response.statusCode !== 200 && response.statusCode !== 404)
      throw new Error(`S3 DELETE ${key} answered ${response.statusCode}`);
  }

  async exists(key: string): Promise<boolean> {
    const response = await this.request('HEAD', key);
    response.resume();
    return response.statusCode === 200;
  }

  /** The bucket answers: a HEAD of a key nobody writes is 404 (or 200), never an error. */
  async check(): Promise<void> {
    const response = await this.request('HEAD', 'readiness-probe');
    response.resume();
    if (response.statusCode !== 200 && response.statusCode !== 404)
      throw new Error(`S3 HEAD answered ${response.statusCode}`);
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
