/**
 * Parses an API answer with its zod parser (generated from schemas/api by
 * scripts/generate-zod-parsers.mjs). A body of the wrong shape throws ResponseParseError, which
 * the error screen shows as 'HTTP válasz nem feldolgozható' with each issue's dotted path and
 * message (spec section 8).
 *
 *   import { applicantResponse } from '../../generated/zod/master-data/applicants.ts';
 *   const applicant = await parseResponse(api().get(`tamogatast-igenylok/${id}`), applicantResponse);
 *
 * The generated parsers are lazy (`lazyParser`): zod and the schemas load on the first parse,
 * while the request is in flight, so zod is not part of the entry chunk. Only types of zod are
 * imported here.
 */
import type { z } from 'zod';
import { ResponseParseError, type ResponseIssue } from './api-client.ts';

/** A zod schema that is loaded on first use (what the generated modules export). */
export class LazyParser<Schema extends z.ZodType> {
  readonly #loader: () => Promise<Schema>;
  #pending: Promise<Schema> | undefined;

  constructor(loader: () => Promise<Schema>) {
    this.#loader = loader;
  }

  /** The schema; loads it once (a failed load is tried again next time). */
  load(): Promise<Schema> {
    this.#pending ??= this.#loader().catch((error: unknown) => {
      this.#pending = undefined;
      throw error;
    });
    return this.#pending;
  }
}

/** Wraps a loader of a zod schema (used by the generated modules). */
export function lazyParser<Schema extends z.ZodType>(
  loader: () => Promise<Schema>,
): LazyParser<Schema> {
  return new LazyParser(loader);
}

/** A zod schema, or a lazy one. */
export type ResponseParser = z.ZodType | LazyParser<z.ZodType>;

/** The value a parser accepts: `ParsedBy<typeof applicantResponse>`. */
export type ParsedBy<Parser> =
  Parser extends LazyParser<infer Schema>
    ? z.infer<Schema>
    : Parser extends z.ZodType
      ? z.infer<Parser>
      : never;

/**
 * The value a parser takes in: the type of a request body (`InputOf<typeof lifecycleSubmitBody>`).
 * Differs from ParsedBy only where the schema gives defaults.
 */
export type InputOf<Parser> =
  Parser extends LazyParser<infer Schema>
    ? z.input<Schema>
    : Parser extends z.ZodType
      ? z.input<Parser>
      : never;

/** Zod issues as dotted paths ('permissions.0.role'; '' for the body itself) and messages. */
export function toResponseIssues(error: z.ZodError): ResponseIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map((segment) => String(segment)).join('.'),
    message: issue.message,
  }));
}

/**
 * Reads the JSON body of a response (ky's, or fetch's for a keepalive request) and checks it;
 * resolves to the parsed, typed value.
 */
export async function parseResponse<Parser extends ResponseParser>(
  response: Response | Promise<Response>,
  parser: Parser,
): Promise<ParsedBy<Parser>> {
  // Start loading the schema at once, in parallel with the request.
  const loading: Promise<z.ZodType> =
    parser instanceof LazyParser ? parser.load() : Promise.resolve(parser as z.ZodType);
  // A failed request wins over a failed load; the load is awaited (and reported) below.
  loading.catch(() => undefined);
  const answer = await response;
  let body: unknown;
  try {
    body = answer.status === 204 ? null : await answer.json();
  } catch (error) {
    throw new ResponseParseError(answer.url, [{ path: '', message: (error as Error).message }]);
  }
  const schema = await loading;
  const result = schema.safeParse(body);
  if (!result.success) throw new ResponseParseError(answer.url, toResponseIssues(result.error));
  return result.data as ParsedBy<Parser>;
}
