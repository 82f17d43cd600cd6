/**
 * Status mails through the outbox (docs/decisions/0010): written in the transaction of the status
 * change, delivered by the worker through a real SMTP server, retried with backoff when the
 * server refuses, never sent for a rolled-back change or an internal step.
 */
import { afterAll, expect, it } from 'vitest';
import { applyLocked, withLockedApplication } from '../../src/server/lifecycle/service.ts';
import { deliverOutbox, retryDelayMs } from '../../src/server/lifecycle/notifications.ts';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { callsTestOverrides } from '../helpers/calls.ts';
import { staffAgent, submitted } from '../helpers/lifecycle.ts';
import { type ParsedMail, startTestSmtp } from '../helpers/smtp.ts';

const smtp = await startTestSmtp();
afterAll(() => smtp.close());

/** True when the message is a status mail to `email` (not the receipt every submission mails). */
function sentTo(message: ParsedMail, email: string): boolean {
  if (/^(Benyújtási nyugta|Submission receipt) – /.test(message.subject ?? '')) return false;
  const to = Array.isArray(message.to) ? message.to[0] : message.to;
  return to?.value.some((address) => address.address === email) ?? false;
}

let offsetMs = 0;
/** OUTBOX_MAX_ATTEMPTS of these tests. */
const MAX_ATTEMPTS = 3;
const clock = () => new Date(Date.now() + offsetMs);

/** The outbox rows of one recipient, but the submission receipt. */
async function outboxOf(app: import('fastify').FastifyInstance, recipient: string) {
  return app.db
    .selectFrom('ertesites_kimeno')
    .selectAll()
    .where('cimzett', '=', recipient)
    .where('sablon', '!=', 'submissionReceipt')
    .orderBy('id')
    .execute();
}

