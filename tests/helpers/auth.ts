/**
 * Signing in inside server tests (the AUTH contract).
 *
 * `createUser` inserts a verified user straight into the database (argon2id hash, no second
 * factor unless asked for); `signIn` goes through the real flow — GET /api/csrf, POST /api/login
 * with the token, and the e-mailed code when the user has the second factor — and answers an
 * Agent that sends the session cookie and the anti-forgery header on every request and keeps the
 * cookies the server rotates.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../../src/server/auth/password.ts';
import { hmac } from '../../src/server/auth/secrets.ts';
import { CSRF_COOKIE, CSRF_HEADER } from '../../src/server/auth/cookies.ts';
import { insertTwoFactorCode } from '../../src/server/repositories/tokens.ts';
import { insertUser } from '../../src/server/repositories/users.ts';

/** A password that meets the rule and is not on the breached list. */
export const DEFAULT_PASSWORD = 'Kék-Tulipán-2026!';

let sequence = 0;

export interface CreateUserOptions {
  email?: string;
  password?: string;
  name?: string;
  roles?: string[];
  language?: 'hu' | 'en';
  /** The e-mailed second factor: UNREGISTERED (default, none), PENDING or VERIFIED. */
  twoFactor?: 'UNREGISTERED' | 'PENDING' | 'VERIFIED';
}

/** Inserts a verified user with a password; answers its id, e-mail and password. */
export async function createUser(
  app: FastifyInstance,
  options: CreateUserOptions = {},
): Promise<{ id: number; email: string; password: string }> {
  sequence += 1;
  const email = (
    options.email ?? `user${process.pid}-${Date.now()}-${sequence}@pelda.hu`
  ).toLowerCase();
  const password = options.password ?? DEFAULT_PASSWORD;
  const id = await insertUser(app.db, {
    name: options.name ?? `Teszt Felhasználó ${sequence}`,
    email,
    passwordHash: await hashPassword(password),
    roles: options.roles ?? [],
    language: options.language ?? 'hu',
    termsAccepted: true,
    twoFactorStatus: options.twoFactor ?? 'UNREGISTERED',
  });
  return { id, email, password };
}

/** A signed-in (or anonymous) client of the app: cookies and the CSRF header on every request. */
export class Agent {
  readonly cookies = new Map<string, string>();

  readonly app: FastifyInstance;

  constructor(app: FastifyInstance) {
    this.app = app;
  }

  /** Sends a request with the cookies and, when known, the anti-forgery header. */
  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const token = this.cookies.get(CSRF_COOKIE);
    const response = await this.app.inject({
      ...options,
      headers: {
        ...(token ? { [CSRF_HEADER]: token } : {}),
        ...options.headers,
        cookie: [...this.cookies]
          .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
          .join('; '),
      },
    });
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
    }>) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: 'GET', url, headers });
  }
  post(url: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request({
      method: 'POST',
      url,
      payload: body as InjectOptions['payload'],
      headers,
    });
  }
  put(url: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request({ method: 'PUT', url, payload: body as InjectOptions['payload'], headers });
  }
  patch(url: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request({
      method: 'PATCH',
      url,
      payload: body as InjectOptions['payload'],
      headers,
    });
  }
  delete(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: 'DELETE', url, headers });
  }
}

/** An anonymous agent that has done the anti-forgery handshake (GET /api/csrf). */
export async function anonymousAgent(app: FastifyInstance): Promise<Agent> {
  const agent = new Agent(app);
  const response = await agent.get('/api/csrf');
  if (response.statusCode !== 200) throw new Error(`GET /api/csrf answered ${response.statusCode}`);
  return agent;
}

/**
 * Plants a known two-factor code for a user, standing in for reading the e-mail (tests that
 * check the mail itself use tests/helpers/smtp.ts).
 */
export async function plantTwoFactorCode(
  app: FastifyInstance,
  userId: number,
  code = '123456',
): Promise<string> {
  const now = new Date();
  await insertTwoFactorCode(
    app.db,
    {
      userId,
      codeHash: hmac(app.config.sessionSecret, 'two-factor-code', `${userId}:${code}`),
      expiresAt: new Date(now.getTime() + app.config.auth.twoFactorCodeMs),
    },
    now,
  );
  return code;
}

/** Signs in through the real endpoints and answers the agent; throws when sign-in fails. */
export async function signIn(
  app: FastifyInstance,
  credentials: { email: string; password: string },
): Promise<Agent> {
  const agent = await anonymousAgent(app);
  const login = await agent.post('/api/login', {
    email: credentials.email,
    password: credentials.password,
  });
  if (login.statusCode !== 200)
    throw new Error(`login answered ${login.statusCode}: ${login.body}`);
  const user = login.json() as { id: number; needs2Fa: boolean };
  if (user.needs2Fa) {
    const code = await plantTwoFactorCode(app, user.id);
    const verified = await agent.post('/api/felhasznalok/two-factor/verify', { code });
    if (verified.statusCode !== 200)
      throw new Error(`2FA answered ${verified.statusCode}: ${verified.body}`);
  }
  return agent;
}

/**
 * Solves the ALTCHA challenge of GET /api/captcha/challenge for real (altcha-lib's solver) and
 * answers the payload the form sends as `recaptcha`.
 */
export async function solveCaptcha(agent: Agent): Promise<string> {
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
  const response = await agent.get('/api/captcha/challenge');
  if (response.statusCode !== 200)
    throw new Error(`captcha challenge answered ${response.statusCode}`);
  const challenge = response.json();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
