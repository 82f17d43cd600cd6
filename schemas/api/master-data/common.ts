/**
 * Building blocks of the master-data API schemas (Hungarian payload names, spec sections 3 and 7).
 * Request bodies use the validation catalogue's rules (`x-rule`, expanded by the portal vocabulary
 * Fastify's ajv is given) and plain JSON Schema limits, the same as the forms.
 */

/** A nullable string with a length limit (optional text: absent, null or a string). */
export const optionalText = (maxLength: number) =>
  ({ type: ['string', 'null'], maxLength }) as const;

/** A nullable enum value. */
export const optionalEnum = <const V extends readonly string[]>(values: V) =>
  ({ type: ['string', 'null'], enum: [...values, null] as [...V, null] }) as const;

export const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** The optimistic-locking version a write must carry. */
export const version = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/**
 * An id in the path. Path parameters arrive as text and the server's ajv does not coerce types,
 * so the schema checks the digits (at most 9: always within a PostgreSQL integer) and the route
 * converts with `Number`.
 */
export const idParam = { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: idParam },
  additionalProperties: false,
} as const;

/** A reference to another record by id, e.g. `tamogatastIgenylo: { id }`. */
export const reference = {
  type: 'object',
  required: ['id'],
  properties: { id },
} as const;

/** A nullable reference, answered with its display name. */
export const nullableNamedReference = <const K extends string>(nameKey: K) =>
  ({
    type: ['object', 'null'],
    required: ['id'],
    properties: { id, [nameKey]: { type: 'string' } },
  }) as const;

/** The one error body (schemas/api/problem.ts), under the names the master-data schemas use. */
export { problemBody as errorBody, problemResponses as errorResponses } from '../problem.ts';

export const noContent = { 204: { type: 'null' } } as const;
