/**
 * Registration, set-password and forgotten password (issue 3), on PGlite and PostgreSQL: the
 * captcha is solved for real, mails are read from a real SMTP server, tokens are ≥128 random bits,
 * stored hashed, single use and expiring, the password rule and the breached list are enforced,
 * and known and unknown e-mails get the same answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { sha256 } from '../../src/server/auth/secrets.ts';
import {
  breachedPasswordCount,
  isBreachedPassword,
  passwordProblem,
} from '../../src/server/auth/password.ts';
import { type TestApp, closeTestApp, createTestApp } from '../helpers/app.ts';
import { DATABASE_KINDS } from '../helpers/database.ts';
import { type TestSmtp, startTestSmtp } from '../helpers/smtp.ts';
import { anonymousAgent, createUser, solveCaptcha } from '../helpers/auth.ts';

const GOOD_PASSWORD = 'Zöld-Fenyő-Erdő-77';
let seq = 0;
function uniqueEmail(prefix: string): string {
  seq += 1;
  return `${prefix}${process.pid}-${Date.now()}-${seq}@pelda.hu`;
}
function taxNumber(): string {
  seq += 1;
  return `${String(Date.now() + seq).slice(-8)}-2-41`;
}
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
function recipient(mail: ParsedMail): string | undefined {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.text;
}
function tokenOf(mail: ParsedMail): string {
  const match = /\/setPassword\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error('no set-password link in the mail');
  return match[1];
}

describe('password rule and breached list', () => {
  it('ships the 10,000 most common breached passwords', () => {
    expect(breachedPasswordCount()).toBe(10_000);
    expect(isBreachedPassword('123456')).toBe(true);
  });
  it('refuses rule-conforming decorations of a breached password', () => {
    expect(passwordProblem('Password123!')).toBe('breachedPassword');
    expect(passwordProblem('Qwertyuiop1!')).toBe(
      isBreachedPassword('qwertyuiop1') ? 'breachedPassword' : null,
    );
    expect(passwordProblem(GOOD_PASSWORD)).toBeNull();
  });
  it('applies the spec rule: 10 characters, upper, lower, digit, special', () => {
    for (const weak of [
      'Rövid-1a',
      'kisbetus-jelszo-1',
      'NAGYBETUS-JELSZO-1',
      'Nincs-Szam-Benne',
      'NincsSpecial123',
    ]) {
      expect(passwordProblem(weak)).toBe('invalidPasswordFormat');
    }
  });
});

for (const kind of DATABASE_KINDS) {
  describe(`registration and passwords [${kind}]`, () => {
    let smtp: TestSmtp;
    let testApp: TestApp;
    const app = () => testApp.app;

    beforeAll(async () => {
      smtp = await startTestSmtp();
      testApp = await createTestApp(kind, { smtpUrl: smtp.url });
    });
    afterAll(async () => {
      await closeTestApp(testApp);
      await smtp.close();
    });

    async function register(overrides: Record<string, unknown> = {}) {
      const agent = await anonymousAgent(app());
      const body = {
        nev: 'Példa Panzió Kft.',
        email: uniqueEmail('reg'),
        taxNumber: taxNumber(),
        recaptcha: await solveCaptcha(agent),
        aszfAccepted: true,
        applicantType: 'JOINT_VENTURE',
        marketingConsent: false,
        ...overrides,
      };
      const response = await agent.post('/api/felhasznalok/registration', body);
      return { agent, body, response };
    }

    it('registration creates the user, the applicant and an OWNER permission, and mails a set-password link', async () => {
      const { body, response } = await register({ language: 'en' });
      expect(response.statusCode).toBe(200);
      const user = await app()
        .db.selectFrom('felhasznalo')
        .selectAll()
        .where('email', '=', body.email)
        .executeTakeFirstOrThrow();
      expect(user.jelszo_hash).toBeNull();
      expect(user.aszf_accepted).toBe(true);
      expect(user.language).toBe('en');
      const permissions = await app()
        .db.selectFrom('tamogatast_igenylo_jogosultsag as j')
        .innerJoin('tamogatast_igenylo as t', 't.id', 'j.tamogatast_igenylo_id')
        .select(['j.szerep', 'j.admin', 't.adoszam', 't.applicant_type'])
        .where('j.user_id', '=', user.id)
        .execute();
      expect(permissions).toEqual([
        { szerep: 'OWNER', admin: true, adoszam: body.taxNumber, applicant_type: 'JOINT_VENTURE' },
      ]);
      const mail = await smtp.waitForMessage((message) => recipient(message) === body.email);
      expect(mail.subject).toBe('Set your password – Tourism Funding Portal');
      expect(mail.html).toContain('/setPassword?token=');
      const token = tokenOf(mail);
      // 256 random bits, stored only as a SHA-256 digest, valid for 24 hours.
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
      const row = await app()
        .db.selectFrom('egyszeri_token')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.token_hash).toBe(sha256(token));
      expect(row.cel).toBe('SET_PASSWORD');
      const lifetime = row.lejarat.getTime() - row.letrehozva.getTime();
      expect(Math.abs(lifetime - 24 * 3_600_000)).toBeLessThan(60_000);
    });

    /** The personal name of the user a registration made, and its applicant's name. */
    const named = async (overrides: Record<string, unknown>) => {
      const { body, response } = await register(overrides);
      expect(response.statusCode).toBe(200);
      return app()
        .db.selectFrom('felhasznalo as f')
        .innerJoin('tamogatast_igenylo_jogosultsag as j', 'j.user_id', 'f.id')
        .innerJoin('tamogatast_igenylo as t', 't.id', 'j.tamogatast_igenylo_id')
        .select(['f.nev as person', 't.nev as applicant'])
        .where('f.email', '=', body.email)
        .executeTakeFirstOrThrow();
    };

    it("the one name is the applicant's: a company's user gets no personal name, a sole proprietor is that name (issue 20)", async () => {
      expect(await named({ nev: 'Példa Panzió Kft.' })).toEqual({
        person: '',
        applicant: 'Példa Panzió Kft.',
      });
      expect(await named({ nev: 'Kovács Anna', applicantType: 'SOLE_PROPRIETORSHIP' })).toEqual({
        person: 'Kovács Anna',
        applicant: 'Kovács Anna',
      });
    });

    it('accepts each applicant type', async () => {
      for (const applicantType of ['SOLE_PROPRIETORSHIP', 'INDIVIDUAL_TAXPAYER']) {
        expect((await register({ applicantType })).response.statusCode).toBe(200);
      }
      expect((await register({ applicantType: 'OTHER' })).response.statusCode).toBe(400);
    });

    it('refuses a missing, wrong or replayed captcha and unaccepted terms', async () => {
      expect((await register({ recaptcha: 'bm90LWEtcGF5bG9hZA==' })).response.statusCode).toBe(400);
      const first = await register();
      expect(first.response.statusCode).toBe(200);
      const replay = await register({ recaptcha: first.body.recaptcha });
      expect(replay.response.statusCode).toBe(400);
      expect(replay.response.json().message).toBe(
        'Az emberi ellenőrzés sikertelen. Kérjük, próbálja újra.',
      );
      expect((await register({ aszfAccepted: false })).response.statusCode).toBe(400);
    });

    it('answers a registered e-mail exactly like a new one, and warns the owner by mail', async () => {
      const existing = await createUser(app(), { name: 'Meglévő Márta' });
      const fresh = await register();
      const again = await register({ email: existing.email.toUpperCase() });
      expect(again.response.statusCode).toBe(fresh.response.statusCode);
      expect(again.response.json()).toEqual(fresh.response.json());
      const mail = await smtp.waitForMessage((message) => recipient(message) === existing.email);
      expect(mail.subject).toBe('Regisztrációs kísérlet – Turisztikai Pályázati Portál');
      const users = await app()
        .db.selectFrom('felhasznalo')
        .select('id')
        .where('email', '=', existing.email)
        .execute();
      expect(users).toHaveLength(1);
    });

    it('set-password: rule and breached list, single use, then login with the e-mailed second factor', async () => {
      const { body } = await register();
      const token = tokenOf(
        await smtp.waitForMessage((message) => recipient(message) === body.email),
      );
      const agent = await anonymousAgent(app());
      const weak = await agent.post('/api/felhasznalok/set-password', { jelszo: 'gyenge', token });
      expect(weak.statusCode).toBe(400);
      const breached = await agent.post('/api/felhasznalok/set-password', {
        jelszo: 'Password123!',
        token,
      });
      expect(breached.statusCode).toBe(400);
      expect(breached.json().message).toMatch(/feltört jelszavak listáján/);
      expect(breached.json().errors).toEqual([
        expect.objectContaining({ path: '/jelszo', message: 'validators.breachedPassword' }),
      ]);
      const ok = await agent.post('/api/felhasznalok/set-password', {
        jelszo: GOOD_PASSWORD,
        token,
      });
      expect(ok.statusCode).toBe(200);
      const reuse = await agent.post('/api/felhasznalok/set-password', {
        jelszo: `${GOOD_PASSWORD}x`,
        token,
      });
      expect(reuse.statusCode).toBe(400);
      const login = await agent.post('/api/login', { email: body.email, password: GOOD_PASSWORD });
      expect(login.statusCode).toBe(200);
      expect(login.json().needs2Fa).toBe(true);
    });

    it("asks a company's owner for their own name on the set-password link, and stores it once (decision 0038)", async () => {
      const personOf = async (email: string) =>
        (
          await app()
            .db.selectFrom('felhasznalo')
            .select('nev')
            .where('email', '=', email)
            .executeTakeFirstOrThrow()
        ).nev;
      const company = await register();
      const companyMail = await smtp.waitForMessage(
        (message) => recipient(message) === company.body.email,
      );
      expect(companyMail.text).toMatch(/\/setPassword\?token=[A-Za-z0-9_-]+&askName=1/);
      const agent = await anonymousAgent(app());
      const asked = await agent.post('/api/felhasznalok/set-password', {
        jelszo: GOOD_PASSWORD,
        token: tokenOf(companyMail),
        nev: '  Kovács Anna ',
      });
      expect(asked.statusCode).toBe(200);
      expect(await personOf(company.body.email)).toBe('Kovács Anna');

      // A person named at registration is not asked, and a set-password call renames no one.
      const sole = await register({ nev: 'Szabó Béla', applicantType: 'SOLE_PROPRIETORSHIP' });
      const soleMail = await smtp.waitForMessage(
        (message) => recipient(message) === sole.body.email,
      );
      expect(soleMail.text).not.toMatch(/askName/);
      const kept = await agent.post('/api/felhasznalok/set-password', {
        jelszo: GOOD_PASSWORD,
        token: tokenOf(soleMail),
        nev: 'Valaki Más',
      });
      expect(kept.statusCode).toBe(200);
      expect(await personOf(sole.body.email)).toBe('Szabó Béla');
    });

    it('set-password tokens expire', async () => {
      const { body } = await register();
      const token = tokenOf(
        await smtp.waitForMessage((message) => recipient(message) === body.email),
      );
      await app()
        .db.updateTable('egyszeri_token')
        .set({ lejarat: new Date(Date.now() - 1000) })
        .where('token_hash', '=', sha256(token))
        .execute();
      const agent = await anonymousAgent(app());
      expect(
        (await agent.post('/api/felhasznalok/set-password', { jelszo: GOOD_PASSWORD, token }))
          .statusCode,
      ).toBe(400);
    });

    it('password reset: same answer for known and unknown e-mails; a 1-hour link only to the known one', async () => {
      const user = await createUser(app());
      const agent = await anonymousAgent(app());
      const known = await agent.post('/api/felhasznalok/password-reset', {
        email: user.email,
        recaptcha: await solveCaptcha(agent),
      });
      const ghost = uniqueEmail('ghost');
      const unknown = await agent.post('/api/felhasznalok/password-reset', {
        email: ghost,
        recaptcha: await solveCaptcha(agent),
      });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      const mail = await smtp.waitForMessage((message) => recipient(message) === user.email);
      expect(mail.subject).toBe('Elfelejtett jelszó – Turisztikai Pályázati Portál');
      const token = tokenOf(mail);
      const row = await app()
        .db.selectFrom('egyszeri_token')
        .selectAll()
        .where('token_hash', '=', sha256(token))
        .executeTakeFirstOrThrow();
      expect(row.cel).toBe('PASSWORD_RESET');
      expect(Math.abs(row.lejarat.getTime() - row.letrehozva.getTime() - 3_600_000)).toBeLessThan(
        60_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.messages.some((message) => recipient(message) === ghost)).toBe(false);

      // The link sets a new password once; sessions of the user end.
      const signedIn = await anonymousAgent(app());
      await signedIn.post('/api/login', { email: user.email, password: user.password });
      expect((await signedIn.get('/api/felhasznalok/current')).statusCode).toBe(200);
      expect(
        (await agent.post('/api/felhasznalok/set-password', { jelszo: GOOD_PASSWORD, token }))
          .statusCode,
      ).toBe(200);
      expect((await signedIn.get('/api/felhasznalok/current')).statusCode).toBe(401);
      expect(
        (await agent.post('/api/login', { email: user.email, password: GOOD_PASSWORD })).statusCode,
      ).toBe(200);
    });

    it('password reset refuses a missing captcha with a message', async () => {
      const agent = await anonymousAgent(app());
      const response = await agent.post('/api/felhasznalok/password-reset', {
        email: uniqueEmail('x'),
        recaptcha: 'x',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('emberi ellenőrzés');
    });

    it('password reset takes comparable time for known and unknown e-mails', async () => {
      const user = await createUser(app());
      const agent = await anonymousAgent(app());
      const time = async (email: string) => {
        const recaptcha = await solveCaptcha(agent);
        const started = performance.now();
        await agent.post('/api/felhasznalok/password-reset', { email, recaptcha });
        return performance.now() - started;
      };
      const known = [await time(user.email), await time(user.email)];
      const unknown = [await time(uniqueEmail('t')), await time(uniqueEmail('t'))];
      // The mail leaves after the answer; what remains is one insert of a token.
      expect(Math.abs(mean(known) - mean(unknown))).toBeLessThan(Math.max(50, mean(unknown)));
    });

    it('limits registration and password reset per e-mail (counted before the captcha is checked)', async () => {
      const agent = await anonymousAgent(app());
      for (const url of ['/api/felhasznalok/registration', '/api/felhasznalok/password-reset']) {
        const email = uniqueEmail('limit');
        const body = url.endsWith('registration')
          ? {
              nev: 'Limit Kft.',
              email,
              taxNumber: taxNumber(),
              recaptcha: 'x',
              aszfAccepted: true,
              applicantType: 'JOINT_VENTURE',
            }
          : { email, recaptcha: 'x' };
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 4; attempt += 1)
          statuses.push((await agent.post(url, body)).statusCode);
        expect(statuses).toEqual([400, 400, 400, 429]);
      }
    });

    it('publishes the registration, set-password and two-factor calls in the OpenAPI document', async () => {
      const response = await app().inject('/api/openapi.json');
      const paths = Object.keys(response.json().paths);
      for (const path of [
        '/api/csrf',
        '/api/login',
        '/api/kijelentkezes',
        '/api/felhasznalok/current',
        '/api/felhasznalok/password-reset',
        '/api/felhasznalok/registration',
        '/api/felhasznalok/set-password',
        '/api/felhasznalok/two-factor',
        '/api/felhasznalok/two-factor/send',
        '/api/felhasznalok/two-factor/verify',
      ]) {
        expect(paths).toContain(path);
      }
    });
  });
}
