/** The body of an API error answer (ky 2 pre-parses it into `error.data`). */
import { HTTPError } from 'ky';
import type { FieldIssue } from './types.ts';

export interface Problem {
  message?: string;
  kod?: string;
  hibak?: FieldIssue[];
}

export function problemOf(error: unknown): Problem | null {
  if (!(error instanceof HTTPError)) return null;
  const data = error.data;
  return typeof data === 'object' && data !== null ? (data as Problem) : null;
}
