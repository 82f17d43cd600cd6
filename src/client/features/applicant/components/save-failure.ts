/**
 * Why a save failed, in the person's words (issue 20, item 8: "A mentés nem sikerült." alone
 * left people guessing). The server's own text is technical English, so the reason is told
 * from the answer's status; what was typed always stays on the form.
 */
import { httpStatusOf } from '../api/http-status.ts';

/** The 'applicant' namespace key of the message for a failed save. */
export function saveFailureKey(error: unknown): string {
  const status = httpStatusOf(error);
  if (status === null) return 'page.saveFailedOffline';
  if (status === 400 || status === 422) return 'page.saveFailedInvalid';
  if (status === 401) return 'page.saveFailedSignedOut';
  if (status === 403) return 'page.saveFailedForbidden';
  if (status === 429) return 'page.saveFailedTooMany';
  if (status >= 500) return 'page.saveFailedServer';
  return 'page.saveFailed';
}
