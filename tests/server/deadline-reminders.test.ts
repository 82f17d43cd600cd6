/**
 * Deadline reminders through the outbox: before a call's end for an application still being
 * edited, before a supplement's deadline; never twice for one deadline.
 */
import { expect, it } from 'vitest';
import { sendDeadlineReminders } from '../../src/server/lifecycle/deadline-reminders.ts';
import { deliverOutbox } from '../../src/server/lifecycle/notifications.ts';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { GRANT_CALL } from '../helpers/calls.ts';
import { staffAgent, startApplication, submitted } from '../helpers/lifecycle.ts';
import { createCompany } from '../helpers/master-data.ts';

const DAY = 24 * 3600 * 1000;

describeOnEachDatabase('deadline reminders', (get) => {
  it('reminds once per deadline before the call ends and before a supplement is due', async () => {
    const { app } = get();
    const now = new Date();
    const outbox = (id: number, template: string) =>
      app.db
        .selectFrom('ertesites_kimeno')
        .select(['cimzett', 'parameterek'])
        .where('palyazat_id', '=', id)
        .where('sablon', '=', template)
        .execute();
    const setCallEnd = (end: Date) =>
      app.db
        .updateTable('palyazati_felhivas')
        .set({ vege: end })
        .where('azonosito', '=', GRANT_CALL)
        .execute()
        // The API answers calls from memory: read them again after editing the row.
        .then(() => app.calls.reload());

    // A supplement request on a submitted application, due in one day.
    const { company: submitter, id: submittedId } = await submitted(app);
    const manager = await staffAgent(app, ['VEZETO']);
    const due = new Date(now.getTime() + DAY);
    const requested = await manager.post(`/api/palyazatok/${submittedId}/esemenyek`, {
      esemeny: 'REQUEST_SUPPLEMENT',
      hatarido: due.toISOString(),
      tetelek: ['loanClaim.projektCim'],
    });
    expect(requested.statusCode, requested.body).toBe(200);
    // An application still being edited; the call ends in two days.
    const company = await createCompany(app);
    const id = await startApplication(app, company);
    const end = new Date(now.getTime() + 2 * DAY);
    await setCallEnd(end);

    // Not yet within one day of the call's end: only the supplement (due in one day).
    const early = await sendDeadlineReminders(app.db, now, 1);
    expect(early).toContainEqual({
      applicationId: submittedId,
      template: 'supplementDeadlineReminder',
    });
    expect(early.some((row) => row.applicationId === id)).toBe(false);

    const reminded = await sendDeadlineReminders(app.db, now, 3);
    expect(reminded).toContainEqual({ applicationId: id, template: 'callDeadlineReminder' });
    // The submitted application is not reminded of the call's end; the supplement not again.
    expect(reminded.some((row) => row.applicationId === submittedId)).toBe(false);
    expect(await outbox(id, 'callDeadlineReminder')).toEqual([
      {
        cimzett: company.owner.email,
        parameterek: expect.objectContaining({ deadline: end.toISOString() }),
      },
    ]);
    expect(await outbox(submittedId, 'supplementDeadlineReminder')).toEqual([
      {
        cimzett: submitter.owner.email,
        parameterek: expect.objectContaining({ deadline: due.toISOString() }),
      },
    ]);

    // Never twice for one deadline, also a day later.
    expect(await sendDeadlineReminders(app.db, new Date(now.getTime() + DAY / 2), 3)).toEqual([]);
    expect(await outbox(id, 'callDeadlineReminder')).toHaveLength(1);
    // A moved deadline is a new deadline: one more reminder.
    const moved = new Date(now.getTime() + 2.5 * DAY);
    await setCallEnd(moved);
    expect(await sendDeadlineReminders(app.db, now, 3)).toEqual([
      { applicationId: id, template: 'callDeadlineReminder' },
    ]);

    // Delivered in the user's language with the deadline in Budapest time.
    await deliverOutbox(app);
    const mails = await app.db
      .selectFrom('mailbox_message')
      .select(['subject', 'text_body'])
      .where('recipient', '=', company.owner.email)
      .execute();
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Közeleg a beadási határidő – /),
      expect.stringMatching(/^Közeleg a beadási határidő – /),
    ]);
    await setCallEnd(new Date(now.getTime() + 365 * DAY));
  });
});
