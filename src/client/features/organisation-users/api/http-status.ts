/** The HTTP status of a failed call (ky's HTTPError), or null for other failures. */
import { HTTPError } from 'ky';

export function httpStatusOf(error: unknown): number | null {
  return error instanceof HTTPError ? error.response.status : null;
}
