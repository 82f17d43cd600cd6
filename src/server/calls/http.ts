/**
 * Helpers the call, application, document and statement routes share: the user's language,
 * the problem named by a 'calls' translation key, and loading an application only after
 * the tenant check (a foreign or unknown id is the same 404).
 */
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../shared/i18n-languages.ts';
import type { Database } from '../db/database.ts';
import { Problem, notFound } from '../authorization/http-errors.ts';
import { type ApplicantAccess, checkApplicantRole, viewerOf } from '../authorization/tenant.ts';
import { type StoredApplication, findApplicationWithRole } from '../repositories/applications.ts';
import { type StoredCall, findCallById } from '../repositories/calls.ts';

/** The signed-in user's language (Hungarian by default). */
export function languageOf(request: FastifyRequest): Language {
  return request.user?.language === 'en' ? 'en' : 'hu';
}

/** A problem named by a 'calls' key (`kod` 'calls:<key>'), with field issues (`hibak`). */
export class CallsProblem extends Problem {
  readonly key: string;
  readonly issues: unknown[] | undefined;

  constructor(
    statusCode: number,
    key: string,
    params: Record<string, unknown> = {},
    issues: unknown[] | undefined = undefined,
  ) {
    super(statusCode, key, { kod: `calls:${key}`, params, hibak: issues });
    this.name = 'CallsProblem';
    this.key = key;
    this.issues = issues;
  }
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
  // The application and the viewer's role on its applicant in one query.
  const found = await findApplicationWithRole(db, applicationId, viewer.id);
  if (!found) throw notFound();
  checkApplicantRole(found.role, access);
  const { application } = found;
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
export function idParam(request: { params: { id: string } }): number {
  return Number(request.params.id);
}
