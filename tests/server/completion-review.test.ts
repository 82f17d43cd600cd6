/**
 * Reviewing completion reports (docs/decisions/0031): staff (VEZETO, ADMIN) accept a submitted
 * report or return it for correction with a note; applicants, anonymous users and call editors
 * are refused before the body is read. A returned report is mailed through the outbox, shows the
 * note to the applicant, takes drafts again and is submitted again; an accepted one changes no
 * more. The file shows staff what the applicant submitted and every decision with who took it.
 */
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { type Agent, anonymousAgent } from '../helpers/auth.ts';
import { callsTestOverrides } from '../helpers/calls.ts';
import { staffAgent, startApplication } from '../helpers/lifecycle.ts';
import { type Company, createCompany } from '../helpers/master-data.ts';

const REPORT = {
  tenylegesKezdet: '2025-01-10',
  tenylegesFizikaiBefejezes: '2025-09-30',
  szakmaiBeszamolo: 'A konyha megújult, a vendégtér 80 férőhelyes lett.',
  elszamolhatoKoltseg: 19_500_000,
  munkahelynovekedes: 3,
};

/** An application with a concluded contract and one submitted report (verzio 3). */
async function submittedReport(
  app: FastifyInstance,
  manager: Agent,
): Promise<{ company: Company; id: number; reportId: number }> {
  const company = await createCompany(app);
  const id = await startApplication(app, company);
  await app.db
    .updateTable('palyazat')
    .set({ statusz: 'CONCLUDED_CONTRACT' })
    .where('id', '=', id)
    .execute();
  const opened = await manager.post(`/api/palyazatok/${id}/zaro-beszamolok`, {
    hatarido: '2027-12-31',
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const reportId = opened.json().id as number;
  const { agent } = company.owner;
  const draft = await agent.put(`/api/zaro-beszamolok/${reportId}`, { verzio: 1, adatok: REPORT });
  expect(draft.statusCode, draft.body).toBe(200);
  const submit = await agent.post(`/api/zaro-beszamolok/${reportId}/benyujtas`, {});
  expect(submit.statusCode, submit.body).toBe(200);
  return { company, id, reportId };
}

async function mailsTo(app: FastifyInstance, email: string) {
  return app.db
    .selectFrom('mailbox_message')
    .select(['subject', 'text_body'])
    .where('recipient', '=', email)
    .orderBy('id')
    .execute();
}

describeOnEachDatabase(
  'completion report review',
  (get) => {
    it('refuses anonymous users, applicants and call editors before reading anything', async () => {
      const { app } = get();
      const manager = await staffAgent(app, ['VEZETO']);
      const { company, reportId } = await submittedReport(app, manager);
      const url = `/api/zaro-beszamolok/${reportId}/elbiralas`;
      const body = { dontes: 'ELFOGADVA' };
      expect((await (await anonymousAgent(app)).post(url, body)).statusCode).toBe(401);
      const asOwner = await company.owner.agent.post(url, body);
      expect(asOwner.statusCode).toBe(403);
      expect(asOwner.json().kod).toBe('progress:errors.staffOnly');
      const editor = await staffAgent(app, ['FELHIVAS_SZERKESZTO']);
      expect((await editor.post(url, body)).statusCode).toBe(403);
      // Refused before the body is validated: an invalid body is still 403 for the applicant.
      expect((await company.owner.agent.post(url, { dontes: 'X' })).statusCode).toBe(403);
      // Nothing changed.
      const report = await company.owner.agent.get(`/api/zaro-beszamolok/${reportId}`);
      expect(report.json()).toMatchObject({ statusz: 'SUBMITTED', elbiralasok: [] });
    });

    it('returns a report with a note, takes the correction and accepts the resubmission', async () => {
      const { app } = get();
      const manager = await staffAgent(app, ['VEZETO']);
      const admin = await staffAgent(app, ['ADMIN']);
      const { company, id, reportId } = await submittedReport(app, manager);
      const { agent } = company.owner;
      const url = `/api/zaro-beszamolok/${reportId}/elbiralas`;
      const before = (await mailsTo(app, company.owner.email)).length;

      // A return needs a note; an unknown report is 404.
      const noNote = await manager.post(url, { dontes: 'JAVITASRA_VISSZAKULDVE', megjegyzes: ' ' });
      expect(noNote.statusCode).toBe(422);
      expect(noNote.json().kod).toBe('progress:errors.completionNoteRequired');
      expect(
        (await manager.post('/api/zaro-beszamolok/999999/elbiralas', { dontes: 'ELFOGADVA' }))
          .statusCode,
      ).toBe(404);

      const note = 'Az elszámolható költség nem egyezik a számlákkal, kérjük javítsa.';
      const returned = await manager.post(url, {
        dontes: 'JAVITASRA_VISSZAKULDVE',
        megjegyzes: note,
      });
      expect(returned.statusCode, returned.body).toBe(200);
      expect(returned.json()).toMatchObject({ statusz: 'RETURNED', verzio: 4 });
      // A returned report cannot be decided again until it is resubmitted.
      const early = await admin.post(url, { dontes: 'ELFOGADVA' });
      expect(early.statusCode).toBe(409);
      expect(early.json().kod).toBe('progress:errors.completionNotReviewable');

      // The applicant is mailed through the outbox, with the note.
      const mails = (await mailsTo(app, company.owner.email)).slice(before);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toMatch(/^Záró beszámoló javítása szükséges – /);
      expect(mails[0]?.text_body).toContain(note);

      // The applicant reads the note (not who wrote it), corrects the report and resubmits it.
      const seen = (await agent.get(`/api/zaro-beszamolok/${reportId}`)).json();
      expect(seen.statusz).toBe('RETURNED');
      expect(seen.elbiralasok).toEqual([
        {
          id: expect.any(Number),
          dontes: 'JAVITASRA_VISSZAKULDVE',
          megjegyzes: note,
          idopont: expect.any(String),
        },
      ]);
      const corrected = await agent.put(`/api/zaro-beszamolok/${reportId}`, {
        verzio: 4,
        adatok: { ...REPORT, elszamolhatoKoltseg: 18_900_000 },
      });
      expect(corrected.statusCode, corrected.body).toBe(200);
      const resubmitted = await agent.post(`/api/zaro-beszamolok/${reportId}/benyujtas`, {});
      expect(resubmitted.statusCode, resubmitted.body).toBe(200);
      expect(resubmitted.json()).toMatchObject({
        statusz: 'SUBMITTED',
        adatok: { elszamolhatoKoltseg: 18_900_000 },
      });

      // An administrator accepts it; the applicant is mailed and the report changes no more.
      const accepted = await admin.post(url, { dontes: 'ELFOGADVA' });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().statusz).toBe('ACCEPTED');
      const all = (await mailsTo(app, company.owner.email)).slice(before);
      expect(all.map((mail) => mail.subject)).toEqual([
        expect.stringMatching(/^Záró beszámoló javítása szükséges – /),
        expect.stringMatching(/^Záró beszámoló elfogadva – /),
      ]);
      const late = await agent.put(`/api/zaro-beszamolok/${reportId}`, {
        verzio: accepted.json().verzio,
        adatok: REPORT,
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().kod).toBe('progress:errors.completionAccepted');
      expect((await agent.post(`/api/zaro-beszamolok/${reportId}/benyujtas`, {})).statusCode).toBe(
        409,
      );
      expect(
        (await manager.post(url, { dontes: 'JAVITASRA_VISSZAKULDVE', megjegyzes: 'x' })).statusCode,
      ).toBe(409);

      // Staff read the submitted content and both decisions, with who took them, in the file.
      const file = (await manager.get(`/api/backoffice/palyazatok/${id}`)).json();
      expect(file.zaroBeszamolok).toEqual([
        expect.objectContaining({
          id: reportId,
          statusz: 'ACCEPTED',
          adatok: { ...REPORT, elszamolhatoKoltseg: 18_900_000 },
          elbiralasok: [
            expect.objectContaining({
              dontes: 'JAVITASRA_VISSZAKULDVE',
              megjegyzes: note,
              elbiralo: expect.objectContaining({ nev: 'Kezelő Munkatárs' }),
            }),
            expect.objectContaining({ dontes: 'ELFOGADVA', megjegyzes: '' }),
          ],
        }),
      ]);
    });

    it('refuses an open report and a closed completion phase', async () => {
      const { app } = get();
      const manager = await staffAgent(app, ['VEZETO']);
      const company = await createCompany(app);
      const id = await startApplication(app, company);
      await app.db
        .updateTable('palyazat')
        .set({ statusz: 'CONCLUDED_CONTRACT' })
        .where('id', '=', id)
        .execute();
      const opened = await manager.post(`/api/palyazatok/${id}/zaro-beszamolok`, {
        hatarido: '2027-12-31',
      });
      const open = await manager.post(`/api/zaro-beszamolok/${opened.json().id}/elbiralas`, {
        dontes: 'ELFOGADVA',
      });
      expect(open.statusCode).toBe(409);
      expect(open.json().kod).toBe('progress:errors.completionNotReviewable');

      const other = await submittedReport(app, manager);
      await app.db
        .updateTable('palyazat')
        .set({ statusz: 'MEGHIUSULT' })
        .where('id', '=', other.id)
        .execute();
      const closed = await manager.post(`/api/zaro-beszamolok/${other.reportId}/elbiralas`, {
        dontes: 'ELFOGADVA',
      });
      expect(closed.statusCode).toBe(409);
      expect(closed.json().kod).toBe('progress:errors.completionNotOpen');
    });
  },
  { overrides: callsTestOverrides() },
);
