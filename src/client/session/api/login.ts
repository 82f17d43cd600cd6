/** POST login with e-mail and password; answers the user (spec section 7). */
import type { LoginFormData } from '../../../../schemas/registry.ts';
import { api } from '../../lib/api-client.ts';
import { parseResponse } from '../../lib/parse-response.ts';
import { schema } from '../../generated/zod/session/user.ts';
import { type SessionUser, mapSessionUser } from '../session-user.ts';

export async function login(credentials: LoginFormData): Promise<SessionUser> {
  return mapSessionUser(
    await parseResponse(
      api().post('login', { json: { email: credentials.email, password: credentials.password } }),
      schema,
    ),
  );
}
