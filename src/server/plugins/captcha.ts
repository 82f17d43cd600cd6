/**
 * The human check of registration and forgotten password, behind one interface
 * (`app.captcha.verify(response, ip)`):
 * - ALTCHA (default): a self-hosted proof of work. GET /captcha/challenge hands out an HMAC-signed
 *   PBKDF2 challenge; the `altcha` widget solves it in the browser and the form sends the
 *   base64 payload as `recaptcha`. Works offline and sends nothing to a third party. Each solved
 *   challenge is accepted once (spent ids are kept in the database) and expires in 10 minutes.
 * - reCAPTCHA, when RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET are set: the token is checked at
 *   Google's siteverify endpoint (RECAPTCHA_VERIFY_URL points elsewhere, e.g. a test's server).
 */
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge, Solution } from 'altcha-lib';
import fp from 'fastify-plugin';
import { hmac } from '../auth/secrets.ts';
import { markCaptchaUsed } from '../repositories/rate-limits.ts';

export interface Captcha {
  readonly kind: 'altcha' | 'recaptcha';
  /** A new ALTCHA challenge (ALTCHA only). */
  createChallenge(): Promise<Challenge>;
  /** True when the response proves a human (or a solved proof of work) and was not used before. */
  verify(response: string, clientIp: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: Captcha;
  }
}

const CHALLENGE_LIFETIME_S = 600;

function parsePayload(response: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const payload = JSON.parse(Buffer.from(response, 'base64').toString('utf8')) as unknown;
    if (
      payload &&
      typeof payload === 'object' &&
      'challenge' in payload &&
      'solution' in payload &&
      payload.challenge &&
      payload.solution
    ) {
      return payload as { challenge: Challenge; solution: Solution };
    }
  } catch {
    // fall through: not a payload
  }
  return null;
}

export const captchaPlugin = fp(
  async (app) => {
    const { auth, sessionSecret } = app.config;
    const signatureSecret = hmac(sessionSecret, 'altcha-signature', 'v1');
    const keySecret = hmac(sessionSecret, 'altcha-key', 'v1');
    const recaptcha = auth.recaptcha;

    const captcha: Captcha = recaptcha
      ? {
          kind: 'recaptcha',
          async createChallenge() {
            throw new Error('reCAPTCHA is configured: there is no ALTCHA challenge');
          },
          async verify(response, clientIp) {
            if (!response) return false;
            try {
              const answer = await fetch(recaptcha.verifyUrl, {
                method: 'POST',
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                body: new URLSearchParams({
                  secret: recaptcha.secret,
                  response,
                  remoteip: clientIp,
                }),
                signal: AbortSignal.timeout(10_000),
              });
              const body = (await answer.json()) as { success?: unknown };
              return body.success === true;
            } catch (error) {
              app.log.warn({ err: error }, 'reCAPTCHA verification failed');
              return false;
            }
          },
        }
      : {
          kind: 'altcha',
          async createChallenge() {
            return createChallenge({
              algorithm: 'PBKDF2/SHA-256',
              cost: auth.altchaCost,
              // Deterministic mode: the server knows the answer's counter, the browser searches.
              counter: randomInt(auth.altchaCost, auth.altchaCost * 2),
              deriveKey,
              hmacSignatureSecret: signatureSecret,
              hmacKeySignatureSecret: keySecret,
              expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_LIFETIME_S,
            });
          },
          async verify(response) {
            const payload = parsePayload(response);
            if (!payload) return false;
            try {
              const result = await verifySolution({
                challenge: payload.challenge,
                solution: payload.solution,
                deriveKey,
                hmacSignatureSecret: signatureSecret,
                hmacKeySignatureSecret: keySecret,
              });
              if (!result.verified) return false;
            } catch {
              return false;
            }
            return markCaptchaUsed(app.db, `altcha:${payload.challenge.parameters.nonce}`);
          },
        };
    app.decorate('captcha', captcha);
  },
  { name: 'captcha' },
);
