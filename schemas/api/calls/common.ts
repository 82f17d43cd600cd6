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

/** The one error body and its answers live in schemas/api/problem.ts; kept under these names. */
export { fieldIssue, problemBody, problemResponses } from '../problem.ts';

export const isoDateTime = { type: 'string' } as const;
export const nullableIsoDateTime = { type: ['string', 'null'] } as const;
