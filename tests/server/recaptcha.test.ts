/**
 * reCAPTCHA instead of ALTCHA (RECAPTCHA_SITE_KEY + RECAPTCHA_SECRET): the token the form sends is
 * checked at the siteverify endpoint with the secret and the client's address, and only an answer
 * of `success: true` lets the request through. Google cannot be reached from tests, so a real HTTP
 * server on loopback plays siteverify, with the same form-encoded request and JSON answer.
 */
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { CAPTCHA_FAILED, RESET_ACCEPTED } from '../../src/server/routes/users/index.ts';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { anonymousAgent } from '../helpers/auth.ts';

const SECRET = 'recaptcha-test-secret';
const GOOD_TOKEN = 'token-google-accepted';

/** What siteverify received, one form per request. */
const received: URLSearchParams[] = [];
/** Makes the next answer an outage page instead of JSON. */
let failNext = false;
const siteverify: Server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const form = new URLSearchParams(body);
    received.push(form);
    if (failNext) {
      failNext = false;
      response.statusCode = 502;
      response.end('<html>Bad gateway</html>');
      return;
    }
    const success = form.get('secret') === SECRET && form.get('response') === GOOD_TOKEN;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(success ? { success } : { success, 'error-codes': ['bad'] }));
  });
});
// Listening before the suites are declared: the app reads the address from its configuration.
await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
const siteverifyUrl = `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/siteverify`;

afterAll(async () => {
  await new Promise((resolve) => siteverify.close(resolve));
});

describeOnEachDatabase(
  'reCAPTCHA',
  (get) => {
    const resetRequest = async (recaptcha: string) => {
      const agent = await anonymousAgent(get().app);
      return agent.post('/api/felhasznalok/password-reset', {
        email: `recaptcha-${Date.now()}-${received.length}@pelda.hu`,
        recaptcha,
      });
    };

    it('lets a request through when siteverify accepts the token, sending secret and address', async () => {
      const before = received.length;
      const response = await resetRequest(GOOD_TOKEN);
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(RESET_ACCEPTED);
      expect(received).toHaveLength(before + 1);
      const form = received.at(-1);
      expect(form?.get('secret')).toBe(SECRET);
      expect(form?.get('response')).toBe(GOOD_TOKEN);
      expect(form?.get('remoteip')).toBe('127.0.0.1');
    });

    it('refuses a token siteverify rejects, with the translated message', async () => {
      const response = await resetRequest('token-google-rejected');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(CAPTCHA_FAILED);
    });

    it('refuses when siteverify does not answer JSON (fails closed)', async () => {
      failNext = true;
      const response = await resetRequest(GOOD_TOKEN);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(CAPTCHA_FAILED);
    });
  },
  {
    env: {
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET: SECRET,
      RECAPTCHA_VERIFY_URL: siteverifyUrl,
    },
  },
);
