/**
 * The one error body of the API (docs/decisions/0026), RFC 9457 in spirit under the names the
 * clients have always read: every refusal is `{ statusCode, error, message }`, with
 *  - `kod`: the stable key of the problem, `<namespace>:<key>` of the locale files
 *    (e.g. 'calls:errors.deadlinePassed', 'progress:errors.staffOnly', 'api:messages.notFound');
 *    absent only for the framework's own refusals (unknown route, malformed JSON, …);
 *  - `hibak`: field problems of a domain check (a form's rules, a section's checks);
 *  - `okok`: the rules that refused a lifecycle event;
 *  - `errors`: the schema validator's failures (path and keyword of each failing field).
 * `message` is always in the request's language (src/server/api-messages.ts). The server's one
 * error handler (src/server/plugins/error-handler.ts) writes it; the client's one decoder
 * (src/client/lib/problem.ts) reads it.
 */
import type { FromSchema } from './from-schema.ts';

/** A field problem: field, translation key, message in the user's language, parameters. */
export const fieldIssue = {
  type: 'object',
  required: ['mezo', 'kod', 'uzenet'],
  properties: {
    mezo: { type: 'string' },
    kod: { type: 'string' },
    uzenet: { type: 'string' },
    parameterek: { type: 'object', additionalProperties: true },
  },
} as const;

/** A schema validation failure: the failing field's path and keyword. */
export const validationIssue = {
  type: 'object',
  required: ['path', 'keyword', 'message'],
  properties: {
    path: { type: 'string' },
    keyword: { type: 'string' },
    message: { type: 'string' },
    params: { type: 'object', additionalProperties: true },
  },
} as const;

export const problemBody = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    kod: { type: 'string' },
    hibak: { type: 'array', items: fieldIssue },
    okok: { type: 'array', items: { type: 'string' } },
    errors: { type: 'array', items: validationIssue },
  },
  additionalProperties: false,
} as const;

/** The error answers a route documents: every route refers to these. */
export const problemResponses = {
  400: problemBody,
  401: problemBody,
  403: problemBody,
  404: problemBody,
  409: problemBody,
  413: problemBody,
  415: problemBody,
  422: problemBody,
  429: problemBody,
} as const;

export type FieldIssue = FromSchema<typeof fieldIssue>;
export type ValidationIssue = FromSchema<typeof validationIssue>;
/** The body of every error answer. */
export type ProblemBody = FromSchema<typeof problemBody>;
