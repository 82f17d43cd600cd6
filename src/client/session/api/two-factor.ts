/** The e-mailed second factor: verify the code, or ask for a new one. */
import { api } from '../../lib/api-client.ts';
import { parseResponse } from '../../lib/parse-response.ts';
import { schema } from '../../generated/zod/session/user.ts';
import { type SessionUser, mapSessionUser } from '../session-user.ts';

export async function verifyTwoFactorCode(code: string): Promise<SessionUser> {
  return mapSessionUser(
    await parseResponse(api().post('felhasznalok/two-factor/verify', { json: { code } }), schema),
  );
}

export async function sendTwoFactorCode(): Promise<void> {
  await api().post('felhasznalok/two-factor/send');
}
