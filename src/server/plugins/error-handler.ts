/**
 * The one error handler: client errors keep their message and validation details; server
 * errors are logged in full and answered with a generic body that leaks nothing.
 */
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../db/database.ts';

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
    const body: ErrorBody = {
      statusCode,
      error: httpReason(statusCode),
      message:
        error.message.length > MAX_MESSAGE_LENGTH
          ? `${error.message.slice(0, MAX_MESSAGE_LENGTH)}…`
          : error.message,
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
