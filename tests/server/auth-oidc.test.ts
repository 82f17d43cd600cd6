/**
 * NTAK identity login against the local fake identity provider (FAKE_OIDC) on loopback: the
 * whole authorization code flow with PKCE, state and nonce through real HTTP, on PGlite and
 * PostgreSQL.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, closeTestApp, createTestApp, testConfig } from '../helpers/app.ts';
import { DATABASE_KINDS } from '../helpers/database.ts';
import { DEMO_ACCOUNT } from '../../src/server/auth/demo-account.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A tiny browser: one cookie jar for the host, redirects followed by hand. */
class Browser {
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

for (const kind of DATABASE_KINDS) {
  describe(`NTAK login through the fake identity provider [${kind}]`, () => {
    let testApp: TestApp;
    let origin: string;

    beforeAll(async () => {
      const port = await freePort();
      origin = `http://127.0.0.1:${port}`;
      const env = {
        NTAK_OIDC_ENABLED: 'true',
        FAKE_OIDC: 'true',
        NTAK_URL: `${origin}/fake-oidc`,
        PUBLIC_URL: origin,
      };
      testApp = await createTestApp(
        kind,
        { auth: testConfig({}, env).auth, runtime: testConfig({}, env).runtime },
        env,
      );
      await testApp.app.listen({ port, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await closeTestApp(testApp);
    });

    async function signInThroughNtak(browser: Browser, login: string) {
      const toProvider = await browser.request('/api/oidc/ntak/login?redirect=%2Fstatements');
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

    it('signs the demo provider in, links the demo account and selects its applicant', async () => {
      const browser = new Browser(origin);
      const location = await signInThroughNtak(browser, 'demo');
      const target = new URL(location, origin);
      expect(target.pathname).toBe('/');
      expect(target.searchParams.get('selectedNtakProviderTaxNumber')).toBe(
        DEMO_ACCOUNT.taxNumber.slice(0, 8),
      );
      expect(target.searchParams.get('redirect')).toBe('/statements');
      const current = await browser.request('/api/felhasznalok/current');
      expect(current.status).toBe(200);
      const user = (await current.json()) as {
        email: string;
        oidc: boolean;
        needs2Fa: boolean;
        roles: string[];
        permissions: unknown[];
      };
      expect(user.email).toBe(DEMO_ACCOUNT.email);
      expect(user.oidc).toBe(true);
      expect(user.needs2Fa).toBe(false);
      expect(user.roles).toEqual(
        expect.arrayContaining(['OIDC_USER', 'SCOPE_email', 'SCOPE_profile', 'SCOPE_openid']),
      );
      expect(user.permissions).toHaveLength(1);
      const row = await testApp.app.db
        .selectFrom('felhasznalo')
        .select(['oidc_issuer', 'oidc_subject'])
        .where('email', '=', DEMO_ACCOUNT.email)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ oidc_issuer: `${origin}/fake-oidc`, oidc_subject: 'demo' });
    });

    it("fills the demo company's provider profile from the NTAK claims (decision 0022)", async () => {
      const browser = new Browser(origin);
      await signInThroughNtak(browser, 'demo');
      const applicant = await testApp.app.db
        .selectFrom('tamogatast_igenylo')
        .select('id')
        .where('adoszam', '=', DEMO_ACCOUNT.taxNumber)
        .executeTakeFirstOrThrow();
      const response = await browser.request(
        `/api/tamogatast-igenylok/${applicant.id}/szolgaltatoi-profil`,
      );
      expect(response.status).toBe(200);
      const profile = (await response.json()) as {
        adatok: Record<string, unknown>;
        ntakMezok: string[];
        ntakKitoltve: string | null;
      };
      expect(profile.adatok).toMatchObject({
        type: 'JOINT_VENTURE',
        name: DEMO_ACCOUNT.applicantName,
        taxNumber: DEMO_ACCOUNT.taxNumber,
        phone: '+36 1 234 5678',
        ntakRegistrationNumber: 'MA19004582',
        nTakDataProvided: true,
        mainTourismSegment: 'ACCOMMODATION',
        mainTourismMicroSegment: 'HOTEL',
        tourismActivitySince: '2012-06-01',
      });
      expect(profile.ntakMezok).toEqual(
        expect.arrayContaining([
          'name',
          'taxNumber',
          'mainTourismSegment',
          'ntakRegistrationNumber',
        ]),
      );
      expect(profile.ntakKitoltve).not.toBeNull();
    });

    it('creates a new user keyed by issuer and subject, and finds it again next time', async () => {
      const first = new Browser(origin);
      await signInThroughNtak(first, 'szallas');
      const again = new Browser(origin);
      const location = await signInThroughNtak(again, 'szallas');
      expect(new URL(location, origin).searchParams.get('selectedNtakProviderTaxNumber')).toBe(
        '87654321-2-42',
      );
      const rows = await testApp.app.db
        .selectFrom('felhasznalo')
        .select('id')
        .where('oidc_subject', '=', 'szallas')
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('refuses a callback without the flow cookie (state) and a forged state', async () => {
      const browser = new Browser(origin);
      const missing = await browser.request('/api/oidc/ntak/callback?code=x&state=y');
      expect(missing.headers.get('location')).toBe('/login?error=ntak');
      await browser.request('/api/oidc/ntak/login');
      const forged = await browser.request('/api/oidc/ntak/callback?code=x&state=forged');
      expect(forged.headers.get('location')).toBe('/login?error=ntak');
      expect((await browser.request('/api/felhasznalok/current')).status).toBe(401);
    });

    it('logout ends the session and goes to the provider end-session endpoint', async () => {
      const browser = new Browser(origin);
      await signInThroughNtak(browser, 'demo');
      const logout = await browser.request('/api/oidc/ntak/logout');
      expect(logout.status).toBe(302);
      expect(logout.headers.get('location')?.startsWith(`${origin}/fake-oidc/`)).toBe(true);
      expect((await browser.request('/api/felhasznalok/current')).status).toBe(401);
    });
  });
}

describe('FAKE_OIDC in production', () => {
  it('is refused by the configuration and by the provider itself', async () => {
    const { loadAuthConfig } = await import('../../src/server/auth/config.ts');
    const { createFakeOidcProvider } = await import('../../src/server/auth/fake-oidc-provider.ts');
    const env = {
      FAKE_OIDC: 'true',
      NTAK_OIDC_ENABLED: 'true',
      NTAK_URL: 'https://x/fake-oidc',
      PUBLIC_URL: 'https://x',
    };
    expect(() => loadAuthConfig(env, 'prod')).toThrow(/FAKE_OIDC/);
    const config = testConfig({}, env);
    expect(() => createFakeOidcProvider({ ...config, env: 'prod' })).toThrow(/ENV=prod/);
  });
});
