/**
 * The request log keeps secrets out (issue 12, fault 5): the set-password link's token, the
 * OIDC callback's code and state, and the like travel in query strings; cookies, bearer tokens
 * and the anti-forgery token travel in headers. Query values of those names are replaced in
 * every logged URL, and pino redacts the headers wherever a request or answer is logged.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import fp from 'fastify-plugin';
import { type DestinationStream, type Logger, pino } from 'pino';

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

/** The header a request id comes in (from a proxy or a client) and goes back out in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming request id is kept only when it is short and plain (letters, digits and `._:-`),
 * so no one can write line breaks, markup or megabytes into the log through it.
 */
export const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the incoming X-Request-Id when it is safe, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The id of the request whose work is running now. Fastify's `request.log` carries it already;
 * this gives it to the lines logged through `app.log` on a request's behalf (mail, jobs a
 * request starts, the storage), through the logger's mixin.
 */
const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/** Per logger: whether its own bindings hold reqId (request.log), so the mixin adds no second. */
const boundToRequest = new WeakMap<object, boolean>();

function requestIdMixin(_merge: object, _level: number, logger: Logger): object {
  const context = requestContext.getStore();
  if (!context) return {};
  let bound = boundToRequest.get(logger);
  if (bound === undefined) {
    bound = 'reqId' in logger.bindings();
    boundToRequest.set(logger, bound);
  }
  return bound ? {} : { reqId: context.reqId };
}

/**
 * First plugin of the app: echoes the request id in X-Request-Id and runs the rest of the
 * request inside its context, so every log line of the request carries it.
 */
export const requestIdPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      requestContext.run({ reqId: request.id }, done);
    });
  },
  { name: 'request-id' },
);

/**
 * One line per request, not two (issue 14): "request completed" carries the request (method,
 * redacted URL, addresses) with the status and the time, and "incoming request" is written only
 * at `debug`. Each line costs the serialisation, the redaction and a write; at `info` the pair was
 * a third of the CPU of a small API answer (docs/performance.md, API).
 */
export class PortalLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Standard output written asynchronously: lines are queued while a write is under way and go
 * out together, instead of one blocking write() per line on the request path. pino flushes what
 * is queued when the process exits (also after an uncaught exception); only a SIGKILL can lose
 * the last lines.
 */
function standardOutput(): DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}

/** Fastify's logger options: level, redaction, a request serializer without secrets. */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    stream: stream ?? standardOutput(),
    mixin: requestIdMixin as (merge: object, level: number) => object,
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
