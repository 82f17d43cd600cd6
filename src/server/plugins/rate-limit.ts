/**
 * Rate limits of sign-in, registration, password reset and the second factor: per account
 * (the normalised e-mail or user id) and per client address, counted in the database so the
 * limit holds across every server process. The client address is `request.ip`, which Fastify
 * takes from X-Forwarded-For only when the request came through the configured TRUSTED_PROXY.
 *
 * Unknown and known e-mails are counted alike, so a 429 reveals nothing about an account.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Problem } from '../authorization/http-errors.ts';
import type { AuthConfig, RateLimitRule } from '../auth/config.ts';
import { incrementCounter } from '../repositories/rate-limits.ts';

export type LimitedOperation = keyof AuthConfig['limits'];

export const TOO_MANY_ATTEMPTS = 'Túl sok próbálkozás. Kérjük, próbálja újra később.';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one attempt of `operation` for the client address and, when given, the account;
     * throws 429 (with Retry-After) once either limit is exceeded.
     */
    limitAttempts(
      request: FastifyRequest,
      reply: FastifyReply,
      operation: LimitedOperation,
      account: string | null,
    ): Promise<void>;
  }
}

export const rateLimitPlugin = fp(
  async (app) => {
    async function exceeded(key: string, rule: RateLimitRule, now: number): Promise<number | null> {
      const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
      const count = await incrementCounter(
        app.db,
        `${key}:${rule.windowMs}`,
        new Date(windowStart),
      );
      return count > rule.max ? windowStart + rule.windowMs - now : null;
    }

    app.decorate(
      'limitAttempts',
      async (
        request: FastifyRequest,
        reply: FastifyReply,
        operation: LimitedOperation,
        account: string | null,
      ) => {
        const limits = app.config.auth.limits[operation];
        const now = Date.now();
        // Old windows are removed by a job (plugins/jobs.ts), not by the sign-in that meets them.
        const waits = [await exceeded(`${operation}:ip:${request.ip}`, limits.perIp, now)];
        if (account !== null) {
          waits.push(await exceeded(`${operation}:account:${account}`, limits.perAccount, now));
        }
        const wait = Math.max(...waits.map((value) => value ?? 0));
        if (waits.some((value) => value !== null)) {
          reply.header('retry-after', String(Math.max(1, Math.ceil(wait / 1000))));
          throw new Problem(429, TOO_MANY_ATTEMPTS);
        }
      },
    );
  },
  { name: 'auth-rate-limit' },
);