describeOnEachDatabase(
  'mail outbox',
  (get) => {
    it('keeps a mail the SMTP server refused pending, and a later run sends it once', async () => {
      const { app } = get();
      const { company, id } = await submitted(app);
      const manager = await staffAgent(app, ['VEZETO']);
      smtp.refuse(true);
      try {
        const requested = await manager.post(`/api/palyazatok/${id}/esemenyek`, {
          esemeny: 'REQUEST_SUPPLEMENT',
          hatarido: '2027-03-31T10:00:00.000Z',
          tetelek: ['loanClaim.projektCim'],
        });
        // The decision stands although the mail could not go out.
        expect(requested.statusCode, requested.body).toBe(200);
      } finally {
        smtp.refuse(false);
      }
      const [pending] = await outboxOf(app, company.owner.email);
      expect(pending).toMatchObject({
        allapot: 'PENDING',
        probalkozasok: 1,
        nyelv: 'hu',
        sablon: 'supplementRequested',
        palyazat_id: id,
      });
      expect(pending?.utolso_hiba).toContain('try again later');
      expect(smtp.messages.some((mail) => sentTo(mail, company.owner.email))).toBe(false);

      // Not due yet: the backoff holds it back even though the server works again.
      expect(await deliverOutbox(app)).toMatchObject({ sent: 0 });
      offsetMs = retryDelayMs(1) + 1000;
      try {
        const [first, second] = await Promise.all([deliverOutbox(app), deliverOutbox(app)]);
        // Two workers at once: the mail is claimed by one of them only.
        expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBeGreaterThanOrEqual(1);
      } finally {
        offsetMs = 0;
      }
      const mail = await smtp.waitForMessage((message) => sentTo(message, company.owner.email));
      expect(mail.subject).toMatch(/^Hiánypótlás szükséges/);
      // The deadline in Budapest time: 10:00Z on 31 March 2027 is 12:00 (summer time).
      expect(mail.text).toContain('12:00');
      expect(mail.text).toContain('/progress');
      const [sent] = await outboxOf(app, company.owner.email);
      expect(sent).toMatchObject({ allapot: 'SENT', probalkozasok: 2, utolso_hiba: null });
      expect(smtp.messages.filter((message) => sentTo(message, company.owner.email))).toHaveLength(
        1,
      );
      expect(await deliverOutbox(app)).toMatchObject({ sent: 0, failed: 0 });
    });

    it('gives a mail up after OUTBOX_MAX_ATTEMPTS refusals: FAILED, counted, listed for ADMIN, retried on request', async () => {
      const { app } = get();
      const { company, id } = await submitted(app);
      const manager = await staffAgent(app, ['VEZETO']);
      const admin = await staffAgent(app, ['ADMIN']);
      const failedTotal = async () =>
        (await app.metrics.registry.getSingleMetric('portal_outbox_failed_total')?.get())?.values[0]
          ?.value ?? 0;
      const failedBefore = await failedTotal();
      smtp.refuse(true);
      try {
        const requested = await manager.post(`/api/palyazatok/${id}/esemenyek`, {
          esemeny: 'REQUEST_SUPPLEMENT',
          hatarido: '2027-03-31T10:00:00.000Z',
          tetelek: ['loanClaim.projektCim'],
        });
        expect(requested.statusCode, requested.body).toBe(200);
        // Attempt 1 was the request's own; the worker makes the others, each after its backoff.
        for (let attempt = 2; attempt <= MAX_ATTEMPTS + 2; attempt++) {
          offsetMs = attempt * 3 * 3_600_000;
          await deliverOutbox(app);
        }
      } finally {
        smtp.refuse(false);
        offsetMs = 0;
      }
      const [failed] = await outboxOf(app, company.owner.email);
      expect(failed).toMatchObject({ allapot: 'FAILED', probalkozasok: MAX_ATTEMPTS });
      expect(failed?.utolso_hiba).toContain('try again later');
      expect(failed?.sikertelen).toBeInstanceOf(Date);
      expect(await failedTotal()).toBe(failedBefore + 1);
      const metrics = await app.metrics.registry.getSingleMetricAsString('portal_outbox_mails');
      expect(metrics).toMatch(/portal_outbox_mails\{state="FAILED"\} [1-9]/);

      // Not retried by the worker, however late it gets.
      offsetMs = 100 * 3_600_000;
      try {
        expect(await deliverOutbox(app, { applicationId: id })).toMatchObject({ sent: 0 });
      } finally {
        offsetMs = 0;
      }
      expect(smtp.messages.some((message) => sentTo(message, company.owner.email))).toBe(false);

      // Listed for ADMIN only, without the mail's parameters.
      const url = '/api/backoffice/kimeno-levelek/sikertelen';
      expect((await manager.get(url)).statusCode).toBe(403);
      expect((await company.owner.agent.get(url)).statusCode).toBe(403);
      const listing = await admin.get(url);
      expect(listing.statusCode, listing.body).toBe(200);
      const entry = (listing.json().levelek as Array<Record<string, unknown>>).find(
        (mail) => mail.id === failed?.id,
      );
      expect(entry).toMatchObject({
        sablon: 'supplementRequested',
        cimzett: company.owner.email,
        nyelv: 'hu',
        palyazat: { id },
        probalkozasok: MAX_ATTEMPTS,
        utolsoHiba: expect.stringContaining('try again later'),
      });
      expect(entry?.targy).toMatch(/^Hiánypótlás szükséges/);
      expect(entry).not.toHaveProperty('parameterek');
      expect(typeof entry?.sikertelen).toBe('string');

      // Retried on request: pending again, due now, delivered by the next run.
      const retryUrl = `/api/backoffice/kimeno-levelek/${failed?.id}/ujrakuldes`;
      expect((await manager.post(retryUrl, {})).statusCode).toBe(403);
      const retried = await admin.post(retryUrl, {});
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json()).toEqual({ id: failed?.id, allapot: 'PENDING' });
      expect((await admin.post(retryUrl, {})).statusCode).toBe(404);
      expect(await deliverOutbox(app, { applicationId: id })).toMatchObject({ sent: 1 });
      await smtp.waitForMessage((message) => sentTo(message, company.owner.email));
      const [sent] = await outboxOf(app, company.owner.email);
      expect(sent).toMatchObject({ allapot: 'SENT', probalkozasok: 1, sikertelen: null });
      expect(
        (listing.json().levelek as unknown[]).length -
          ((await admin.get(url)).json().levelek as unknown[]).length,
      ).toBe(1);
    });

    it('writes nothing for a rolled-back transition or an internal step', async () => {
      const { app } = get();
      const { company, id } = await submitted(app);
      const manager = await staffAgent(app, ['VEZETO']);
      for (const esemeny of ['START_VERIFICATION', 'SEND_TO_MANAGEMENT']) {
        const response = await manager.post(`/api/palyazatok/${id}/esemenyek`, { esemeny });
        expect(response.statusCode, response.body).toBe(200);
      }
      expect(await outboxOf(app, company.owner.email)).toEqual([]);
      // APPROVED asks the applicant to act, but the transaction fails after the status change.
      await expect(
        withLockedApplication(app.db, id, async (trx, current) => {
          await applyLocked(trx, current, { type: 'APPROVE', actor: 'STAFF', userId: null });
          throw new Error('a later step of the same transaction failed');
        }),
      ).rejects.toThrow('a later step');
      expect(await outboxOf(app, company.owner.email)).toEqual([]);
      const stored = await app.db
        .selectFrom('palyazat')
        .select('statusz')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored.statusz).toBe('MANAGEMENT_REVIEW');
      // Committed, it mails the applicant's users in their language.
      await app.db
        .updateTable('felhasznalo')
        .set({ language: 'en' })
        .where('email', '=', company.owner.email)
        .execute();
      const approved = await manager.post(`/api/palyazatok/${id}/esemenyek`, {
        esemeny: 'APPROVE',
      });
      expect(approved.statusCode).toBe(200);
      const mail = await smtp.waitForMessage((message) => sentTo(message, company.owner.email));
      expect(mail.subject).not.toMatch(/[őűáé]/);
      expect(await outboxOf(app, company.owner.email)).toEqual([
        expect.objectContaining({ allapot: 'SENT', nyelv: 'en', sablon: 'approved' }),
      ]);
    });
  },
  {
    overrides: {
      ...callsTestOverrides(),
      smtpUrl: smtp.url,
      outboxMaxAttempts: MAX_ATTEMPTS,
      // The test runs the worker itself.
      jobs: { supplementDeadlineIntervalMs: 0, mailOutboxIntervalMs: 0 },
    },
    clock,
  },
);
