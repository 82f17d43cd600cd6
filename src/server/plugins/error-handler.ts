/**
 * The one error handler (docs/decisions/0026): every refusal of the API is answered here with the
 * one error body (schemas/api/problem.ts), in the request's language (src/server/api-messages.ts).
 * A Problem (src/server/authorization/http-errors.ts) keeps its status and says its key (`kod`),
 * field issues (`hibak`) and failing rules (`okok`); a repository's DomainError becomes the
 * Problem of its reason; what Fastify refuses by itself gets a message of the 'api' namespace.
 * Server errors are logged in full and answered with a generic body that leaks nothing.
 */
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import type { ProblemBody } from '../../../schemas/api/problem.ts';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../db/database.ts';
import type { Language } from '../../shared/i18n-languages.ts';
import {
  keyOfHungarian,
  keyedMessage,
  requestLanguage,
  requestMessage,
  translateFixedMessage,
} from '../api-messages.ts';
import { Problem } from '../authorization/http-errors.ts';
import { DomainError, type DomainErrorReason } from '../repositories/errors.ts';

/** The error body (schemas/api/problem.ts), for the plugins that answer a refusal themselves. */
export type ErrorBody = ProblemBody;

/** The status of each reason a repository refuses with. */
const DOMAIN_STATUS: Record<DomainErrorReason, number> = {
  notFound: 404,
  conflict: 409,
  duplicate: 409,
  unknownReference: 400,
  invalidValue: 400,
  alreadyMember: 409,
  lastOrganisationOwner: 422,
};

/** The Problem an error is, if it is one: a repository's refusal becomes its reason's Problem. */
function problemOf(error: unknown): Problem | undefined {
  if (error instanceof Problem) return error;
  if (error instanceof DomainError)
    return new Problem(DOMAIN_STATUS[error.reason], error.reason, {
      kod: `api:messages.${error.reason}`,
    });
  return undefined;
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
        error: httpReason(503),
        message: unavailable.message,
      };
      return reply
        .status(503)
        .header('retry-after', String(unavailable.retryAfterS))
        .header('cache-control', 'no-store')
        .send(body);
    }
    const problem = problemOf(error);
    const status = problem?.statusCode ?? error.statusCode;
    const statusCode = status && status >= 400 ? status : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      const body: ErrorBody = {
        statusCode,
        error: httpReason(statusCode === 503 ? 503 : 500),
        message: httpReason(statusCode === 503 ? 503 : 500),
      };
      return reply.status(statusCode).send(body);
    }
    const language = requestLanguage(request);
    // A fixed Hungarian message of the 'api' namespace is named by its key as well.
    const fixedKey = problem && !problem.kod ? keyOfHungarian(problem.message) : undefined;
    const kod = problem?.kod ?? (fixedKey ? `api:messages.${fixedKey}` : undefined);
    const message = problem?.kod
      ? keyedMessage(language, problem.kod, problem.params, problem.okok)
      : clientMessage(error, statusCode, language);
    const body: ErrorBody = {
      statusCode,
      error: httpReason(statusCode),
      message:
        message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH)}…` : message,
    };
    if (kod) body.kod = kod;
    if (problem?.hibak) body.hibak = problem.hibak as NonNullable<ErrorBody['hibak']>;
    if (problem?.okok) body.okok = problem.okok;
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

/** The one table of HTTP reason phrases of the API's error bodies. */
const HTTP_REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The reason phrase of an error status ('Error' for one the API does not use). */
export function httpReason(statusCode: number): string {
  return HTTP_REASONS[statusCode] ?? 'Error';
}
