/**
 * Parses an API answer with its zod parser (generated from schemas/api by
 * scripts/generate-zod-parsers.mjs). A body of the wrong shape throws ResponseParseError, which
 * the error screen shows as 'HTTP válasz nem feldolgozható' with each issue's dotted path and
 * message (spec section 8).
 *
 *   import { applicantResponse } from '../../generated/zod/master-data/applicants.ts';
 *   const applicant = await parseResponse(api().get(`tamogatast-igenylok/${id}`), applicantResponse);
 */
import type { KyResponse } from 'ky';
import { z } from 'zod';
import { ResponseParseError, type ResponseIssue } from './api-client.ts';

// Zod 4 probes `new Function` to speed up object parsing; under our CSP (no 'unsafe-eval') the
// probe is reported as a violation even though it is caught. Parse without it.
z.config({ jitless: true });

/** Zod issues as dotted paths ('permissions.0.role'; '' for the body itself) and messages. */
export function toResponseIssues(error: z.ZodError): ResponseIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map((segment) => String(segment)).join('.'),
    message: issue.message,
  }));
}

/** Reads the JSON body of a ky response and checks it; resolves to the parsed, typed value. */
export async function parseResponse<Schema extends z.ZodType>(
  response: KyResponse | Promise<KyResponse>,
  schema: Schema,
): Promise<z.infer<Schema>> {
  const answer = await response;
  let body: unknown;
  try {
    body = answer.status === 204 ? null : await answer.json();
  } catch (error) {
    throw new ResponseParseError(answer.url, [{ path: '', message: (error as Error).message }]);
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new ResponseParseError(answer.url, toResponseIssues(result.error));
  return result.data;
}
