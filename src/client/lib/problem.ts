/**
 * The one reader of the API's error body (schemas/api/problem.ts, docs/decisions/0026): ky 2
 * pre-parses an error answer's JSON into `error.data`; this returns it as the problem body, or
 * null for a failure that is no API answer (network, abort) or has no JSON body.
 */
import { HTTPError } from 'ky';
import type { FieldIssue, ProblemBody } from '../../../schemas/api/problem.ts';

export type { FieldIssue, ProblemBody };

export function problemOf(error: unknown): Partial<ProblemBody> | null {
  if (!(error instanceof HTTPError)) return null;
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null ? (data as Partial<ProblemBody>) : null;
}

/** The problem's message (already in the user's language), when the server gave one. */
export function problemMessage(error: unknown): string | undefined {
  const message = problemOf(error)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
