/**
 * The errors repositories throw (docs/decisions/0026): what went wrong in the data's terms, no
 * HTTP. The one error handler (src/server/plugins/error-handler.ts) maps each reason to a status
 * and to the 'api' namespace's `messages.<reason>` text.
 */

/** Why a repository refused: each is a key of the 'api' namespace's `messages`. */
export type DomainErrorReason =
  /** No such row, or a row of another company (the same answer). */
  | 'notFound'
  /** The version the write named is no longer current. */
  | 'conflict'
  /** A unique constraint: such a row exists already. */
  | 'duplicate'
  /** A foreign key named a row that does not exist. */
  | 'unknownReference'
  /** A check constraint refused a value. */
  | 'invalidValue'
  /** The user is already a member of the organisation. */
  | 'alreadyMember'
  /** An applicant always keeps at least one OWNER: the last one is not removed or demoted. */
  | 'lastOrganisationOwner';

export class DomainError extends Error {
  readonly reason: DomainErrorReason;

  constructor(reason: DomainErrorReason) {
    super(reason);
    this.name = 'DomainError';
    this.reason = reason;
  }
}

/** PostgreSQL error codes we translate instead of answering 500. */
const FOREIGN_KEY_VIOLATION = '23503';
const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

/**
 * Turns a constraint violation caused by the request (an unknown reference id, a duplicate year)
 * into a DomainError; anything else is rethrown unchanged.
 */
export function translateDatabaseError(error: unknown): never {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === FOREIGN_KEY_VIOLATION) throw new DomainError('unknownReference');
  if (code === CHECK_VIOLATION) throw new DomainError('invalidValue');
  if (code === UNIQUE_VIOLATION) throw new DomainError('duplicate');
  throw error;
}
