/** GET felhasznalok/current: the signed-in user, or null (401) — spec section 7. */
import { api } from '../../lib/api-client.ts';
import { parseResponse } from '../../lib/parse-response.ts';
import { schema } from '../../generated/zod/session/user.ts';
import { type SessionUser, mapSessionUser } from '../session-user.ts';
import { httpStatus } from './server-message.ts';

export async function getCurrentUser(): Promise<SessionUser | null> {
  try {
    return mapSessionUser(await parseResponse(api().get('felhasznalok/current'), schema));
  } catch (error) {
    if (httpStatus(error) === 401) return null;
    throw error;
  }
}
