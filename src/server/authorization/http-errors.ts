/**
 * Errors the routes of the master data answer with. The error handler keeps the status and the
 * message of 4xx errors, so each message here is safe to show and reveals nothing about other
 * companies: "not found" reads the same whether the row does not exist or belongs to someone else.
 */

/** An error carrying an HTTP status, understood by the one error handler. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

/** The one message for "no such row" and "a row of another company". */
export const NOT_FOUND_MESSAGE = 'A keresett adat nem található.';

export function notFound(): HttpError {
  return new HttpError(404, NOT_FOUND_MESSAGE);
}

/** A write named a version that is no longer current: someone else saved in between. */
export function conflict(): HttpError {
  return new HttpError(409, 'Az adatot időközben valaki más módosította.');
}

export function forbidden(message = 'Ehhez a művelethez nincs jogosultsága.'): HttpError {
  return new HttpError(403, message);
}

export function badRequest(message: string): HttpError {
  return new HttpError(400, message);
}

/** PostgreSQL error codes we translate instead of answering 500. */
const FOREIGN_KEY_VIOLATION = '23503';
const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

/**
 * Turns a constraint violation caused by the request (an unknown reference id, a duplicate year)
 * into a 400/409; anything else is rethrown unchanged.
 */
export function translateDatabaseError(error: unknown): never {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === FOREIGN_KEY_VIOLATION) throw badRequest('Ismeretlen hivatkozott azonosító.');
  if (code === CHECK_VIOLATION) throw badRequest('Érvénytelen érték.');
  if (code === UNIQUE_VIOLATION) throw new HttpError(409, 'Ilyen adat már létezik.');
  throw error;
}
