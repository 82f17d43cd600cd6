/**
 * NTAK identity login against the local fake identity provider (FAKE_OIDC) on loopback: the
 * whole authorization code flow with PKCE, state and nonce through real HTTP, on PGlite and
 * PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, closeTestApp, testConfig } from '../helpers/app.ts';
import { DATABASE_KINDS } from '../helpers/database.ts';
import { DEMO_ACCOUNT } from '../../src/server/auth/demo-account.ts';
import { Browser, listenWithFakeNtak, throughNtakLogin } from '../helpers/oidc-browser.ts';

async function signInThroughNtak(browser: Browser, login: string) {
  return throughNtakLogin(browser, '/api/oidc/ntak/login?redirect=%2Fstatements', login);
}

for (const kind of DATABASE_KINDS) {
  describe(`NTAK login through the fake identity provider [${kind}]`, () => {
    let testApp: TestApp;
    let origin: string;

    beforeAll(async () => {
      ({ testApp, origin } = await listenWithFakeNtak(kind));
      // The PGlite database and the identity provider's keys take long on a loaded machine.
    }, 180_000);
    afterAll(async () => {
      await closeTestApp(testApp);
    });

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
