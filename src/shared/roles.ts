/**
 * The role check of spec section 6: a user has a role when any of the user's roles is among the
 * requested names. With no user the answer is false. Used by the client (menus, guards) and the
 * server alike, so both decide the same way.
 */

/** The portal-wide roles of spec section 3 (per-applicant OWNER/EDITOR are permissions, not roles). */
export const USER_ROLES = [
  'FELHIVAS_SZERKESZTO',
  'ADMIN',
  'KEDVEZMENYEZETT',
  'VEZETO',
  'OIDC_USER',
  'SCOPE_email',
  'SCOPE_profile',
  'SCOPE_openid',
] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** True when the user holds at least one of `names`; false without a user or without names. */
export function hasRole(
  user: { roles: readonly string[] } | null | undefined,
  names: readonly string[],
): boolean {
  if (!user) return false;
  return user.roles.some((role) => names.includes(role));
}

/**
 * The funder's staff (the spec's "T side"), who reach the back office and read every
 * application, hidden documents included (docs/decisions/0017; what each may do:
 * src/server/backoffice/roles.ts).
 */
export const BACK_OFFICE_ROLES = ['VEZETO', 'ADMIN', 'FELHIVAS_SZERKESZTO'] as const;

/**
 * The staff who act on an application: send the lifecycle machine's staff events, take it and
 * write notes, change a document's visibility. A call editor (FELHIVAS_SZERKESZTO) edits call
 * folders and only reads applications (docs/decisions/0017, 0030).
 */
export const STAFF_ROLES = ['VEZETO', 'ADMIN'] as const;

/** Who sees the call folders the server loaded, their previews and their problems. */
export const CALL_EDITING_ROLES = ['FELHIVAS_SZERKESZTO', 'ADMIN'] as const;

/** Who manages staff users, reads the audit log and the outbox's failed mails. */
export const ADMINISTRATION_ROLES = ['ADMIN'] as const;
