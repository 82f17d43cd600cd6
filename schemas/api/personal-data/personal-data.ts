/**
 * Schemas of the personal-data calls (issue 19, item 2; docs/decisions/0025):
 * POST /felhasznalok/current/torles erases the signed-in user's account; the body confirms it
 * with the current password, or — for an account without a password — is empty and a fresh
 * sign-in at the NTAK identity provider confirms it (decision 0037).
 */
import { errorResponses } from '../master-data/common.ts';
import type { ApiTypes } from '../from-schema.ts';

export const accountErasureBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /**
     * The user's current password, as the confirmation of the request. Left out, the confirmation
     * is a fresh NTAK re-authentication (GET /oidc/ntak/reauth) in this session.
     */
    jelszo: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

export const accountErasureRoutes = {
  post: {
    body: accountErasureBody,
    response: { 204: { type: 'null' }, ...errorResponses, 429: errorResponses[400] },
  },
} as const;

/** The request and answer types of accountErasureRoutes (schemas/api/from-schema.ts). */
export type AccountErasureApi = ApiTypes<typeof accountErasureRoutes>;
