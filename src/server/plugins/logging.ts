/**
 * The request log keeps secrets out (issue 12, fault 5): the set-password link's token, the
 * OIDC callback's code and state, and the like travel in query strings; cookies, bearer tokens
 * and the anti-forgery token travel in headers. Query values of those names are replaced in
 * every logged URL, and pino redacts the headers wherever a request or answer is logged.
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

const REDACTED = '[REDACTED]';

/** Query parameters whose values are secrets (compared lower-case). */
export const SECRET_QUERY_PARAMETERS = new Set([
  'token',
  'code',
  'state',
  'session_state',
  'nonce',
  'code_verifier',
  'id_token',
  'id_token_hint',
  'access_token',
  'refresh_token',
  'password',
  'jelszo',
  'secret',
  'key',
  'signature',
  'sig',
]);

/** Header names redacted in logged requests and answers. */
const SECRET_HEADERS = [
  'cookie',
  'set-cookie',
  'authorization',
  'proxy-authorization',
  'x-csrf-token',
  'x-xsrf-token',
  'x-api-key',
];

/** The URL with the values of secret query parameters replaced; anything else unchanged. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question === -1) return url;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals === -1 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // A malformed escape: compare the raw name.
      }
      return equals !== -1 && SECRET_QUERY_PARAMETERS.has(name.toLowerCase())
        ? `${rawName}=${REDACTED}`
        : pair;
    })
    .join('&');
  return `${url.slice(0, question)}?${query}`;
}

/** Fastify's logger options: level, redaction, a request serializer without secrets. */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: SECRET_HEADERS.flatMap((name) => [
        `req.headers["${name}"]`,
        `res.headers["${name}"]`,
        `headers["${name}"]`,
      ]),
      censor: REDACTED,
    },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
    },
  };
}
