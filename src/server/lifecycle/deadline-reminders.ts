/**
 * Deadline reminders (issue 16): a mail to the applicant's users `daysBefore` days before the
 * call's end for an application still being edited, and before a supplement's deadline. Through
 * the outbox, never twice for one deadline: the reminder is written under the application's row
 * lock only when no reminder of the same kind names the same deadline (a moved deadline gets its
 * own reminder). Safe with several server instances (SKIP LOCKED, re-checked under the lock).
 */
import type { Database } from '../db/database.ts';
import {
  listApplicationsBeforeCallDeadline,
  listApplicationsBeforeSupplementDeadline,
  reminderQueued,
} from '../repositories/deadline-reminders.ts';
import { enqueueStatusMails } from './notifications.ts';
import { withLockedApplicationUnlessBusy } from './service.ts';

const BATCH = 200;
const DAY_MS = 24 * 3600 * 1000;

/** Writes the due reminders at `now`; answers the applications reminded. */
export async function sendDeadlineReminders(
  db: Database,
  now: Date,
  daysBefore: number,
): Promise<Array<{ applicationId: number; template: string }>> {
  const until = new Date(now.getTime() + daysBefore * DAY_MS);
  const sent: Array<{ applicationId: number; template: string }> = [];
  const kinds = [
    {
      template: 'callDeadlineReminder',
      ids: await listApplicationsBeforeCallDeadline(db, now, until, BATCH),
    },
    {
      template: 'supplementDeadlineReminder',
      ids: await listApplicationsBeforeSupplementDeadline(db, now, until, BATCH),
    },
  ];
  for (const { template, ids } of kinds)
    for (const id of ids) {
      const done = await withLockedApplicationUnlessBusy(db, id, async (trx, current) => {
        const supplement = template === 'supplementDeadlineReminder';
        const deadline = supplement ? current.locked.hianypotlasHatarido : current.call.closesAt;
        const status = supplement ? 'WAITING_FOR_SUPPLEMENT' : 'UNDER_EDITING';
        // Re-checked under the lock: submitted, answered or moved since the list was read.
        if (current.locked.statusz !== status || !deadline) return false;
        if (deadline.getTime() <= now.getTime() || deadline.getTime() > until.getTime())
          return false;
        if (await reminderQueued(trx, id, template, deadline)) return false;
        await enqueueStatusMails(trx, {
          applicationId: id,
          applicantId: current.application.applicantId,
          azonosito: String(current.application.payload.azonosito ?? id),
          statusz: current.locked.statusz,
          hatarido: deadline,
          template,
        });
        return true;
      });
      if (done) sent.push({ applicationId: id, template });
    }
  return sent;
}
