/**
 * Helpers the call, application, document and statement routes share: the user's language,
 * problem answers carrying a 'calls' translation key, and loading an application only after
 * the tenant check (a foreign or unknown id is the same 404).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../shared/i18n-languages.ts';
import type { Database } from '../db/database.ts';
import { HttpError, notFound } from '../authorization/http-errors.ts';
import { type ApplicantAccess, requireApplicantAccess, viewerOf } from '../authorization/tenant.ts';
import { type StoredApplication, findApplication } from '../repositories/applications.ts';
import { type StoredCall, findCallById } from '../repositories/calls.ts';
import { callsMessage } from './messages.ts';
import { requestLanguage } from '../api-messages.ts';

/** The signed-in user's language (Hungarian by default). */
export function languageOf(request: FastifyRequest): Language {
  return request.user?.language === 'en' ? 'en' : 'hu';
}

/** An error answered with `kod` (a 'calls' key) and the message in the user's language. */
export class CallsProblem extends HttpError {
  readonly key: string;
  readonly params: Record<string, unknown>;
  readonly issues: unknown[] | undefined;

  constructor(
    statusCode: number,
    key: string,
    params: Record<string, unknown> = {},
    issues: unknown[] | undefined = undefined,
  ) {
    super(statusCode, key);
    this.name = 'CallsProblem';
    this.key = key;
    this.params = params;
    this.issues = issues;
  }
}

/** Sends a CallsProblem; routes call it from their own try/catch-free handlers via `problem()`. */
export function sendProblem(reply: FastifyReply, request: FastifyRequest, problem: CallsProblem) {
  // An answer to this request: in the language it asks for (src/server/api-messages.ts).
  const language = requestLanguage(request);
  return reply.status(problem.statusCode).send({
    statusCode: problem.statusCode,
    error: reasonOf(problem.statusCode),
    message: callsMessage(language, problem.key, problem.params),
    kod: `calls:${problem.key}`,
    ...(problem.issues ? { hibak: problem.issues } : {}),
  });
}

function reasonOf(status: number): string {
  return (
    {
      400: 'Bad Request',
      403: 'Forbidden',
      404: 'Not Found',
      409: 'Conflict',
      413: 'Payload Too Large',
      415: 'Unsupported Media Type',
      422: 'Unprocessable Entity',
    }[status] ?? 'Error'
  );
}

/**
 * Installs an error handler on the plugin's routes that answers CallsProblem with its key and
 * hands everything else to the app's one error handler.
 */
export function withCallsProblems(app: import('fastify').FastifyInstance): void {
  const fallback = app.errorHandler;
  app.setErrorHandler(function handle(error, request, reply) {
    if (error instanceof CallsProblem) return sendProblem(reply, request, error);
    return fallback.call(this, error, request, reply);
  });
}

export interface ApplicationContext {
  application: StoredApplication;
  call: StoredCall;
  userId: number;
  userName: string;
  language: Language;
}

/** Loads an application the user may access (`access`), with its call; 404 otherwise. */
export async function loadApplicationFor(
  db: Database,
  request: FastifyRequest,
  applicationId: number,
  access: ApplicantAccess,
): Promise<ApplicationContext> {
  const viewer = viewerOf(request);
  const application = await findApplication(db, applicationId);
  if (!application) throw notFound();
  await requireApplicantAccess(db, viewer.id, application.applicantId, access);
  const call = await findCallById(db, application.callId);
  if (!call) throw notFound();
  return {
    application,
    call,
    userId: viewer.id,
    userName: viewer.name,
    language: languageOf(request),
  };
}

/** Parses a validated numeric path id. */
export function idParam(request: FastifyRequest, name = 'id'): number {
  return Number((request.params as Record<string, string>)[name]);
}
