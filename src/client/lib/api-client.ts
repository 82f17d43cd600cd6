/**
 * The one HTTP client. Every request goes to the configured API_URL with cookies; after the
 * anti-forgery handshake (GET /csrf) the XSRF-TOKEN cookie is echoed in the header the server
 * named. HTTP failures surface as ky's HTTPError, unparseable bodies as ResponseParseError.
 */
import ky, { isHTTPError, type KyInstance, type ResponsePromise, type RetryOptions } from 'ky';
import { getRuntimeConfig } from './runtime-config.ts';

let csrfHeaderName: string | null = null;

/** Remembers the header name the server announced at start-up (spec section 7). */
export function setCsrfHeaderName(name: string | null): void {
  csrfHeaderName = name;
}

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return null;
}

/**
 * Retries only what the server's admission control refused (503 with Retry-After, see
 * src/server/plugins/admission.ts): such a request was not started, so sending it again is safe
 * for any method, after the time the server asked for. Nothing else is retried here (TanStack
 * Query retries queries itself); a network error on a POST might have taken effect.
 */
export const ADMISSION_RETRY: RetryOptions = {
  limit: 6,
  methods: ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'],
  statusCodes: [503],
  afterStatusCodes: [503],
  maxRetryAfter: 60_000,
  shouldRetry: ({ error }) =>
    isHTTPError(error) && error.response.status === 503 && error.response.headers.has('retry-after')
      ? undefined
      : false,
};

/** Base client without the API prefix: translation files and other site-root resources. */
export const http: KyInstance = ky.create({
  credentials: 'same-origin',
  retry: ADMISSION_RETRY,
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      ({ request }) => {
        // Error messages in the interface's language (src/server/api-messages.ts).
        request.headers.set('accept-language', globalThis.document?.documentElement.lang || 'hu');
        if (!csrfHeaderName) return;
        const token = readCookie('XSRF-TOKEN');
        if (token) request.headers.set(csrfHeaderName, token);
      },
    ],
  },
});

/** One issue found when checking a response against its schema: dotted path and message. */
export interface ResponseIssue {
  path: string;
  message: string;
}

/** The answer arrived but does not have the agreed shape ('HTTP válasz nem feldolgozható'). */
export class ResponseParseError extends Error {
  readonly url: string;
  readonly issues: ResponseIssue[];

  constructor(url: string, issues: ResponseIssue[]) {
    super(`Unparseable response from ${url}`);
    this.name = 'ResponseParseError';
    this.url = url;
    this.issues = issues;
  }
}

let apiInstance: KyInstance | undefined;

/** The API client: paths of spec section 7 resolve under the configured API_URL. */
export function api(): KyInstance {
  apiInstance ??= http.extend({ prefix: getRuntimeConfig().apiUrl });
  return apiInstance;
}

/**
 * POSTs one file as multipart/form-data under the field name `file` (what every upload route of
 * the server reads); the caller checks the answer like any other:
 * `parseResponse(uploadFile(path, file), documentUploadResponse)`. `timeoutMs` for large files
 * on slow lines.
 */
export function uploadFile(path: string, file: File, timeoutMs?: number): ResponsePromise {
  const body = new FormData();
  body.append('file', file, file.name);
  return api().post(path, { body, ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }) });
}
