/**
 * E-mails to the applicant's users when a status change asks them to act (supplement requested,
 * approved, contract ready for booking, instalment due) or staff open a completion report; none
 * for internal steps. Each user who asked for e-mail notifications gets one in their language.
 *
 * Through an outbox (docs/decisions/0010): `enqueueStatusMails` writes the mails in the
 * transaction of the status change (a rolled-back change mails nobody), `deliverOutbox` sends
 * them with retries and backoff (a failed SMTP server delays a mail, it does not lose it).
 */
import { PAGE_PATHS } from '../../shared/page-paths.ts';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { DB } from '../db/types.ts';
import { composeMail } from '../mail/compose.ts';
import {
  type ClaimedMail,
  claimDueMails,
  enqueueMails,
  markMailFailed,
  markMailSent,
  markMailUndeliverable,
} from '../repositories/outbox.ts';
import { listNotifiedUsers } from '../repositories/transitions.ts';
import { progressMessage } from './messages.ts';

/** The statuses that ask the applicant to act, and the text of each ('progress' mails.*). */
export const ACTION_STATUSES: Readonly<Record<string, string>> = {
  WAITING_FOR_SUPPLEMENT: 'supplementRequested',
  APPROVED: 'approved',
  UNDER_APPOINTMENT_BOOKING: 'contractReady',
  INSTALLMENT_DUE: 'installmentDue',
};

/** How long a claimed mail is left to its worker before another may send it again. */
const LEASE_MS = 5 * 60_000;
/** Mails one delivery run sends at most. */
const BATCH = 50;

/** The wait before attempt `attempts + 1`: one minute, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Writes the mails of a new status to the outbox, in the status change's transaction, when the
 * status asks the applicant to act; or, with `template`, a request to act that is not a status
 * change (a 'progress' mails.* key, e.g. a completion report due).
 */
export async function enqueueStatusMails(
  trx: Transaction<DB>,
  input: {
    applicationId: number;
    applicantId: number;
    azonosito: string;
    statusz: string;
    /** An instant, or a calendar day (yyyy-MM-dd) shown without a time. */
    hatarido?: Date | string | null;
    template?: string;
    /** A staff note the mail quotes (a completion report returned for correction). */
    megjegyzes?: string;
  },
): Promise<void> {
  const template = input.template ?? ACTION_STATUSES[input.statusz];
  if (!template) return;
  const users = await listNotifiedUsers(trx, input.applicantId);
  await enqueueMails(
    trx,
    users.map((user) => ({
      applicationId: input.applicationId,
      recipient: user.email,
      name: user.nev,
      language: user.language,
      template,
      params: {
        application: input.azonosito,
        deadline:
          input.hatarido instanceof Date ? input.hatarido.toISOString() : (input.hatarido ?? ''),
        ...(input.megjegyzes === undefined ? {} : { note: input.megjegyzes }),
      },
    })),
  );
}

/**
 * Writes the submission receipt to the outbox for the applicant's users, in the submission's
 * transaction: the reference number, the submission time (Budapest time when rendered) and the
 * content hash of the signed final document.
 */
export async function enqueueReceiptMails(
  trx: Transaction<DB>,
  input: {
    applicationId: number;
    applicantId: number;
    azonosito: string;
    submittedAt: Date;
    contentHash: string;
  },
  /** The recipients when the caller read them already (listNotifiedUsers, before its lock). */
  recipients?: Awaited<ReturnType<typeof listNotifiedUsers>>,
): Promise<void> {
  const users = recipients ?? (await listNotifiedUsers(trx, input.applicantId));
  await enqueueMails(
    trx,
    users.map((user) => ({
      applicationId: input.applicationId,
      recipient: user.email,
      name: user.nev,
      language: user.language,
      template: 'submissionReceipt',
      params: {
        application: input.azonosito,
        submittedAt: input.submittedAt.toISOString(),
        hash: input.contentHash,
      },
    })),
  );
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A deadline in the reader's language: a day as it is, an instant in Budapest time. */
function formatDeadline(deadline: string, language: 'hu' | 'en'): string {
  if (!deadline) return '';
  const day = CALENDAR_DAY.test(deadline);
  return new Intl.DateTimeFormat(language === 'hu' ? 'hu-HU' : 'en-GB', {
    dateStyle: 'long',
    ...(day ? { timeZone: 'UTC' } : { timeStyle: 'short', timeZone: 'Europe/Budapest' }),
  }).format(new Date(day ? `${deadline}T00:00:00Z` : deadline));
}

/** The subject of an outbox mail in its language (also the back office's list of failed mails). */
export function mailSubject(mail: Pick<ClaimedMail, 'language' | 'template' | 'params'>): string {
  return progressMessage(mail.language, `mails.${mail.template}.subject`, renderedParams(mail));
}

function renderedParams(mail: Pick<ClaimedMail, 'language' | 'params'>): Record<string, string> {
  const deadline = formatDeadline(mail.params.deadline ?? '', mail.language);
  const submittedAt = formatDeadline(mail.params.submittedAt ?? '', mail.language);
  return { ...mail.params, deadline, submittedAt };
}

function render(app: FastifyInstance, mail: ClaimedMail) {
  const params = renderedParams(mail);
  const { text, html } = composeMail(mail.language, {
    name: mail.name,
    paragraphs: [progressMessage(mail.language, `mails.${mail.template}.body`, params)],
    // A mail with its own link (a staff invitation's set-password page) names its own action.
    action: mail.params.link
      ? {
          label: progressMessage(mail.language, `mails.${mail.template}.action`),
          url: new URL(mail.params.link, app.config.auth.publicUrl).toString(),
        }
      : {
          label: progressMessage(mail.language, 'mails.action'),
          url: new URL(PAGE_PATHS.progress, app.config.auth.publicUrl).toString(),
        },
  });
  return {
    to: mail.recipient,
    subject: mailSubject(mail),
    text,
    html,
  };
}

/**
 * Sends the due mails of the outbox (only one application's with `applicationId`): each sent one
 * is marked sent, each failure is logged and retried later with backoff; the failure of the last
 * allowed attempt (OUTBOX_MAX_ATTEMPTS) marks the mail FAILED: not retried, counted in the metrics
 * and listed for staff in the back office.
 */
export async function deliverOutbox(
  app: FastifyInstance,
  options: { applicationId?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const now = app.clock();
  const mails = await claimDueMails(app.db, {
    now,
    leaseMs: LEASE_MS,
    limit: BATCH,
    ...options,
  });
  let sent = 0;
  let failed = 0;
  for (const mail of mails) {
    try {
      await app.mail.send(render(app, mail));
      await markMailSent(app.db, mail.id, app.clock());
      sent += 1;
    } catch (error) {
      failed += 1;
      const message = (error as Error).message ?? String(error);
      if (mail.attempts >= app.config.outboxMaxAttempts) {
        app.log.error(
          { err: error, mail: mail.id, attempts: mail.attempts },
          'status mail given up after its last attempt',
        );
        await markMailUndeliverable(app.db, mail.id, message, app.clock());
        app.metrics.outboxMailsFailed.inc();
        continue;
      }
      app.log.warn({ err: error, mail: mail.id, attempts: mail.attempts }, 'status mail not sent');
      await markMailFailed(
        app.db,
        mail.id,
        message,
        new Date(app.clock().getTime() + retryDelayMs(mail.attempts)),
      );
    }
  }
  return { sent, failed };
}
