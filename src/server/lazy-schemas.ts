/**
 * Route schemas compiled on first use instead of at start (issue 14). Fastify compiles every
 * route's validators (ajv) and answer serialisers (fast-json-stringify) while it starts: about a
 * quarter of a start's CPU, for a few hundred routes of which a process may serve a handful in its
 * first minutes. These factories hand Fastify a stand-in for each that compiles the real one
 * with Fastify's own default compilers the first time it runs, then calls it directly.
 *
 * What is given up: a broken route schema no longer stops the start; it fails on the route's
 * first request. `compileAll` compiles every pending one at once: the route-schema test
 * (tests/server/route-schemas.test.ts) runs it over the whole app, so a broken schema still fails
 * `npm test`.
 */
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
/** What Fastify passes a route-schema compiler: the schema and where it is used. */
type RouteSchema = { schema: unknown } & Record<string, unknown>;
/** Fastify's compiler factories as called by its schema controller. */
type Factory = (
  externalSchemas: unknown,
  options: unknown,
) => (route: RouteSchema) => (...args: unknown[]) => unknown;

/**
 * Fastify's default compilers, from Fastify's own dependencies: the same ajv and
 * fast-json-stringify set-up (options, pools, external schemas) Fastify would use without us.
 */
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const defaultFactory = (name: string): Factory => (fromFastify(name) as () => Factory)();

type Compiled = ((...args: unknown[]) => unknown) & Record<string, unknown>;

export interface LazySchemaCompilers {
  compilersFactory: CompilersFactory;
  /** Compiles every schema not compiled yet; throws the first compilation error. */
  compileAll(): void;
}

export function lazySchemaCompilers(): LazySchemaCompilers {
  const pending = new Set<() => unknown>();
  const defaults = new Map<string, Factory>();
  /** A function that compiles with `compile` on its first call (or property read). */
  function lazy(compile: () => Compiled, kind: 'validator' | 'serializer'): Compiled {
    let compiled: Compiled | undefined;
    const get = (): Compiled => {
      if (!compiled) {
        compiled = compile();
        pending.delete(get);
      }
      return compiled;
    };
    pending.add(get);
    const stand = ((...args: unknown[]) => get()(...args)) as Compiled;
    if (kind === 'validator') {
      // Fastify reads ajv's `errors` after a failed validation and asks `schemaEnv` before it
      // (to let ajv replace the root value): both are the compiled function's.
      Object.defineProperty(stand, 'errors', { get: () => get().errors });
      Object.defineProperty(stand, 'schemaEnv', { get: () => get().schemaEnv });
    }
    return stand;
  }

  /** A factory handing out stand-ins that compile with Fastify's default `name` factory. */
  const lazyFactory =
    (name: string, kind: 'validator' | 'serializer'): Factory =>
    (externalSchemas, options) => {
      let compiler: ReturnType<Factory> | undefined;
      return (route) =>
        lazy(() => {
          if (!compiler) {
            let factory = defaults.get(name);
            if (!factory) defaults.set(name, (factory = defaultFactory(name)));
            compiler = factory(externalSchemas, options);
          }
          return compiler(route) as Compiled;
        }, kind);
    };

  return {
    compilersFactory: {
      buildValidator: lazyFactory('@fastify/ajv-compiler', 'validator'),
      buildSerializer: lazyFactory('@fastify/fast-json-stringify-compiler', 'serializer'),
    } as CompilersFactory,
    compileAll() {
      // Each compiled one leaves the set as it goes; a Set iterates safely past deletions.
      for (const get of pending) get();
    },
  };
}
