/** Building blocks shared by the call, application and document API schemas. */

/** Path ids arrive as strings (Fastify's ajv does not coerce); routes convert them. */
export const numericId = { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } as const;

export const applicationIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: numericId },
  additionalProperties: false,
} as const;

/** Any JSON object passed through as is (call.json, JSON Schemas, texts). */
export const anyObject = { type: 'object', additionalProperties: true } as const;

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

/** The error body of the one error handler, plus the calls feature's key and field issues. */
export const problemBody = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    kod: { type: 'string' },
    hibak: { type: 'array', items: fieldIssue },
    errors: { type: 'array', items: { type: 'object', additionalProperties: true } },
  },
} as const;

export const problemResponses = {
  400: problemBody,
  401: problemBody,
  403: problemBody,
  404: problemBody,
  409: problemBody,
  413: problemBody,
  415: problemBody,
  422: problemBody,
} as const;

export const isoDateTime = { type: 'string' } as const;
export const nullableIsoDateTime = { type: ['string', 'null'] } as const;
