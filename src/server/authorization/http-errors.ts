/**
 * The one problem type of the HTTP edge (docs/decisions/0026). A route, a hook or a feature module
 * throws a Problem; the one error handler (src/server/plugins/error-handler.ts) answers it with
 * the one error body (schemas/api/problem.ts) in the request's language. Repositories throw the
 * domain errors of src/server/repositories/errors.ts instead, which the handler maps to a status.
 *
 * Each message here is safe to show and reveals nothing about other companies: "not found" reads
 * the same whether the row does not exist or belongs to someone else.
 */

/** What a problem carries besides its status. */
export interface ProblemDetails {
  /** The stable key, `<namespace>:<key>` of the locale files; its text is the message. */
  kod?: string;
  /** The key's parameters. */
  params?: Record<string, unknown>;
  /** Field problems (`hibak` of the body). */
  hibak?: unknown[];
  /** The rules that refused a lifecycle event (`okok`), keys of the namespace's `rules.*`. */
  okok?: string[];
}

/**
 * An error answered with its status and one body. Named by `kod`, its message is the key's text
 * in the request's language; without `kod`, `message` is a fixed Hungarian text of the 'api'
 * namespace (translated by its text, src/server/api-messages.ts) or a message already in the
 * request's language.
 */
export class Problem extends Error {
  readonly statusCode: number;
  readonly kod: string | undefined;
  readonly params: Record<string, unknown>;
  readonly hibak: unknown[] | undefined;
  readonly okok: string[] | undefined;

  constructor(statusCode: number, message: string, details: ProblemDetails = {}) {
    super(message);
    this.name = 'Problem';
    this.statusCode = statusCode;
    this.kod = details.kod;
    this.params = details.params ?? {};
    this.hibak = details.hibak;
    this.okok = details.okok;
  }
}

/** The one message for "no such row" and "a row of another company". */
export const NOT_FOUND_MESSAGE = 'A keresett adat nem található.';

export function notFound(): Problem {
  return new Problem(404, NOT_FOUND_MESSAGE);
}

/** A write named a version that is no longer current: someone else saved in between. */
export function conflict(): Problem {
  return new Problem(409, 'Az adatot időközben valaki más módosította.');
}

export function forbidden(message = 'Ehhez a művelethez nincs jogosultsága.'): Problem {
  return new Problem(403, message);
}

export function badRequest(message: string): Problem {
  return new Problem(400, message);
}
