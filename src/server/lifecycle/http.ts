/**
 * The HTTP side of the lifecycle shared by its route folders (lifecycle, contract, completion):
 * answering LifecycleProblem with its 'progress' key, and the staff role check.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage } from '../api-messages.ts';
import { progressMessage } from './messages.ts';
import { LifecycleProblem } from './service.ts';

/** The roles that may send staff events. */
export const STAFF_ROLES = ['VEZETO', 'ADMIN'] as const;

function reasonOf(status: number): string {
  return (
    { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict' }[status] ??
    'Unprocessable Entity'
  );
}

/** Answers LifecycleProblem with its 'progress' key, the message and the failing rules. */
export function withLifecycleProblems(app: FastifyInstance): void {
  const fallback = app.errorHandler;
  app.setErrorHandler(function handle(error, request, reply) {
    if (!(error instanceof LifecycleProblem)) return fallback.call(this, error, request, reply);
    // An answer to this request: in the language it asks for (src/server/api-messages.ts).
    const language = requestLanguage(request);
    const reasons = error.reasons.map((reason) => progressMessage(language, `rules.${reason}`));
    return reply.status(error.statusCode).send({
      statusCode: error.statusCode,
      error: reasonOf(error.statusCode),
      message: progressMessage(language, error.key, {
        ...error.params,
        reasons: reasons.join(' '),
      }),
      kod: `progress:${error.key}`,
      okok: error.reasons,
    });
  });
}

/** Whether the user has a staff role (VEZETO or ADMIN). */
export function isStaff(request: FastifyRequest): boolean {
  const roles = request.user?.roles ?? [];
  return roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));
}

/** 403 unless the user has a staff role (VEZETO or ADMIN). Staff are not tenants. */
export function requireStaff(request: FastifyRequest): void {
  if (!isStaff(request)) throw new LifecycleProblem(403, 'errors.staffOnly');
}

/** requireStaff as a route's onRequest hook: refused before the body is read or validated. */
export async function staffOnly(request: FastifyRequest): Promise<void> {
  requireStaff(request);
}
