/**
 * Erasure of an account that signs in only through the NTAK identity provider (no password;
 * docs/decisions/0037): the confirmation is a fresh sign-in of the same identity at the provider
 * (GET /oidc/ntak/reauth, prompt=login, max_age=0) within five minutes, in the same session.
 * Through real HTTP against the fake identity provider, on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REAUTH_COOKIE,
  REAUTH_LIFETIME_S,
  isFreshReauthentication,
  sealReauthentication,
} from '../../src/server/auth/reauthentication.ts';
import { type TestApp, closeTestApp } from '../helpers/app.ts';
import { createUser, signIn } from '../helpers/auth.ts';
import { DATABASE_KINDS } from '../helpers/database.ts';
import { unique } from '../helpers/master-data.ts';
import { Browser, listenWithFakeNtak, throughNtakLogin } from '../helpers/oidc-browser.ts';

const ERASE = '/api/felhasznalok/current/torles';

for (const kind of DATABASE_KINDS) {
  describe(`erasure of an NTAK-only account [${kind}]`, () => {
    let testApp: TestApp;
    let origin: string;

    beforeAll(async () => {
      ({ testApp, origin } = await listenWithFakeNtak(kind));
      // The PGlite database and the identity provider's keys take long on a loaded machine.
    }, 180_000);
    afterAll(async () => {
      await closeTestApp(testApp);
    });

    /** A new NTAK-only account (no password), signed in in a browser of its own. */
    async function ntakOnlyUser() {
      const login = `torlendo-${unique()}`;
      const browser = new Browser(origin);
      await throughNtakLogin(browser, '/api/oidc/ntak/login', login);
      const row = await testApp.app.db
        .selectFrom('felhasznalo')
        .select(['id', 'jelszo_hash', 'oidc_subject'])
        .where('oidc_subject', '=', login)
        .executeTakeFirstOrThrow();
      expect(row.jelszo_hash).toBeNull();
      return { browser, login, id: row.id };
    }

    it('is refused without a fresh NTAK sign-in, and done after one: erased and signed out', async () => {
      const { browser, login, id } = await ntakOnlyUser();
      const current = (await (await browser.request('/api/felhasznalok/current')).json()) as {
        jelszoDatum: string | null;
        oidc: boolean;
      };
      // What the client decides by: no password, signed in through NTAK.
      expect(current).toMatchObject({ jelszoDatum: null, oidc: true });

      const unconfirmed = await browser.post(ERASE, {}, { 'accept-language': 'en' });
      expect(unconfirmed.status).toBe(403);
      expect(((await unconfirmed.json()) as { message: string }).message).toBe(
        'To confirm the deletion, sign in again with your NTAK identity.',
      );
      // A password it does not have confirms nothing either.
      expect((await browser.post(ERASE, { jelszo: 'Barmi-Jelszo-123' })).status).toBe(403);

      const back = await throughNtakLogin(
        browser,
        '/api/oidc/ntak/reauth?redirect=%2Fhelp%2Fprivacy',
        login,
      );
      expect(back).toBe('/help/privacy?fiokTorles=megerositve');
      expect(browser.cookies.has(REAUTH_COOKIE)).toBe(true);
      // The re-authentication neither signs in anew nor out: the same session goes on.
      expect((await browser.request('/api/felhasznalok/current')).status).toBe(200);

      const erased = await browser.post(ERASE, {});
      expect(erased.status, await erased.clone().text()).toBe(204);
      expect(browser.cookies.has(REAUTH_COOKIE)).toBe(false);
      expect((await browser.request('/api/felhasznalok/current')).status).toBe(401);
      const row = await testApp.app.db
        .selectFrom('felhasznalo')
        .select(['nev', 'email', 'oidc_issuer', 'oidc_subject', 'aktiv'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ oidc_issuer: null, oidc_subject: null, aktiv: false });
      expect(row.nev).toMatch(/^Törölt felhasználó /);
      expect(row.email).toMatch(/@torolt\.invalid$/);

      // The same NTAK identity signing in later gets a new, empty account, never the erased one.
      const later = new Browser(origin);
      await throughNtakLogin(later, '/api/oidc/ntak/login', login);
      const again = (await (await later.request('/api/felhasznalok/current')).json()) as {
        id: number;
        permissions: unknown[];
      };
      expect(again.id).not.toBe(id);
      expect(again.permissions).toEqual([]);
    });

    it('does not count a sign-in of another identity, or a confirmation from another session', async () => {
      const { browser, login } = await ntakOnlyUser();
      // Someone else at the identity provider: its own provider session (cookies named _…).
      for (const name of browser.cookies.keys())
        if (name.startsWith('_')) browser.cookies.delete(name);
      const other = await throughNtakLogin(
        browser,
        '/api/oidc/ntak/reauth?redirect=%2Fhelp%2Fprivacy',
        `masvalaki-${unique()}`,
      );
      expect(other).toBe('/help/privacy?fiokTorles=sikertelen');
      expect(browser.cookies.has(REAUTH_COOKIE)).toBe(false);
      expect((await browser.post(ERASE, {})).status).toBe(403);

      // A proof handed to one session does not work in another session of the same user.
      const second = new Browser(origin);
      await throughNtakLogin(second, '/api/oidc/ntak/login', login);
      await throughNtakLogin(second, '/api/oidc/ntak/reauth', login);
      const proof = second.cookies.get(REAUTH_COOKIE);
      expect(proof).toBeDefined();
      browser.cookies.set(REAUTH_COOKIE, proof ?? '');
      expect((await browser.post(ERASE, {})).status).toBe(403);
      expect((await browser.request('/api/felhasznalok/current')).status).toBe(200);
    });

    it('starts a re-authentication only for a signed-in account linked to NTAK', async () => {
      const anonymous = new Browser(origin);
      expect((await anonymous.request('/api/oidc/ntak/reauth')).status).toBe(401);
      const user = await createUser(testApp.app);
      const agent = await signIn(testApp.app, user);
      const refused = await agent.get('/api/oidc/ntak/reauth');
      expect(refused.statusCode).toBe(403);
      // A password account still confirms with its password, never with an empty body.
      expect((await agent.post(ERASE, {})).statusCode).toBe(403);
    });
  });
}

describe('erasure confirmation proof', () => {
  const secret = 'x'.repeat(32);
  it('holds for its user and session for five minutes, and for nothing else', () => {
    const now = Date.now();
    const proof = sealReauthentication(secret, 7, 'session-a', now);
    expect(isFreshReauthentication(secret, proof, 7, 'session-a', now + 1000)).toBe(true);
    expect(
      isFreshReauthentication(secret, proof, 7, 'session-a', now + REAUTH_LIFETIME_S * 1000 + 1),
    ).toBe(false);
    expect(isFreshReauthentication(secret, proof, 7, 'session-b', now)).toBe(false);
    expect(isFreshReauthentication(secret, proof, 8, 'session-a', now)).toBe(false);
    expect(isFreshReauthentication(secret, proof.replace(/^7\./, '8.'), 8, 'session-a', now)).toBe(
      false,
    );
    expect(isFreshReauthentication('y'.repeat(32), proof, 7, 'session-a', now)).toBe(false);
    expect(isFreshReauthentication(secret, undefined, 7, 'session-a', now)).toBe(false);
  });
});
