/** GET kijelentkezes: ends the session on the server (spec section 7). */
import { api } from '../../lib/api-client.ts';

export async function logout(): Promise<void> {
  await api().get('kijelentkezes');
}

/** Where an NTAK user signs out: the server ends the session and the identity provider's. */
export const OIDC_LOGOUT_PATH = 'oidc/ntak/logout';
