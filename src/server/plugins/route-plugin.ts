/**
 * Routes take their types from their schemas (docs/decisions/0026): a route plugin typed
 * `RoutePlugin` sees `request.body`, `request.params` and `request.query` as the types of the
 * route's `schema.body/params/querystring` (schemas/api), so no route casts a request part and no
 * payload type is written twice.
 *
 * Answers are not typed by `schema.response` yet (`serializer: unknown`): the handlers answer with
 * repository rows (Date values that the serializer turns into text) and file streams, which the
 * schema's JSON types do not describe; the response types are exported from schemas/api for the
 * client all the same.
 */
import type { FastifyPluginAsync, FastifyTypeProvider, RawServerDefault } from 'fastify';
import type { FromSchema } from '../../../schemas/api/from-schema.ts';

/** Fastify's type provider over the schemas of schemas/api. */
export interface SchemaTypeProvider extends FastifyTypeProvider {
  readonly validator: FromSchema<this['schema']>;
  readonly serializer: unknown;
}

/** A route folder's plugin, its routes typed by their schemas. */
export type RoutePlugin<Options extends Record<string, unknown> = Record<never, never>> =
  FastifyPluginAsync<Options, RawServerDefault, SchemaTypeProvider>;
