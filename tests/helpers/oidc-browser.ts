/**
 * The NTAK identity login through real HTTP against the local fake identity provider (FAKE_OIDC):
 * a free loopback port, a tiny cookie-keeping browser, and the provider's login form filled in.
 * Used by the OIDC login test and by the erasure of an OIDC-only account (decision 0037).
 */
import { createServer } from 'node:net';
import { expect } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER } from '../../src/server/auth/cookies.ts';
import { type TestApp, createTestApp, testConfig } from './app.ts';
import type { DatabaseKind } from './database.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The portal with NTAK login through the fake identity provider, listening on a free loopback
 * port (the provider's redirects need a real origin); close it with closeTestApp.
 */
export async function listenWithFakeNtak(
  kind: DatabaseKind,
): Promise<{ testApp: TestApp; origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    NTAK_OIDC_ENABLED: 'true',
    FAKE_OIDC: 'true',
    NTAK_URL: `${origin}/fake-oidc`,
    PUBLIC_URL: origin,
  };
  const config = testConfig({}, env);
  const testApp = await createTestApp(kind, { auth: config.auth, runtime: config.runtime }, env);
  await testApp.app.listen({ port, host: '127.0.0.1' });
  return { testApp, origin };
}

/** A tiny browser: one cookie jar for the host (paths ignored), redirects followed by hand. */
export class Browser {
  readonly cookies = new Map<string, string>();
  readonly origin: string;
  constructor(origin: string) {
    this.origin = origin;
  }
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(new URL(url, this.origin), {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(header))
        this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
  /** A JSON POST with the anti-forgery header, as the portal's client sends it. */
  async post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const token = this.cookies.get(CSRF_COOKIE);
    return this.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { [CSRF_HEADER]: decodeURIComponent(token) } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    });
  }
  /** Follows redirects until `stop` matches the location or a non-redirect answer arrives. */
  async follow(
    url: string,
    stop: (location: string) => boolean,
  ): Promise<{ response: Response; location: string }> {
    let location = url;
    for (let hop = 0; hop < 10; hop += 1) {
      const response = await this.request(location);
      const next = response.headers.get('location');
      if (!next) return { response, location };
      location = new URL(next, new URL(location, this.origin)).href;
      if (stop(location)) return { response, location };
    }
    throw new Error('too many redirects');
  }
}

/**
 * Goes from `start` (a portal URL that redirects to the identity provider) through the provider's
 * login form as `login` and back to the portal's callback; answers where the callback redirects.
 */
export async function throughNtakLogin(
  browser: Browser,
  start: string,
  login: string,
): Promise<string> {
  const { origin } = browser;
  const toProvider = await browser.request(start);
  expect(toProvider.status).toBe(302);
  const authorize = new URL(toProvider.headers.get('location') ?? '');
  expect(authorize.href.startsWith(`${origin}/fake-oidc/`)).toBe(true);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toBeTruthy();
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  const interaction = await browser.follow(authorize.href, (location) =>
    location.includes('/interaction/'),
  );
  const page = await browser.request(interaction.location);
  const html = await page.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  expect(action).toBeDefined();
  const submitted = await browser.request(new URL(action ?? '', interaction.location).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
  });
  const resume = new URL(submitted.headers.get('location') ?? '', interaction.location).href;
  const back = await browser.follow(resume, (location) =>
    location.startsWith(`${origin}/api/oidc/ntak/callback`),
  );
  expect(back.location.startsWith(`${origin}/api/oidc/ntak/callback?code=`)).toBe(true);
  const landed = await browser.request(back.location);
  expect(landed.status).toBe(302);
  return landed.headers.get('location') ?? '';
}
