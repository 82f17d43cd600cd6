/**
 * The tenant check of every master-data route: the signed-in user must hold a permission on the
 * applicant the row belongs to. Without one the answer is 404, the same as for an id that does not
 * exist, so nobody can even learn that another company's row exists. EDITOR may read and edit
 * data; only OWNER manages the applicant's users (403 for an EDITOR, who may know the applicant).
 */
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { findRoleOnApplicant } from '../repositories/applicants.ts';
import type { ApplicantRole } from '../../shared/mappers/value-sets.ts';
import { Problem, forbidden, notFound } from './http-errors.ts';

/** What a route is about to do with the applicant's data. */
export type ApplicantAccess = 'read' | 'edit' | 'manage-users';

/** The signed-in user of a request that passed `app.authenticate`. */
export interface Viewer {
  id: number;
  name: string;
  email: string;
}

/** The signed-in user, or 401 (routes also run `app.authenticate` first; this is the type guard). */
export function viewerOf(request: FastifyRequest): Viewer {
  const user = request.user;
  if (!user) throw new Problem(401, 'Bejelentkezés szükséges.');
  return { id: user.id, name: user.name, email: user.email };
}

/**
 * Throws 404 unless the user holds a permission on the applicant, and 403 when the access needs
 * the OWNER role the user lacks. Returns the user's role.
 */
export async function requireApplicantAccess(
  db: Database,
  userId: number,
  applicantId: number | null | undefined,
  access: ApplicantAccess,
): Promise<ApplicantRole> {
  if (applicantId === null || applicantId === undefined) throw notFound();
  return checkApplicantRole(await findRoleOnApplicant(db, userId, applicantId), access);
}

/** requireApplicantAccess for a role the caller read with the row (null: the user holds none). */
export function checkApplicantRole(
  role: ApplicantRole | null,
  access: ApplicantAccess,
): ApplicantRole {
  if (!role) throw notFound();
  if (access === 'manage-users' && role !== 'OWNER') throw forbidden();
  return role;
}

/**
 * The numeric path parameters of a request (the route schema has checked they are digits). The
 * route's schema types its params (src/server/plugins/route-plugin.ts), so asking for one it does
 * not declare does not compile; an absent one still throws.
 */
export function numericParams<K extends string>(
  request: { params: { [Name in K]: string } },
  ...names: K[]
): Record<K, number> {
  const params: Partial<Record<K, string>> = request.params;
  const result = {} as Record<K, number>;
  for (const name of names) {
    const value = params[name];
    if (value === undefined) throw new Error(`Route parameter ${name} is not declared`);
    result[name] = Number(value);
  }
  return result;
}
