/** GET felhasznalok/current: the signed-in user, or null (401) — spec section 7. */
import { api } from '../../lib/api-client.ts';
import { parseResponse } from '../../lib/parse-response.ts';
import { schema } from '../../generated/zod/session/user.ts';
import { type SessionUser, mapSessionUser } from '../session-user.ts';
import { setBootAnswer } from './boot-answer.ts';
import { httpStatus } from './server-message.ts';

/**
 * `expectSignedIn`: load the answer's parser (zod, ~25 KiB) beside the request, as every parse
 * does. Without it (a first load of a page outside the shell, where the visitor is most likely
 * not signed in and the answer a 401), the parser loads only for a user that comes back: the
 * sign-in page's first load does without zod, two requests and 25 KiB less (issue 17).
 */
async function fetchCurrentUser(expectSignedIn = true): Promise<SessionUser | null> {
  try {
    const request = api().get('felhasznalok/current');
    return mapSessionUser(await parseResponse(expectSignedIn ? request : await request, schema));
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
export function prefetchCurrentUser(expectSignedIn: boolean): void {
  if (bootAnswer) return;
  bootAnswer = fetchCurrentUser(expectSignedIn);
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
