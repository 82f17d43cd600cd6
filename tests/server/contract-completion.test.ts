/**
 * The contract and the completion reports (docs/decisions/0011): staff upload the contract and
 * offer appointment slots (role checked), the applicant downloads the contract, uploads the
 * signed copy through the one upload path, books a slot (the BOOK_APPOINTMENT event, atomically);
 * staff open a completion report once the contract is concluded, the applicant saves drafts
 * checked by the report's form schema, attaches documents and submits it once, checked in full.
 * Applications are put into the status under test directly: the way there is tested in
 * lifecycle.test.ts.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_STAFF_ACCOUNT, seedDemoAccount } from '../../src/server/auth/demo-account.ts';
import { closeTestApp, createTestApp, describeOnEachDatabase } from '../helpers/app.ts';
import { type Agent, signIn } from '../helpers/auth.ts';
import { SAMPLE_FILES, callsTestOverrides, multipartBody } from '../helpers/calls.ts';
import { staffAgent, startApplication } from '../helpers/lifecycle.ts';
import { type Company, addMember, createCompany } from '../helpers/master-data.ts';

const overrides = callsTestOverrides();

async function applicationIn(
  app: FastifyInstance,
  status: string,
): Promise<{ company: Company; id: number }> {
  const company = await createCompany(app);
  const id = await startApplication(app, company);
  await app.db.updateTable('palyazat').set({ statusz: status }).where('id', '=', id).execute();
  return { company, id };
}

function upload(agent: Agent, url: string, fileName: string, content: Buffer) {
  return agent.request({ method: 'POST', url, ...multipartBody(fileName, content) });
}

async function staffEvent(staff: Agent, id: number, esemeny: string) {
  const response = await staff.post(`/api/palyazatok/${id}/esemenyek`, { esemeny });
  expect(response.statusCode, `${esemeny}: ${response.body}`).toBe(200);
  return response.json();
}

const REPORT = {
  tenylegesKezdet: '2025-01-10',
  tenylegesFizikaiBefejezes: '2025-09-30',
  szakmaiBeszamolo: 'A konyha megújult, a vendégtér 80 férőhelyes lett.',
  elszamolhatoKoltseg: 19_500_000,
  munkahelynovekedes: 3,
};

describeOnEachDatabase(
  'contract and completion',
  (get) => {
    it('takes the contract from staff upload to the booked appointment', async () => {
      const { app } = get();
      const { company, id } = await applicationIn(app, 'APPROVED');
      const staff = await staffAgent(app, ['VEZETO']);
      const { agent } = company.owner;

      // Before the contract is approved the applicant sees nothing of it.
      const early = await agent.get(`/api/palyazatok/${id}/szerzodes`);
      expect(early.statusCode).toBe(200);
      expect(early.json()).toMatchObject({
        statusz: 'APPROVED',
        dokumentumok: [],
        alairtSzerzodes: null,
        alairtFeltoltheto: false,
        foglalhato: false,
      });
      // Staff upload only while the contract is prepared.
      const tooEarly = await upload(
        staff,
        `/api/palyazatok/${id}/szerzodes/dokumentumok/SZERZODES`,
        'szerzodes.pdf',
        SAMPLE_FILES.pdf,
      );
      expect(tooEarly.statusCode).toBe(409);
      expect(tooEarly.json().kod).toBe('progress:errors.contractNotInPreparation');

      await staffEvent(staff, id, 'PREPARE_CONTRACT');
      // The applicant cannot upload the contract itself, and not the signed one yet.
      expect(
        (
          await upload(
            agent,
            `/api/palyazatok/${id}/szerzodes/dokumentumok/SZERZODES`,
            'szerzodes.pdf',
            SAMPLE_FILES.pdf,
          )
        ).statusCode,
      ).toBe(403);
      const notYet = await upload(
        agent,
        `/api/palyazatok/${id}/szerzodes/alairt`,
        'alairt.pdf',
        SAMPLE_FILES.pdf,
      );
      expect(notYet.json().kod).toBe('progress:errors.contractNotForSigning');
      // The same magic-byte check as every document: an executable named .pdf is refused.
      const disguised = await upload(
        staff,
        `/api/palyazatok/${id}/szerzodes/dokumentumok/SZERZODES`,
        'szerzodes.pdf',
        SAMPLE_FILES.exe,
      );
      expect(disguised.statusCode).toBe(415);
      expect(disguised.json().kod).toBe('calls:errors.fileContentMismatch');
      const contract = await upload(
        staff,
        `/api/palyazatok/${id}/szerzodes/dokumentumok/SZERZODES`,
        'szerzodes.pdf',
        SAMPLE_FILES.pdf,
      );
      expect(contract.statusCode, contract.body).toBe(201);
      expect(contract.json()).toMatchObject({ documentType: 'SZERZODES', version: 1 });
      expect((await agent.get(`/api/palyazatok/${id}/szerzodes`)).json().dokumentumok).toEqual([]);

      await staffEvent(staff, id, 'APPROVE_CONTRACT');
      const slots = await staff.post(`/api/palyazatok/${id}/szerzodes/idopontok`, {
        idopontok: [
          { kezdet: '2027-03-02T09:00:00+01:00', helyszin: 'Budapest, Ügyfélszolgálat' },
          { kezdet: '2027-03-01T10:00:00+01:00', helyszin: 'Budapest, Ügyfélszolgálat' },
        ],
      });
      expect(slots.statusCode, slots.body).toBe(201);
      const [first, second] = slots.json() as Array<{ id: number; kezdet: string }>;
      expect(first?.kezdet).toBe('2027-03-01T09:00:00.000Z');
      await staffEvent(staff, id, 'OPEN_APPOINTMENT_BOOKING');

      const state = (await agent.get(`/api/palyazatok/${id}/szerzodes`)).json();
      expect(state).toMatchObject({
        statusz: 'UNDER_APPOINTMENT_BOOKING',
        alairtFeltoltheto: true,
        foglalhato: true,
        foglaltIdopont: null,
      });
      expect(state.dokumentumok).toHaveLength(1);
      expect(state.idopontok).toHaveLength(2);
      // The applicant downloads the contract as an attachment that the browser must not sniff.
      const download = await agent.get(`/api/dokumentumok/${state.dokumentumok[0].uuid}/tartalom`);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toMatch(/^attachment;/);
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);

      const signed = await upload(
        agent,
        `/api/palyazatok/${id}/szerzodes/alairt`,
        'szerzodes-alairt.pdf',
        SAMPLE_FILES.pdf,
      );
      expect(signed.statusCode, signed.body).toBe(201);
      expect(signed.json()).toMatchObject({ documentType: 'ALAIRT_SZERZODES' });

      // Another application's slot cannot be booked; a free slot of this one can, once.
      const other = await applicationIn(app, 'CONTRACT_APPROVED');
      await staff.post(`/api/palyazatok/${other.id}/szerzodes/idopontok`, {
        idopontok: [{ kezdet: '2027-03-03T09:00:00Z', helyszin: 'Győr' }],
      });
      const otherSlot = (
        await other.company.owner.agent.get(`/api/palyazatok/${other.id}/szerzodes`)
      ).json().idopontok[0];
      const foreignSlot = await agent.post(
        `/api/palyazatok/${id}/szerzodes/idopontok/${otherSlot.id}/foglalas`,
        {},
      );
      expect(foreignSlot.statusCode).toBe(409);
      expect(foreignSlot.json().kod).toBe('progress:errors.slotNotAvailable');
      const booked = await agent.post(
        `/api/palyazatok/${id}/szerzodes/idopontok/${first?.id}/foglalas`,
        {},
      );
      expect(booked.statusCode, booked.body).toBe(200);
      expect(booked.json()).toMatchObject({
        statusz: 'WAITING_FOR_CONTRACT',
        foglaltIdopont: { id: first?.id, helyszin: 'Budapest, Ügyfélszolgálat' },
      });
      const transitions = await app.db
        .selectFrom('palyazat_allapotvaltas')
        .select(['esemeny', 'szereplo'])
        .where('palyazat_id', '=', id)
        .orderBy('id', 'desc')
        .limit(1)
        .execute();
      expect(transitions).toEqual([{ esemeny: 'BOOK_APPOINTMENT', szereplo: 'APPLICANT' }]);
      // The machine refuses a second booking: the status has moved on.
      const again = await agent.post(
        `/api/palyazatok/${id}/szerzodes/idopontok/${second?.id}/foglalas`,
        {},
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().kod).toBe('progress:errors.refused');
      const after = (await agent.get(`/api/palyazatok/${id}/szerzodes`)).json();
      expect(after).toMatchObject({
        foglalhato: false,
        idopontok: [],
        foglaltIdopont: { id: first?.id },
        alairtSzerzodes: { filename: 'szerzodes-alairt.pdf' },
      });
      // Staff cannot read the applicant's contract route; the back-office file carries the
      // slots, the booked one with its time (issue 15).
      const file = (await staff.get(`/api/backoffice/palyazatok/${id}`)).json();
      expect(file.idopontok).toEqual([
        expect.objectContaining({ id: first?.id, foglalva: expect.any(String) }),
        expect.objectContaining({ id: second?.id, foglalva: null }),
      ]);
    });

    it('books one slot when two are booked at once', async () => {
      const { app } = get();
      const { company, id } = await applicationIn(app, 'UNDER_APPOINTMENT_BOOKING');
      const staff = await staffAgent(app, ['VEZETO']);
      const offered = await staff.post(`/api/palyazatok/${id}/szerzodes/idopontok`, {
        idopontok: [
          { kezdet: '2027-03-01T09:00:00Z', helyszin: 'Pécs' },
          { kezdet: '2027-03-01T10:00:00Z', helyszin: 'Pécs' },
        ],
      });
      const slots = offered.json() as Array<{ id: number }>;
      const answers = await Promise.all(
        slots.map((slot) =>
          company.owner.agent.post(
            `/api/palyazatok/${id}/szerzodes/idopontok/${slot.id}/foglalas`,
            {},
          ),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([200, 409]);
      const booked = await app.db
        .selectFrom('idopont_ajanlat')
        .select('id')
        .where('palyazat_id', '=', id)
        .where('foglalva', 'is not', null)
        .execute();
      expect(booked).toHaveLength(1);
      const transitions = await app.db
        .selectFrom('palyazat_allapotvaltas')
        .select('esemeny')
        .where('palyazat_id', '=', id)
        .execute();
      expect(transitions).toEqual([{ esemeny: 'BOOK_APPOINTMENT' }]);
    });

    it('lets only VEZETO and ADMIN upload contracts, offer slots and open reports', async () => {
      const { app } = get();
      const { company, id } = await applicationIn(app, 'CONTRACT_APPROVED');
      for (const agent of [company.owner.agent, await staffAgent(app, ['FELHIVAS_SZERKESZTO'])]) {
        const slots = await agent.post(`/api/palyazatok/${id}/szerzodes/idopontok`, {
          idopontok: [{ kezdet: '2027-03-03T09:00:00Z', helyszin: 'Győr' }],
        });
        expect(slots.statusCode).toBe(403);
        expect(slots.json().kod).toBe('progress:errors.staffOnly');
        // Refused before the body is read: a wrong body is still 403, not 400.
        const report = await agent.post(`/api/palyazatok/${id}/zaro-beszamolok`, { rossz: 1 });
        expect(report.statusCode).toBe(403);
      }
      const admin = await staffAgent(app, ['ADMIN']);
      const offered = await admin.post(`/api/palyazatok/${id}/szerzodes/idopontok`, {
        idopontok: [{ kezdet: '2027-03-03T09:00:00Z', helyszin: 'Győr' }],
      });
      expect(offered.statusCode).toBe(201);
    });

    it('opens completion reports after the contract, keeps drafts and takes one full submission', async () => {
      const { app } = get();
      const { company, id } = await applicationIn(app, 'WAITING_FOR_CONTRACT');
      const staff = await staffAgent(app, ['VEZETO']);
      const editor = await addMember(app, company, 'EDITOR');
      const early = await staff.post(`/api/palyazatok/${id}/zaro-beszamolok`, {
        hatarido: '2027-12-31',
      });
      expect(early.statusCode).toBe(409);
      expect(early.json().kod).toBe('progress:errors.completionNotOpen');
      // The contract is concluded only once the applicant's signed copy is in.
      const unsigned = await staff.post(`/api/palyazatok/${id}/esemenyek`, {
        esemeny: 'CONCLUDE_CONTRACT',
      });
      expect(unsigned.statusCode).toBe(409);
      expect(unsigned.json().okok).toEqual(['signedContractUploaded']);
      const signed = await upload(
        company.owner.agent,
        `/api/palyazatok/${id}/szerzodes/alairt`,
        'szerzodes-alairt.pdf',
        SAMPLE_FILES.pdf,
      );
      expect(signed.statusCode, signed.body).toBe(201);
      await staffEvent(staff, id, 'CONCLUDE_CONTRACT');
      const opened = await staff.post(`/api/palyazatok/${id}/zaro-beszamolok`, {
        hatarido: '2027-12-31',
      });
      expect(opened.statusCode, opened.body).toBe(201);
      expect(opened.json()).toMatchObject({
        megnevezes: 'Záró beszámoló',
        hatarido: '2027-12-31',
        statusz: 'OPEN',
        verzio: 1,
      });
      const reportId = opened.json().id as number;
      // The applicant's users are asked by mail, with the due day.
      const mails = await app.db
        .selectFrom('mailbox_message')
        .select(['subject', 'text_body'])
        .where('recipient', '=', company.owner.email)
        .execute();
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toMatch(/^Záró beszámoló benyújtása – /);
      expect(mails[0]?.text_body).toContain('2027. december 31.');

      const list = await editor.agent.get(`/api/palyazatok/${id}/zaro-beszamolok`);
      expect(list.json()).toEqual([
        expect.objectContaining({ id: reportId, statusz: 'OPEN', hatarido: '2027-12-31' }),
      ]);
      // The back office's file lists the reports for staff, with their (still empty) content.
      const file = (await staff.get(`/api/backoffice/palyazatok/${id}`)).json();
      expect(file.zaroBeszamolok).toEqual([
        expect.objectContaining({
          id: reportId,
          statusz: 'OPEN',
          hatarido: '2027-12-31',
          adatok: {},
          elbiralasok: [],
        }),
      ]);

      // A half-filled draft is saved; a wrong value is refused even in a draft, by field.
      const draft = await editor.agent.put(`/api/zaro-beszamolok/${reportId}`, {
        verzio: 1,
        adatok: { szakmaiBeszamolo: 'Félkész' },
      });
      expect(draft.statusCode, draft.body).toBe(200);
      expect(draft.json()).toEqual({ verzio: 2 });
      const wrong = await editor.agent.put(`/api/zaro-beszamolok/${reportId}`, {
        verzio: 2,
        adatok: { tenylegesKezdet: '2025-02-30', munkahelynovekedes: 'sok' },
      });
      expect(wrong.statusCode).toBe(422);
      expect(
        wrong
          .json()
          .hibak.map((issue: { mezo: string }) => issue.mezo)
          .toSorted(),
      ).toEqual(['munkahelynovekedes', 'tenylegesKezdet']);
      const stale = await editor.agent.put(`/api/zaro-beszamolok/${reportId}`, {
        verzio: 1,
        adatok: {},
      });
      expect(stale.statusCode).toBe(409);

      // Submitting the half-filled draft lists what is missing, in the user's language.
      const incomplete = await editor.agent.post(`/api/zaro-beszamolok/${reportId}/benyujtas`, {});
      expect(incomplete.statusCode).toBe(422);
      expect(incomplete.json().hibak).toContainEqual(
        expect.objectContaining({ mezo: 'tenylegesKezdet', kod: 'requiredField' }),
      );

      const attachment = await upload(
        editor.agent,
        `/api/zaro-beszamolok/${reportId}/dokumentumok/ZARO_BESZAMOLO_MELLEKLET`,
        'foto.png',
        SAMPLE_FILES.png,
      );
      expect(attachment.statusCode, attachment.body).toBe(201);
      const notCompletion = await upload(
        editor.agent,
        `/api/zaro-beszamolok/${reportId}/dokumentumok/UZLETI_TERV`,
        'terv.pdf',
        SAMPLE_FILES.pdf,
      );
      expect(notCompletion.statusCode).toBe(404);

      expect(
        (await editor.agent.put(`/api/zaro-beszamolok/${reportId}`, { verzio: 2, adatok: REPORT }))
          .statusCode,
      ).toBe(200);
      const submitted = await editor.agent.post(`/api/zaro-beszamolok/${reportId}/benyujtas`, {});
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(submitted.json()).toMatchObject({
        statusz: 'SUBMITTED',
        adatok: REPORT,
        dokumentumok: [expect.objectContaining({ filename: 'foto.png' })],
      });
      expect(submitted.json().benyujtva).toEqual(expect.any(String));
      // Once submitted, nothing changes any more.
      const twice = await editor.agent.post(`/api/zaro-beszamolok/${reportId}/benyujtas`, {});
      expect(twice.statusCode).toBe(409);
      const late = await editor.agent.put(`/api/zaro-beszamolok/${reportId}`, {
        verzio: 4,
        adatok: REPORT,
      });
      expect(late.statusCode).toBe(409);

      // A report of another company is the same 404 as an unknown one.
      const stranger = await createCompany(app);
      expect((await stranger.owner.agent.get(`/api/zaro-beszamolok/${reportId}`)).statusCode).toBe(
        404,
      );
    });
  },
  { overrides },
);

describe('demo staff account', () => {
  it('is seeded outside production only, as VEZETO, and signs in with the documented password', async () => {
    const testApp = await createTestApp('pglite', { seedDemoData: false });
    try {
      const { app } = testApp;
      const staffRow = () =>
        app.db
          .selectFrom('felhasznalo')
          .select('szerepkorok')
          .where('email', '=', DEMO_STAFF_ACCOUNT.email)
          .executeTakeFirst();
      await seedDemoAccount(app.db, { ...app.config, env: 'prod', seedDemoData: true });
      expect(await staffRow()).toBeUndefined();
      await seedDemoAccount(app.db, { ...app.config, env: 'dev', seedDemoData: true });
      expect((await staffRow())?.szerepkorok).toEqual(['VEZETO']);
      const staff = await signIn(app, {
        email: DEMO_STAFF_ACCOUNT.email,
        password: DEMO_STAFF_ACCOUNT.password,
      });
      expect((await staff.get('/api/felhasznalok/current')).json().roles).toEqual(['VEZETO']);
    } finally {
      await closeTestApp(testApp);
    }
  });
});
