/**
 * Schemas of the personal-data calls (issue 19, item 2; docs/decisions/0025):
 * POST /felhasznalok/current/torles erases the signed-in user's account; the body confirms it
 * with the current password.
 */
import { errorResponses } from '../master-data/common.ts';

export const accountErasureBody = {
  type: 'object',
  required: ['jelszo'],
  additionalProperties: false,
  properties: {
    /** The user's current password, as the confirmation of the request. */
    jelszo: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

export const accountErasureRoutes = {
  post: {
    body: accountErasureBody,
    response: { 204: { type: 'null' }, ...errorResponses, 429: errorResponses[400] },
  },
} as const;
