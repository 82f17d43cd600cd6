/**
 * The TypeScript type a JSON Schema describes, for the `as const` schemas of schemas/api
 * (docs/decisions/0026): json-schema-to-ts's `FromSchema`. Keywords it does not know — the
 * portal's own `x-rule`, `x-extensions`, … — are ignored by the type (an `as const` object may
 * carry more keys than JSONSchema names) and still validated by ajv. A schema read from a JSON
 * file (a form schema of schemas/forms) is typed as literally as an `as const` object by its
 * generated `.schema.d.json.ts` declaration (scripts/generate-schema-declarations.mjs), so its
 * type is derived the same way.
 */

import type { FromSchema as LibraryFromSchema, JSONSchema } from 'json-schema-to-ts';

/** The TypeScript type of the values a JSON Schema (an `as const` object) accepts. */
export type FromSchema<S> = S extends JSONSchema ? LibraryFromSchema<S> : unknown;

/** The types of one route's schemas: `body`, `params`, `querystring` and `response[status]`. */
export type RouteTypes<R> = {
  [Part in keyof R]: Part extends 'response'
    ? { [Status in keyof R[Part]]: FromSchema<R[Part][Status]> }
    : FromSchema<R[Part]>;
};

/**
 * The types of a module's routes, e.g. `ApiTypes<typeof addressRoutes>['create']['body']`: what
 * the server's routes receive and answer, and what the client sends and reads.
 */
export type ApiTypes<Routes> = { [Name in keyof Routes]: RouteTypes<Routes[Name]> };
