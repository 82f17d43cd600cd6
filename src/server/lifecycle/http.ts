/**
 * The HTTP side of the lifecycle shared by its route folders (lifecycle, contract, completion):
 * the staff role check. (Its LifecycleProblem is answered by the one error handler.)
 */
import type { FastifyRequest } from 'fastify';
import { LifecycleProblem } from './service.ts';
import { STAFF_ROLES, hasRole } from '../../shared/roles.ts';

/** Whether the user has a staff role (VEZETO or ADMIN). */
export function isStaff(request: FastifyRequest): boolean {
  return hasRole(request.user, STAFF_ROLES);
}

/** 403 unless the user has a staff role (VEZETO or ADMIN). Staff are not tenants. */
export function requireStaff(request: FastifyRequest): void {
  if (!isStaff(request)) throw new LifecycleProblem(403, 'errors.staffOnly');
}

/** requireStaff as a route's onRequest hook: refused before the body is read or validated. */
export async function staffOnly(request: FastifyRequest): Promise<void> {
  requireStaff(request);
}
