import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestApp,
  closeTestApp,
  createTestApp,
  describeOnEachDatabase,
} from '../helpers/app.ts';
import { DATABASE_KINDS } from '../helpers/database.ts';
import { type TestSmtp, startTestSmtp } from '../helpers/smtp.ts';
import { composeMail } from '../../src/server/mail/compose.ts';
import { mailText } from '../../src/server/mail/texts.ts';
import { extractLinks, linkify } from '../../src/server/mail/mailbox-page.ts';

for (const kind of DATABASE_KINDS) {
  describe(`mail through SMTP [${kind}]`, () => {
    let smtp: TestSmtp;
    let testApp: TestApp;
    beforeAll(async () => {
      smtp = await startTestSmtp();
      testApp = await createTestApp(kind, { smtpUrl: smtp.url });
    });
    afterAll(async () => {
      await closeTestApp(testApp);
      await smtp.close();
    });

    it('delivers a Hungarian mail whose text and HTML parts parse back intact', async () => {
      const { app } = testApp;
      expect(app.mail.delivery).toBe('smtp');
      const url = 'http://localhost:3000/setPassword?token=abc123';
      const body = composeMail('hu', {
        name: 'Őri Űrsula',
        paragraphs: [mailText('hu', 'setPassword.intro'), 'Árvíztűrő tükörfúrógép: ő, ű, Ő, Ű.'],
        action: { label: mailText('hu', 'setPassword.action'), url },
        afterAction: [mailText('hu', 'setPassword.expiry', { hours: 24 })],
      });
      await app.mail.send({
        to: 'ursula@example.hu',
        subject: `${mailText('hu', 'setPassword.subject')} – őű`,
        ...body,
      });
      const mail = await smtp.waitForMessage((message) => message.subject?.endsWith('őű') ?? false);
      expect(mail.subject).toBe('Jelszó beállítása – Turisztikai Pályázati Portál – őű');
      expect(mail.from?.text).toContain('noreply@palyazat.example.hu');
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      expect(to?.value[0]?.address).toBe('ursula@example.hu');
      expect(mail.text).toContain('Tisztelt Őri Űrsula!');
      expect(mail.text).toContain('Árvíztűrő tükörfúrógép: ő, ű, Ő, Ű.');
      expect(mail.text).toContain(url);
      expect(mail.text).toContain('A hivatkozás 24 óráig érvényes.');
      expect(mail.html).toContain('Árvíztűrő tükörfúrógép: ő, ű, Ő, Ű.');
      expect(mail.html).toContain(`href="${url}"`);
      expect(mail.html).toContain('Tisztelt Őri Űrsula!');
    });
  });
}

