/**
 * S3FileStorage (the AWS SDK's S3 client) against an S3-compatible server we did not write:
 * s3rver, started here on loopback. s3rver stores objects and answers like S3, but it does not
 * check SigV4 signatures (its authentication middleware: "Signature version 4 calculation is
 * unimplemented"), so requests reach it through a gate that recomputes each request's signature
 * with the aws4 package (an implementation independent of the SDK's) and the server's secret key,
 * and refuses a mismatch with 403 SignatureDoesNotMatch, as S3 does (docs/decisions/0021).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import aws4 from 'aws4';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ObjectNotFoundError } from '../../src/server/storage/file-storage.ts';
import { S3FileStorage } from '../../src/server/storage/s3-storage.ts';
import { SAMPLE_FILES } from '../helpers/calls.ts';

/** s3rver's one account. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const REGION = 'eu-central-1';
const BUCKET = 'dokumentumok';

/** Parses `AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…`. */
function parseAuthorization(value: string) {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      value,
    );
  if (!match) return null;
  const [, accessKeyId, , region, signedHeaders = '', signature] = match;
  return { accessKeyId, region, signedHeaders: signedHeaders.split(';'), signature };
}

/**
 * What S3 checks before it touches an object: the signature over method, path, query, the
 * signed headers and the payload hash, and (for a signed payload) that the body has that hash.
 */
function verify(request: http.IncomingMessage, body: Buffer): string | null {
  const parsed = parseAuthorization(String(request.headers.authorization ?? ''));
  if (!parsed || parsed.accessKeyId !== ACCESS_KEY_ID) return 'InvalidAccessKeyId';
  const headers: Record<string, string> = {};
  for (const name of parsed.signedHeaders) {
    const value = request.headers[name];
    if (value === undefined) return 'SignatureDoesNotMatch';
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const payload = headers['x-amz-content-sha256'];
  if (!payload) return 'SignatureDoesNotMatch';
  if (payload !== 'UNSIGNED-PAYLOAD' && createHash('sha256').update(body).digest('hex') !== payload)
    return 'XAmzContentSHA256Mismatch';
  const expected = aws4.sign(
    {
      service: 's3',
      region: parsed.region,
      method: request.method,
      host: headers.host,
      path: request.url,
      headers,
      doNotModifyHeaders: true,
    },
    { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
  );
  const recomputed = parseAuthorization(String(expected.headers?.Authorization ?? ''));
  return recomputed?.signature === parsed.signature ? null : 'SignatureDoesNotMatch';
}

let s3rver: S3rver;
let gate: http.Server;
let endpoint: string;
let s3rverDir: string;
/** Requests that reached s3rver (verified), as METHOD path. */
const forwarded: string[] = [];

beforeAll(async () => {
  s3rverDir = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3rverDir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port: s3rverPort } = (await s3rver.run()) as AddressInfo;
  gate = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const refusal = verify(request, body);
    if (refusal) {
      response.writeHead(refusal === 'XAmzContentSHA256Mismatch' ? 400 : 403, {
        'content-type': 'application/xml',
      });
      return response.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${refusal}</Code><Message>${refusal}</Message></Error>`,
      );
    }
    forwarded.push(`${request.method} ${String(request.url).split('?')[0]}`);
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: s3rverPort,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    upstream.end(body);
  });
  await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(gate.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => gate?.close(() => resolve()));
  await s3rver?.close();
  rmSync(s3rverDir, { recursive: true, force: true });
});

function storage(secretAccessKey = SECRET_ACCESS_KEY, spool?: string) {
  return new S3FileStorage(
    {
      kind: 's3',
      endpoint,
      region: REGION,
      bucket: BUCKET,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey,
    },
    spool,
  );
}

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('S3-compatible storage through the AWS SDK, against s3rver', () => {
  it('puts, reads, tells existence and deletes objects; a missing object is ObjectNotFoundError', async () => {
    const spool = mkdtempSync(path.join(tmpdir(), 's3-spool-'));
    const s3 = storage(SECRET_ACCESS_KEY, spool);
    await s3.put('documents/7/abc', Readable.from([SAMPLE_FILES.pdf]));
    expect(forwarded).toContain(`PUT /${BUCKET}/documents/7/abc`);
    expect(await s3.exists('documents/7/abc')).toBe(true);
    expect((await read(await s3.get('documents/7/abc'))).equals(SAMPLE_FILES.pdf)).toBe(true);
    // The spool file is gone once the object is stored.
    expect(readdirSync(spool)).toEqual([]);

    await s3.delete('documents/7/abc');
    expect(await s3.exists('documents/7/abc')).toBe(false);
    await expect(s3.get('documents/7/abc')).rejects.toBeInstanceOf(ObjectNotFoundError);
    // Deleting what is absent is no error.
    await s3.delete('documents/7/abc');
  });

  it('a failed upload stores nothing and leaves no spool file', async () => {
    const spool = mkdtempSync(path.join(tmpdir(), 's3-spool-'));
    const s3 = storage(SECRET_ACCESS_KEY, spool);
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(100, 1));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(s3.put('documents/7/def', failing)).rejects.toThrow('client went away');
    expect(await s3.exists('documents/7/def')).toBe(false);
    expect(readdirSync(spool)).toEqual([]);
  });

  it('a request signed with a wrong secret key is refused and stores nothing', async () => {
    const before = forwarded.length;
    await expect(
      storage('not-the-secret').put('documents/7/x', Readable.from([Buffer.from('x')])),
    ).rejects.toMatchObject({ name: 'SignatureDoesNotMatch', $metadata: { httpStatusCode: 403 } });
    await expect(storage('not-the-secret').get('documents/7/x')).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
    expect(forwarded.length).toBe(before);
    expect(await storage().exists('documents/7/x')).toBe(false);
  });

  it('the gate accepts what the SDK signs and refuses one changed byte of the signature', async () => {
    // Guards the gate itself: a verifier that accepted everything would make the test above vacuous.
    const signed = aws4.sign(
      {
        service: 's3',
        region: REGION,
        method: 'GET',
        host: new URL(endpoint).host,
        path: `/${BUCKET}/documents/none`,
        headers: { 'x-amz-content-sha256': createHash('sha256').update('').digest('hex') },
      },
      { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
    );
    const send = (authorization: string) =>
      fetch(`${endpoint}/${BUCKET}/documents/none`, {
        headers: {
          authorization,
          'x-amz-date': String(signed.headers?.['X-Amz-Date']),
          'x-amz-content-sha256': createHash('sha256').update('').digest('hex'),
        },
      });
    const good = String(signed.headers?.Authorization);
    expect((await send(good)).status).toBe(404);
    const last = good.at(-1) === '0' ? '1' : '0';
    expect((await send(good.slice(0, -1) + last)).status).toBe(403);
  });
});
