/**
 * AWS Signature Version 4 for S3-compatible object storage (AWS S3, MinIO, Ceph…): the header
 * signature of one request. Written here because no S3 client package is installed; it covers
 * exactly what FileStorage needs (path-style PUT/GET/HEAD/DELETE of one object).
 */
import { createHash, createHmac } from 'node:crypto';

export const EMPTY_PAYLOAD_SHA256 = createHash('sha256').update('').digest('hex');

export interface SignInput {
  method: string;
  /** Path as sent, e.g. /bucket/documents/1/abc (each segment already URI-encoded). */
  path: string;
  /** Headers to sign (host, x-amz-date, x-amz-content-sha256, …), any case. */
  headers: Record<string, string>;
  payloadSha256: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** YYYYMMDDTHHMMSSZ, the same value as the x-amz-date header. */
  amzDate: string;
  service?: string;
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** The Authorization header value. */
export function signRequest(input: SignInput): string {
  const service = input.service ?? 's3';
  const date = input.amzDate.slice(0, 8);
  const headers = Object.entries(input.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .toSorted(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const canonicalRequest = [
    input.method,
    input.path,
    '',
    ...headers.map(([name, value]) => `${name}:${value}`),
    '',
    signedHeaders,
    input.payloadSha256,
  ].join('\n');
  const scope = `${date}/${input.region}/${service}/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    input.amzDate,
    scope,
    createHash('sha256').update(canonicalRequest, 'utf8').digest('hex'),
  ].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, date), input.region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/** S3's URI encoding of one path segment (RFC 3986 unreserved characters stay). */
export function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `new Date()` as YYYYMMDDTHHMMSSZ. */
export function amzDateOf(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
