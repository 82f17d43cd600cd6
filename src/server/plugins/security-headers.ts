/**
 * Security headers. The Content-Security-Policy allows no inline script and no eval: runtime
 * configuration arrives as an external script (/config.js) and form validators are precompiled.
 * Inline styles stay allowed because Blueprint positions popovers with style attributes.
 */
import helmet from '@fastify/helmet';
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

export const securityHeadersPlugin = fp(async (app) => {
  await app.register(helmet, {
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
});
