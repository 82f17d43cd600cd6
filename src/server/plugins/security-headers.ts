/**
 * Security headers. The Content-Security-Policy allows no inline script and no eval: runtime
 * configuration arrives as an external script (/config.js) and form validators are precompiled.
 * Inline styles stay allowed because Blueprint positions popovers with style attributes.
 *
 * The headers are the same for every answer, so helmet computes them once at start and each
 * request only copies them: @fastify/helmet rebuilt helmet's middleware (re-parsing the CSP
 * directives) on every request, about 3 % of an API answer's CPU (issue 14).
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/**
 * The headers helmet sets with `options`, read from a throw-away Fastify instance: after the
 * onRequest hooks a reply holds exactly what helmet set, before Fastify adds its own.
 */
export async function helmetHeaders(
  options: FastifyHelmetOptions,
): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  let headers: Record<string, string> = {};
  probe.get('/', async (_request, reply) => {
    headers = Object.fromEntries(
      Object.entries(reply.getHeaders()).map(([name, value]) => [name, String(value)]),
    );
    return '';
  });
  await probe.inject('/');
  await probe.close();
  return headers;
}

export const securityHeadersPlugin = fp(async (app) => {
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...CONTENT_SECURITY_POLICY,
        // Plain http on a developer's machine must keep working.
        ...(app.config.env === 'local' || app.config.env === 'test'
          ? {}
          : { upgradeInsecureRequests: [] }),
      },
    },
    strictTransportSecurity: app.config.env === 'local' ? false : undefined,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
