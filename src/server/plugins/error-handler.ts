/**
 * The one error handler: client errors keep their message and validation details, in the
 * request's language (src/server/api-messages.ts: what Fastify refuses by itself gets a message
 * of the 'api' namespace, a fixed Hungarian message its English text); server errors are logged
 * in full and answered with a generic body that leaks nothing.
 */
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../db/database.ts';
import type { Language } from '../../shared/i18n-languages.ts';
import { requestLanguage, requestMessage, translateFixedMessage } from '../api-messages.ts';

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** For schema validation failures: each failing field's path and keyword. */
  errors?: Array<{ path: string; keyword: string; message: string; params?: unknown }>;
}

/** At most this many validation failures and message characters are echoed. */
const MAX_VALIDATION_ERRORS = 20;
const MAX_MESSAGE_LENGTH = 500;

export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The database is away or frozen: the request may be sent again once it is back.
    if (isDatabaseUnavailable(error)) {
      const unavailable =
        error instanceof DatabaseUnavailableError ? error : new DatabaseUnavailableError(error);
      request.log.warn({ err: unavailable.cause ?? unavailable }, 'database unavailable');
      const body: ErrorBody = {
        statusCode: 503,
        error: 'Service Unavailable',
        message: unavailable.message,
      };
      return reply
        .status(503)
        .header('retry-after', String(unavailable.retryAfterS))
        .header('cache-control', 'no-store')
        .send(body);
    }
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      const body: ErrorBody = {
        statusCode,
        error: statusCode === 503 ? 'Service Unavailable' : 'Internal Server Error',
        message: statusCode === 503 ? 'Service Unavailable' : 'Internal Server Error',
      };
      return reply.status(statusCode).send(body);
    }
    const message = clientMessage(error, statusCode, requestLanguage(request));
    const body: ErrorBody = {
      statusCode,
      error: httpReason(statusCode),
      message:
        message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH)}…` : message,
    };
    if (error.validation) {
      // Bounded whatever the validator found: the answer never grows with the request.
      body.errors = error.validation.slice(0, MAX_VALIDATION_ERRORS).map((issue) => ({
        path: issue.instancePath,
        keyword: issue.keyword,
        message: issue.message ?? issue.keyword,
        params: issue.params,
      }));
    }
    return reply.status(statusCode).send(body);
  });
});

/** Fastify's own refusals, by code, as keys of the 'api' namespace's `request` texts. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'emptyJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'badRequest',
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
};

const BY_STATUS: Record<number, string> = {
  404: 'routeNotFound',
  405: 'methodNotAllowed',
  413: 'bodyTooLarge',
  414: 'uriTooLong',
  415: 'unsupportedMediaType',
};

/** The message of a 4xx in the language: never the validator's or the framework's English. */
function clientMessage(error: FastifyError, statusCode: number, language: Language): string {
  // The schema validator's refusal (it names the part it checked); a route's own refusal with
  // field details keeps its message.
  if (error.validation && error.validationContext) return requestMessage(language, 'validation');
  // The router's refusal of an over-long path parameter carries the URL as its message.
  if (statusCode === 414) return requestMessage(language, 'uriTooLong');
  const code = typeof error.code === 'string' ? error.code : '';
  const known = FASTIFY_CODES[code];
  if (known) return requestMessage(language, known);
  // Any other refusal of the framework or its plugins (multipart limits, a bad URL, …).
  if (code.startsWith('FST_') || error instanceof SyntaxError)
    return requestMessage(language, BY_STATUS[statusCode] ?? 'badRequest');
  return translateFixedMessage(error.message, language);
}

function httpReason(statusCode: number): string {
  switch (statusCode) {
    case 400:
      return 'Bad Request';
    case 401:
      return 'Unauthorized';
    case 403:
      return 'Forbidden';
    case 404:
      return 'Not Found';
    case 409:
      return 'Conflict';
    case 413:
      return 'Payload Too Large';
    case 415:
      return 'Unsupported Media Type';
    case 422:
      return 'Unprocessable Entity';
    case 429:
      return 'Too Many Requests';
    default:
      return 'Error';
  }
}
