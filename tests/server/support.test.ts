import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, closeTestApp, createTestApp } from '../helpers/app.ts';
import { anonymousAgent } from '../helpers/auth.ts';
import { DATABASE_KINDS } from '../helpers/database.ts';
import { signedInUser } from '../helpers/master-data.ts';
import { type TestSmtp, startTestSmtp } from '../helpers/smtp.ts';

for (const kind of DATABASE_KINDS) {
  describe(`support requests [${kind}]`, () => {
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

    it('mails the question to customer service and confirms it to the user', async () => {
      const member = await signedInUser(testApp.app, 'Kovács Őrs');
      const response = await member.agent.post('/api/support-requests', {
        topic: 'documents',
        message: 'Nem tudom feltölteni a tűzvédelmi engedélyt.',
      });
      expect(response.statusCode).toBe(202);

      const service = await smtp.waitForMessage(
        (mail) => mail.subject?.includes('Dokumentumok feltöltése') ?? false,
      );
      expect(service.to && 'text' in service.to ? service.to.text : '').toContain(
        testApp.app.config.support.email,
      );
      expect(service.text).toContain('Nem tudom feltölteni a tűzvédelmi engedélyt.');
      expect(service.text).toContain(member.email);

      const confirmation = await smtp.waitForMessage((mail) =>
        (mail.to && 'text' in mail.to ? mail.to.text : '').includes(member.email),
      );
      expect(confirmation.text).toContain('Kovács Őrs');
      expect(confirmation.text).toContain('Dokumentumok feltöltése');
    });

    it('escapes the user message in the HTML part', async () => {
      const member = await signedInUser(testApp.app);
      const response = await member.agent.post('/api/support-requests', {
        topic: 'technical',
        message: '<script>alert(1)</script> különös',
      });
      expect(response.statusCode).toBe(202);
      const mail = await smtp.waitForMessage(
        (candidate) => candidate.text?.includes('különös') ?? false,
      );
      expect(String(mail.html)).not.toContain('<script>');
      expect(String(mail.html)).toContain('&lt;script&gt;');
    });

    it('answers 404 for an application that is not the user’s', async () => {
      const member = await signedInUser(testApp.app);
      const response = await member.agent.post('/api/support-requests', {
        topic: 'application',
        message: 'Kérdés',
        applicationId: 987654,
      });
      expect(response.statusCode).toBe(404);
    });

    it('refuses anonymous requests and invalid bodies', async () => {
      const anonymous = await anonymousAgent(testApp.app);
      expect(
        (await anonymous.post('/api/support-requests', { topic: 'other', message: 'x' }))
          .statusCode,
      ).toBe(401);
      const member = await signedInUser(testApp.app);
      const blank = await member.agent.post('/api/support-requests', {
        topic: 'other',
        message: '   ',
      });
      expect(blank.statusCode).toBe(400);
      const unknownTopic = await member.agent.post('/api/support-requests', {
        topic: 'lottery',
        message: 'x',
      });
      expect(unknownTopic.statusCode).toBe(400);
    });
  });
}
