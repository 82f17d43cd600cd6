/** The back office's role check (docs/decisions/0017), shared by its route files. */
import type { FastifyRequest } from 'fastify';
import { Problem } from '../../authorization/http-errors.ts';
import { type RoleAbilities, can } from '../../backoffice/roles.ts';

/** 403 unless one of the user's roles has the ability (after app.authenticate's 401). */
export function requireAbility(request: FastifyRequest, ability: keyof RoleAbilities): void {
  if (!can(request.user?.roles ?? [], ability)) {
    const key = ability === 'read' ? 'errors.backOfficeOnly' : 'errors.notAllowed';
    throw new Problem(403, key, { kod: `backoffice:${key}` });
  }
}
