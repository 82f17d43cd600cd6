/**
 * E-mails to the applicant's users when a status change asks them to act (supplement requested,
 * approved, contract ready for booking, instalment due), or staff ask for a completion report;
 * none for internal steps. Each user gets
 * it in their language, if they asked for e-mail notifications. Sent after the transition
 * committed: a failed send is logged and does not undo the decision.
 */
import type { FastifyInstance } from 'fastify';
import { composeMail } from '../mail/compose.ts';
import { listNotifiedUsers } from '../repositories/transitions.ts';
import { progressMessage } from './messages.ts';

/** The statuses that ask the applicant to act, and the text of each ('progress' mails.*). */
export const ACTION_STATUSES: Readonly<Record<string, string>> = {
  WAITING_FOR_SUPPLEMENT: 'supplementRequested',
  APPROVED: 'approved',
  UNDER_APPOINTMENT_BOOKING: 'contractReady',
  INSTALLMENT_DUE: 'installmentDue',
};

/** Notifies the applicant's users of a new status when it asks them to act. */
export async function notifyApplicant(
  app: FastifyInstance,
  input: {
    applicantId: number;
    azonosito: string;
    statusz: string;
    hatarido?: Date;
    /** A request to act that is not a status change ('progress' mails.*, e.g. a report due). */
    mailKey?: string;
    /** The deadline is a day, shown without a time. */
    dateOnly?: boolean;
  },
): Promise<number> {
  const key = input.mailKey ?? ACTION_STATUSES[input.statusz];
  if (!key) return 0;
  let users: Awaited<ReturnType<typeof listNotifiedUsers>>;
  try {
    users = await listNotifiedUsers(app.db, input.applicantId);
  } catch (error) {
    app.log.warn({ err: error, status: input.statusz }, 'status notification not sent');
    return 0;
  }
  let sent = 0;
  for (const user of users) {
    const deadline = input.hatarido
      ? new Intl.DateTimeFormat(user.language === 'hu' ? 'hu-HU' : 'en-GB', {
          dateStyle: 'long',
          timeStyle: input.dateOnly ? undefined : 'short',
          timeZone: 'Europe/Budapest',
        }).format(input.hatarido)
      : '';
    const params = { application: input.azonosito, deadline };
    const { text, html } = composeMail(user.language, {
      name: user.nev,
      paragraphs: [progressMessage(user.language, `mails.${key}.body`, params)],
      action: {
        label: progressMessage(user.language, 'mails.action'),
        url: new URL('/progress', app.config.auth.publicUrl).toString(),
      },
    });
    try {
      await app.mail.send({
        to: user.email,
        subject: progressMessage(user.language, `mails.${key}.subject`, params),
        text,
        html,
      });
      sent += 1;
    } catch (error) {
      app.log.warn({ err: error, status: input.statusz }, 'status notification not sent');
    }
  }
  return sent;
}
