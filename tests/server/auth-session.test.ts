/**
 * The security bar of sign-in, sessions and anti-forgery (issue 3), on PGlite and PostgreSQL:
 * argon2id, server-side sessions, cookie attributes, new session id at login and after 2FA,
 * idle and absolute timeouts, logout, CSRF 403, the e-mailed second factor, rate limits shared
 * across processes, the trusted proxy, and no account enumeration at login.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { sha256 } from '../../src/server/auth/secrets.ts';
import { type TestApp, closeTestApp, createTestApp, testConfig } from '../helpers/app.ts';
import { DATABASE_KINDS } from '../helpers/database.ts';
import { type TestSmtp, startTestSmtp } from '../helpers/smtp.ts';
import { Agent, anonymousAgent, createUser, signIn } from '../helpers/auth.ts';

function authOverrides(smtpUrl: string) {
  const base = testConfig().auth;
  return {
    smtpUrl,
    auth: {
      ...base,
      limits: {
        ...base.limits,
        login: {
          perAccount: { max: 4, windowMs: 60_000 },
          perIp: { max: 1000, windowMs: 60_000 },
        },
      },
    },
  };
}

function cookieOf(response: { cookies: unknown }, name: string) {
  return (response.cookies as Array<Record<string, unknown>>).find(
    (cookie) => cookie.name === name,
  );
}

const PROTECTED = '/api/felhasznalok/felhasznalok/search-by-current';
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const median = (values: number[]) => values.toSorted((a, b) => a - b)[1] ?? 0;
const searchBody = { pageIndex: 0, pageSize: 10 };

for (const kind of DATABASE_KINDS) {
  describe(`sign-in and sessions [${kind}]`, () => {
    let smtp: TestSmtp;
    let testApp: TestApp;
    const app = () => testApp.app;

    beforeAll(async () => {
      smtp = await startTestSmtp();
      testApp = await createTestApp(kind, authOverrides(smtp.url));
    });
    afterAll(async () => {
      await closeTestApp(testApp);
      await smtp.close();
    });

    describe('anti-forgery', () => {
      it('GET /csrf names the header and sets XSRF-TOKEN bound to a SESSION cookie', async () => {
        const response = await app().inject('/api/csrf');
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ headerName: 'X-XSRF-TOKEN' });
        const token = cookieOf(response, 'XSRF-TOKEN');
        const session = cookieOf(response, 'SESSION');
        expect(token?.httpOnly).toBeFalsy();
        expect(token?.sameSite).toBe('Lax');
        expect(session?.httpOnly).toBe(true);
        expect(session?.sameSite).toBe('Lax');
        // ENV=test behaves like production: Secure.
        expect(session?.secure).toBe(true);
        expect(token?.secure).toBe(true);
      });

      it('refuses a POST without the header, with a wrong one, or with a token of another session', async () => {
        const user = await createUser(app());
        const agent = await anonymousAgent(app());
        const other = await anonymousAgent(app());
        const credentials = { email: user.email, password: user.password };
        const bare = await app().inject({
          method: 'POST',
          url: '/api/login',
          payload: credentials,
        });
        expect(bare.statusCode).toBe(403);
        expect(
          (await agent.post('/api/login', credentials, { 'X-XSRF-TOKEN': 'x.y' })).statusCode,
        ).toBe(403);
        const foreign = other.cookies.get('XSRF-TOKEN') ?? '';
        agent.cookies.set('XSRF-TOKEN', foreign);
        expect((await agent.post('/api/login', credentials)).statusCode).toBe(403);
        // The same request with its own token passes.
        expect((await other.post('/api/login', credentials)).statusCode).toBe(200);
      });

      it('guards PUT, PATCH and DELETE the same way, before authentication', async () => {
        for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
          const response = await app().inject({ method, url: '/api/tamogatast-igenylok/1' });
          expect(response.statusCode).toBe(403);
        }
      });

      it('rotates the token at login: the pre-login token no longer works', async () => {
        const user = await createUser(app());
        const agent = await anonymousAgent(app());
        const before = agent.cookies.get('XSRF-TOKEN');
        await agent.post('/api/login', { email: user.email, password: user.password });
        const after = agent.cookies.get('XSRF-TOKEN');
        expect(after).toBeDefined();
        expect(after).not.toBe(before);
        expect(
          (await agent.post(PROTECTED, searchBody, { 'X-XSRF-TOKEN': before ?? '' })).statusCode,
        ).toBe(403);
        expect((await agent.post(PROTECTED, searchBody)).statusCode).toBe(200);
      });
    });

    describe('passwords and sessions', () => {
      it('stores passwords as argon2id hashes', async () => {
        const user = await createUser(app());
        const row = await app()
          .db.selectFrom('felhasznalo')
          .select('jelszo_hash')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow();
        expect(row.jelszo_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
        expect(row.jelszo_hash).not.toContain(user.password);
      });

      it('login answers the user with the Hungarian fields and keeps the session in the database', async () => {
        const user = await createUser(app(), { name: 'Kiss Éva' });
        const agent = await anonymousAgent(app());
        const visitorId = agent.cookies.get('SESSION');
        const response = await agent.post('/api/login', {
          email: user.email.toUpperCase(),
          password: user.password,
        });
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(Object.keys(body).toSorted()).toEqual(
          [
            'aszfAccepted',
            'createdOn',
            'email',
            'ertesitesekBelsoUzenet',
            'ertesitesekEmail',
            'hasAtLeastOneAdminJogosultsag',
            'id',
            'jelszoDatum',
            'language',
            'needs2Fa',
            'nev',
            'oidc',
            'permissions',
            'roles',
          ].toSorted(),
        );
        expect(body).toMatchObject({
          id: user.id,
          nev: 'Kiss Éva',
          email: user.email,
          needs2Fa: false,
          oidc: false,
        });
        const sessionId = agent.cookies.get('SESSION');
        expect(sessionId).toBeDefined();
        // A brand-new id, never the one the visitor had before (session fixation).
        expect(sessionId).not.toBe(visitorId);
        expect(Buffer.from(sessionId ?? '', 'base64url').length).toBeGreaterThanOrEqual(16);
        const rows = await app()
          .db.selectFrom('munkamenet')
          .selectAll()
          .where('user_id', '=', user.id)
          .execute();
        expect(rows).toHaveLength(1);
        expect(rows[0]?.id_hash).toBe(sha256(sessionId ?? ''));
        const current = await agent.get('/api/felhasznalok/current');
        expect(current.statusCode).toBe(200);
        expect(current.json().id).toBe(user.id);
      });

      it('answers 401 to the current-user call without a session', async () => {
        expect((await app().inject('/api/felhasznalok/current')).statusCode).toBe(401);
      });

      it('logout deletes the session on the server: the old cookie is dead', async () => {
        const user = await createUser(app());
        const agent = await signIn(app(), user);
        const oldCookie = agent.cookies.get('SESSION') ?? '';
        const logout = await agent.get('/api/kijelentkezes');
        expect(logout.statusCode).toBe(204);
        const replay = await app().inject({
          url: '/api/felhasznalok/current',
          cookies: { SESSION: oldCookie },
        });
        expect(replay.statusCode).toBe(401);
        const rows = await app()
          .db.selectFrom('munkamenet')
          .selectAll()
          .where('user_id', '=', user.id)
          .execute();
        expect(rows).toHaveLength(0);
      });

      it('ends a session idle for more than 30 minutes; activity keeps it alive', async () => {
        const user = await createUser(app());
        const agent = await signIn(app(), user);
        const idHash = sha256(agent.cookies.get('SESSION') ?? '');
        await app()
          .db.updateTable('munkamenet')
          .set({ utolso_aktivitas: ago(29) })
          .where('id_hash', '=', idHash)
          .execute();
        expect((await agent.get('/api/felhasznalok/current')).statusCode).toBe(200);
        const touched = await app()
          .db.selectFrom('munkamenet')
          .select('utolso_aktivitas')
          .where('id_hash', '=', idHash)
          .executeTakeFirstOrThrow();
        expect(Date.now() - touched.utolso_aktivitas.getTime()).toBeLessThan(60_000);
        await app()
          .db.updateTable('munkamenet')
          .set({ utolso_aktivitas: ago(31) })
          .where('id_hash', '=', idHash)
          .execute();
        expect((await agent.get('/api/felhasznalok/current')).statusCode).toBe(401);
      });

      it('ends a session 12 hours after sign-in even when active', async () => {
        const user = await createUser(app());
        const agent = await signIn(app(), user);
        const idHash = sha256(agent.cookies.get('SESSION') ?? '');
        await app().db.deleteFrom('munkamenet').where('id_hash', '=', idHash).execute();
        await app()
          .db.insertInto('munkamenet')
          .values({
            id_hash: idHash,
            user_id: user.id,
            ketfaktor_kesz: true,
            letrehozva: new Date(Date.now() - 12 * 3_600_000 - 60_000),
          })
          .execute();
        expect((await agent.get('/api/felhasznalok/current')).statusCode).toBe(401);
      });

      it('takes the timeouts from configuration', () => {
        const config = testConfig({}, { SESSION_IDLE_MINUTES: '5', SESSION_ABSOLUTE_HOURS: '2' });
        expect(config.auth.sessionIdleMs).toBe(5 * 60_000);
        expect(config.auth.sessionAbsoluteMs).toBe(2 * 3_600_000);
        expect(testConfig().auth.sessionIdleMs).toBe(30 * 60_000);
        expect(testConfig().auth.sessionAbsoluteMs).toBe(12 * 3_600_000);
      });

      it('sets Secure cookies everywhere but ENV=local', () => {
        expect(testConfig().auth.secureCookies).toBe(true);
        expect(testConfig({}, { ENV: 'local' }).auth.secureCookies).toBe(false);
      });
    });

    describe('no account enumeration at login', () => {
      it('answers an unknown e-mail, a wrong password and a user without password alike', async () => {
        const user = await createUser(app());
        const agent = await anonymousAgent(app());
        const wrong = await agent.post('/api/login', {
          email: user.email,
          password: 'Rossz-Jelszo-99',
        });
        const unknown = await agent.post('/api/login', {
          email: `nincs${Date.now()}@pelda.hu`,
          password: 'Rossz-Jelszo-99',
        });
        expect(wrong.statusCode).toBe(401);
        expect(unknown.statusCode).toBe(401);
        expect(wrong.json()).toEqual(unknown.json());
        expect(wrong.json().message).toBe('Bejelentkezés sikertelen!');
      });

      it('takes comparable time for known and unknown e-mails (a dummy hash is verified)', async () => {
        const user = await createUser(app());
        const agent = await anonymousAgent(app());
        const time = async (email: string) => {
          const started = performance.now();
          await agent.post('/api/login', { email, password: 'Rossz-Jelszo-99' });
          return performance.now() - started;
        };
        await time(`warm${Date.now()}@pelda.hu`);
        const known: number[] = [];
        const unknown: number[] = [];
        for (let round = 0; round < 3; round += 1) {
          known.push(await time(user.email));
          unknown.push(await time(`nincs${round}-${Date.now()}@pelda.hu`));
        }
        // Both verify an argon2id hash; without the dummy hash the unknown e-mail answers in ~1 ms.
        expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
        expect(median(known)).toBeGreaterThan(median(unknown) * 0.4);
      });
    });

    describe('rate limits', () => {
      it('limits login attempts per account, also for the right password, counted for unknown e-mails too', async () => {
        const user = await createUser(app());
        const agent = await anonymousAgent(app());
        for (let attempt = 0; attempt < 4; attempt += 1) {
          expect(
            (await agent.post('/api/login', { email: user.email, password: 'Rossz-Jelszo-99' }))
              .statusCode,
          ).toBe(401);
        }
        const blocked = await agent.post('/api/login', {
          email: user.email,
          password: user.password,
        });
        expect(blocked.statusCode).toBe(429);
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
        const ghost = `nincs${Date.now()}@pelda.hu`;
        for (let attempt = 0; attempt < 4; attempt += 1)
          await agent.post('/api/login', { email: ghost, password: 'x' });
        expect((await agent.post('/api/login', { email: ghost, password: 'x' })).statusCode).toBe(
          429,
        );
      });

      it('shares the counters between server processes through the database', async () => {
        const user = await createUser(app());
        const second = await buildApp({ config: app().config, db: app().db, logger: false });
        await second.ready();
        try {
          const first = await anonymousAgent(app());
          const other = await anonymousAgent(second);
          // Each failed sign-in must be refused as a wrong password (401) to count: on a loaded
          // machine the sign-in admission may answer 503 "try again", which counts nothing.
          const failSignIn = async (agent: typeof first) => {
            for (;;) {
              const answer = await agent.post('/api/login', {
                email: user.email,
                password: 'Rossz-Jelszo-99',
              });
              if (answer.statusCode !== 503) return answer.statusCode;
              await new Promise((resolve) => setTimeout(resolve, 200));
            }
          };
          for (let attempt = 0; attempt < 2; attempt += 1) {
            expect(await failSignIn(first)).toBe(401);
            expect(await failSignIn(other)).toBe(401);
          }
          expect(
            (await other.post('/api/login', { email: user.email, password: user.password }))
              .statusCode,
          ).toBe(429);
        } finally {
          await second.close();
        }
      });

      it('limits per client address; X-Forwarded-For is ignored without a trusted proxy', async () => {
        const base = app().config;
        const strict = await buildApp({
          config: {
            ...base,
            auth: {
              ...base.auth,
              limits: {
                ...base.auth.limits,
                login: {
                  perAccount: { max: 100, windowMs: 60_000 },
                  perIp: { max: 3, windowMs: 60_000 },
                },
              },
            },
          },
          db: app().db,
          logger: false,
        });
        await strict.ready();
        try {
          const agent = await anonymousAgent(strict);
          // A fresh address per run: the counters live in the shared database.
          const address = `10.${Date.now() % 250}.${process.pid % 250}.${Math.floor(Math.random() * 250)}`;
          const statuses: number[] = [];
          for (let attempt = 0; attempt < 4; attempt += 1) {
            const response = await agent.post(
              '/api/login',
              { email: `ip${attempt}-${Date.now()}@pelda.hu`, password: 'x' },
              { 'x-forwarded-for': `${address}${attempt}` },
            );
            statuses.push(response.statusCode);
          }
          // All four count against the real peer address, whatever the header claims.
          expect(statuses.at(-1)).toBe(429);
        } finally {
          await strict.close();
        }
      });
    });

    describe('e-mailed second factor', () => {
      // oxlint-disable-next-line unicorn/consistent-function-scoping -- uses the suite's app and SMTP server
      async function loginNeeding2Fa() {
        const user = await createUser(app(), { twoFactor: 'VERIFIED' });
        const agent = await anonymousAgent(app());
        const login = await agent.post('/api/login', {
          email: user.email,
          password: user.password,
        });
        expect(login.statusCode).toBe(200);
        expect(login.json().needs2Fa).toBe(true);
        const mail = await smtp.waitForMessage((message) => {
          const to = Array.isArray(message.to) ? message.to[0] : message.to;
          return to?.text === user.email && /\b\d{6}\b/.test(message.text ?? '');
        });
        const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1] ?? '';
        return { user, agent, code, mail };
      }

      it('e-mails a 6-digit code in text and HTML; until it is verified the user is not signed in', async () => {
        const { agent, code, mail } = await loginNeeding2Fa();
        expect(code).toMatch(/^\d{6}$/);
        expect(mail.subject).toBe('Belépési kód – Turisztikai Pályázati Portál');
        expect(mail.html).toContain(code);
        expect((await agent.get('/api/felhasznalok/current')).json().needs2Fa).toBe(true);
        expect((await agent.get('/api/felhasznalok/current')).json().permissions).toEqual([]);
        expect((await agent.post(PROTECTED, searchBody)).statusCode).toBe(401);
        expect((await agent.get('/api/felhasznalok/two-factor')).json()).toEqual({
          statusz: 'VERIFIED',
          tipus: 'EMAIL',
          needs2Fa: true,
        });
      });

      it('the right code signs in with a new session id; the pre-2FA id is dead', async () => {
        const { agent, code } = await loginNeeding2Fa();
        const before = agent.cookies.get('SESSION') ?? '';
        const verified = await agent.post('/api/felhasznalok/two-factor/verify', { code });
        expect(verified.statusCode).toBe(200);
        expect(verified.json().needs2Fa).toBe(false);
        expect(agent.cookies.get('SESSION')).not.toBe(before);
        expect((await agent.post(PROTECTED, searchBody)).statusCode).toBe(200);
        const replay = await app().inject({
          url: '/api/felhasznalok/current',
          cookies: { SESSION: before },
        });
        expect(replay.statusCode).toBe(401);
        // Single use.
        expect((await agent.post('/api/felhasznalok/two-factor/verify', { code })).statusCode).toBe(
          409,
        );
      });

      it('a code dies after 5 wrong tries, even for the right code afterwards', async () => {
        const { agent, code } = await loginNeeding2Fa();
        const wrong = code === '000000' ? '111111' : '000000';
        for (let attempt = 1; attempt <= 4; attempt += 1) {
          expect(
            (await agent.post('/api/felhasznalok/two-factor/verify', { code: wrong })).statusCode,
          ).toBe(400);
        }
        expect(
          (await agent.post('/api/felhasznalok/two-factor/verify', { code: wrong })).statusCode,
        ).toBe(410);
        expect((await agent.post('/api/felhasznalok/two-factor/verify', { code })).statusCode).toBe(
          410,
        );
      });

      it('a code expires after 10 minutes', async () => {
        const { user, agent, code } = await loginNeeding2Fa();
        const row = await app()
          .db.selectFrom('ketfaktor_kod')
          .selectAll()
          .where('user_id', '=', user.id)
          .where('felhasznalva', 'is', null)
          .executeTakeFirstOrThrow();
        expect(row.lejarat.getTime() - row.letrehozva.getTime()).toBeGreaterThan(9 * 60_000);
        expect(row.lejarat.getTime() - row.letrehozva.getTime()).toBeLessThanOrEqual(
          10 * 60_000 + 1000,
        );
        expect(row.kod_hash).not.toContain(code);
        await app()
          .db.updateTable('ketfaktor_kod')
          .set({ lejarat: new Date(Date.now() - 1000) })
          .where('id', '=', row.id)
          .execute();
        expect((await agent.post('/api/felhasznalok/two-factor/verify', { code })).statusCode).toBe(
          410,
        );
      });

      it('resending is limited to once a minute and retires the previous code', async () => {
        const { agent, code, user } = await loginNeeding2Fa();
        const resent = await agent.post('/api/felhasznalok/two-factor/send');
        expect(resent.statusCode).toBe(200);
        expect((await agent.post('/api/felhasznalok/two-factor/send')).statusCode).toBe(429);
        const second = await smtp.waitForMessage((message) => {
          const to = Array.isArray(message.to) ? message.to[0] : message.to;
          const found = /\b(\d{6})\b/.exec(message.text ?? '')?.[1];
          return to?.text === user.email && found !== undefined && found !== code;
        });
        const newCode = /\b(\d{6})\b/.exec(second.text ?? '')?.[1] ?? '';
        expect((await agent.post('/api/felhasznalok/two-factor/verify', { code })).statusCode).toBe(
          400,
        );
        expect(
          (await agent.post('/api/felhasznalok/two-factor/verify', { code: newCode })).statusCode,
        ).toBe(200);
      });

      it('limits code checks per account across codes', async () => {
        const base = app().config;
        const strict = await buildApp({
          config: {
            ...base,
            auth: {
              ...base.auth,
              limits: {
                ...base.auth.limits,
                twoFactorVerify: {
                  perAccount: { max: 3, windowMs: 60_000 },
                  perIp: { max: 1000, windowMs: 60_000 },
                },
              },
            },
          },
          db: app().db,
          logger: false,
        });
        await strict.ready();
        try {
          const user = await createUser(app(), { twoFactor: 'VERIFIED' });
          const agent = await anonymousAgent(strict);
          await agent.post('/api/login', { email: user.email, password: user.password });
          const statuses: number[] = [];
          for (let attempt = 0; attempt < 4; attempt += 1) {
            statuses.push(
              (await agent.post('/api/felhasznalok/two-factor/verify', { code: 'abcdef' }))
                .statusCode,
            );
          }
          expect(statuses.at(-1)).toBe(429);
        } finally {
          await strict.close();
        }
      });

      it('a user without the second factor is signed in at once', async () => {
        const user = await createUser(app());
        const agent = await anonymousAgent(app());
        const login = await agent.post('/api/login', {
          email: user.email,
          password: user.password,
        });
        expect(login.json().needs2Fa).toBe(false);
        expect((await agent.get('/api/felhasznalok/two-factor')).json().statusz).toBe(
          'UNREGISTERED',
        );
      });
    });

    describe('the test helper', () => {
      it('signIn handles users with the second factor too', async () => {
        const user = await createUser(app(), { twoFactor: 'PENDING' });
        const agent: Agent = await signIn(app(), user);
        const current = await agent.get('/api/felhasznalok/current');
        expect(current.json().needs2Fa).toBe(false);
        const status = await agent.get('/api/felhasznalok/two-factor');
        expect(status.json().statusz).toBe('VERIFIED');
      });
    });
  });
}

describe('demo account', () => {
  it('is seeded outside production and signs in with the documented password', async () => {
    const { createTestApp: create, closeTestApp: close } = await import('../helpers/app.ts');
    const { DEMO_ACCOUNT } = await import('../../src/server/auth/demo-account.ts');
    const testApp = await create('pglite');
    try {
      const agent = await signIn(testApp.app, {
        email: DEMO_ACCOUNT.email,
        password: DEMO_ACCOUNT.password,
      });
      const current = (await agent.get('/api/felhasznalok/current')).json();
      expect(current.needs2Fa).toBe(false);
      expect(current.permissions[0].tamogatastIgenylo.adoszam).toBe(DEMO_ACCOUNT.taxNumber);
      expect(current.permissions[0].szerep).toBe('OWNER');
    } finally {
      await close(testApp);
    }
  });

  it('is not seeded when SEED_DEMO_DATA is false', async () => {
    const { createTestApp: create, closeTestApp: close } = await import('../helpers/app.ts');
    const { DEMO_ACCOUNT } = await import('../../src/server/auth/demo-account.ts');
    const testApp = await create('pglite', { seedDemoData: false });
    try {
      const row = await testApp.app.db
        .selectFrom('felhasznalo')
        .select('id')
        .where('email', '=', DEMO_ACCOUNT.email)
        .executeTakeFirst();
      expect(row).toBeUndefined();
    } finally {
      await close(testApp);
    }
  });
});
