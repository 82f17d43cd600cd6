/** GET felhasznalok/current: the signed-in user, or null (401) — spec section 7. */
import { api } from '../../lib/api-client.ts';
import { parseResponse } from '../../lib/parse-response.ts';
import { schema } from '../../generated/zod/session/user.ts';
import { type SessionUser, mapSessionUser } from '../session-user.ts';
import { setBootAnswer } from './boot-answer.ts';
import { httpStatus } from './server-message.ts';

async function fetchCurrentUser(): Promise<SessionUser | null> {
  try {
    return mapSessionUser(await parseResponse(api().get('felhasznalok/current'), schema));
  } catch (error) {
    if (httpStatus(error) === 401) return null;
    throw error;
  }
}

let bootAnswer: Promise<SessionUser | null> | null = null;

/**
 * Sends the first current-user request at boot, beside the anti-forgery handshake and the
 * translations, instead of after the first render (issue 17: one round trip fewer on every first
 * load). The session's first fetch takes this answer; later fetches ask again.
 */
export function prefetchCurrentUser(): void {
  if (bootAnswer) return;
  bootAnswer = fetchCurrentUser();
  // Route loaders wait for it too (session/signed-in-user.ts), without asking again.
  setBootAnswer(bootAnswer);
  // The session reads the failure; this only keeps it from counting as unhandled meanwhile.
  bootAnswer.catch(() => {});
}

export function getCurrentUser(): Promise<SessionUser | null> {
  const answer = bootAnswer;
  bootAnswer = null;
  setBootAnswer(null);
  return answer ?? fetchCurrentUser();
}