describeOnEachDatabase(
  'development mailbox',
  (get) => {
    it('stores mail without SMTP_URL and lists it at /api/dev/mailbox', async () => {
      const { app } = get();
      expect(app.mail.delivery).toBe('mailbox');
      await app.mail.send({
        to: 'teszt@example.hu',
        subject: 'Belépési kód <script>alert(1)</script> ő',
        text: 'Kód: 123456\nBelépés: http://localhost:3000/2Fa?x=1&y=<b> vége.',
        html: '<p>Kód: <b>123456</b></p>',
      });
      const response = await app.inject('/api/dev/mailbox?to=teszt@example.hu');
      expect(response.statusCode).toBe(200);
      const { delivery, messages } = response.json() as {
        delivery: string;
        messages: Array<{ id: number; subject: string; text: string; recipient: string }>;
      };
      expect(delivery).toBe('mailbox');
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({
        recipient: 'teszt@example.hu',
        subject: 'Belépési kód <script>alert(1)</script> ő',
      });
    });

    it('shows the mail on /dev/mailbox escaped, with clickable links and no script', async () => {
      const { app } = get();
      const response = await app.inject({ url: '/dev/mailbox', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      const page = response.body;
      expect(page).toContain('Fejlesztői postafiók');
      expect(page).not.toMatch(/<script/i);
      expect(page).toContain('Belépési kód &lt;script&gt;alert(1)&lt;/script&gt; ő');
      expect(page).toContain('<a href="http://localhost:3000/2Fa?x=1&amp;y=">');
      expect(page).toContain('teszt@example.hu');
    });

    it('serves one mail as HTML in a sandbox', async () => {
      const { app } = get();
      const list = (await app.inject('/api/dev/mailbox')).json() as {
        messages: Array<{ id: number }>;
      };
      const id = list.messages[0]?.id;
      const response = await app.inject(`/dev/mailbox/${id}/html`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<p>Kód: <b>123456</b></p>');
      expect(String(response.headers['content-security-policy'])).toMatch(/^sandbox/);
      expect((await app.inject('/dev/mailbox/999999/html')).statusCode).toBe(404);
    });
  },
  { env: { ENV: 'dev' } },
);

describeOnEachDatabase('development mailbox outside local and dev', (get) => {
  it('answers 404 for the page and the API', async () => {
    const { app } = get();
    expect(
      (await app.inject({ url: '/dev/mailbox', headers: { accept: 'text/html' } })).statusCode,
    ).toBe(404);
    expect((await app.inject('/api/dev/mailbox')).statusCode).toBe(404);
  });
});

describe('mail composition', () => {
  it('escapes names and texts in the HTML part', () => {
    const { text, html } = composeMail('en', {
      name: '<img src=x onerror=alert(1)>',
      paragraphs: ['a & b'],
      action: { label: 'Go "now"', url: 'https://example.hu/?a=1&b=2' },
    });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('a &amp; b');
    expect(html).toContain('href="https://example.hu/?a=1&amp;b=2"');
    expect(text).toContain('Dear <img src=x onerror=alert(1)>,');
    expect(text).toContain('Go "now": https://example.hu/?a=1&b=2');
  });

  it('translates with Hungarian fallback and refuses unknown keys', () => {
    expect(mailText('en', 'twoFactor.intro', { code: '123456' })).toBe(
      'Your one-time sign-in code: 123456',
    );
    expect(mailText('hu', 'twoFactor.intro', { code: '123456' })).toBe(
      'Az Ön egyszer használható belépési kódja: 123456',
    );
    expect(() => mailText('hu', 'nope.missing')).toThrow('Unknown mail text: mail:nope.missing');
  });

  it('finds and links http(s) URLs only', () => {
    expect(extractLinks('see https://a.hu/x?y=1. and http://b.hu, javascript:alert(1)')).toEqual([
      'https://a.hu/x?y=1',
      'http://b.hu',
    ]);
    expect(linkify('<b> https://a.hu/?q=<x>')).toBe(
      '&lt;b&gt; <a href="https://a.hu/?q=">https://a.hu/?q=</a>&lt;x&gt;',
    );
  });
});

describe('mail texts', () => {
  const flatten = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [`${prefix}${key}`]
        : flatten(value as object, `${prefix}${key}.`),
    );

  it('has the same keys in Hungarian and English', async () => {
    const hu = (await import('../../src/shared/locales/hu/mail.json', { with: { type: 'json' } }))
      .default;
    const en = (await import('../../src/shared/locales/en/mail.json', { with: { type: 'json' } }))
      .default;
    expect(flatten(en).toSorted()).toEqual(flatten(hu).toSorted());
  });

  it('has every key the server asks for', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const path = await import('node:path');
    const root = path.resolve(import.meta.dirname, '../../src/server');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const used = new Set<string>();
    for (const file of files) {
      const source = readFileSync(path.join(root, file), 'utf8');
      for (const match of source.matchAll(/mailText\(\s*[\w.]+\s*,\s*'([\w.]+)'/g))
        used.add(match[1] as string);
    }
    expect(used.size).toBeGreaterThan(5);
    for (const key of used) {
      expect(() => mailText('hu', key)).not.toThrow();
      expect(() => mailText('en', key)).not.toThrow();
    }
  });
});
