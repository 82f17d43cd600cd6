/**
 * The application lifecycle on the server (docs/decisions/0008): the submission steps, the
 * idempotent and atomic submission, staff events with role checks, supplements, the call's
 * deadline in Budapest time, and a model-based check that the server refuses with 409 every event
 * the machine refuses and applies every event it allows.
 */
import { inflateSync } from 'node:zlib';
import { expect, it } from 'vitest';
import {
  ALL_FACTS_TRUE,
  APPLICATION_EVENTS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  nextState,
} from '../../machines/application.machine.ts';
import { budapestLocalToDate } from '../../src/shared/budapest-time.ts';
import { deadlineNotPassed } from '../../src/server/lifecycle/service.ts';
import type { StoredCall } from '../../src/server/repositories/calls.ts';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { callsTestOverrides } from '../helpers/calls.ts';
import {
  completeApplication,
  generateFinal,
  grantCallId,
  readyToSubmit,
  signed,
  staffAgent,
  startApplication,
  submitted,
  transitionsOf,
  uploadSigned,
} from '../helpers/lifecycle.ts';
import { addMember, createCompany } from '../helpers/master-data.ts';

const overrides = callsTestOverrides();

describeOnEachDatabase(
  'application lifecycle',
  (get) => {
    it('step 1 lists what is missing with the route of each field, and changes nothing', async () => {
      const { app } = get();
      const company = await createCompany(app);
      const id = await startApplication(app, company);
      const check = await company.owner.agent.post(
        `/api/palyazatok/${id}/benyujtas/ellenorzes`,
        {},
      );
      expect(check.statusCode).toBe(200);
      const body = check.json();
      expect(body).toMatchObject({
        rendben: false,
        statusz: 'UNDER_EDITING',
        benyujtasAllapot: null,
      });
      expect(body.akadalyok).toContain('allSectionsComplete');
      expect(body.hianyok).toContainEqual({
        szakasz: 'loanClaim',
        tetel: 'projektCim',
        utvonal: '/application/loan-claim#projektCim',
        uzenet: 'Hiteligénylés: projektCim',
      });
      expect(body.hianyok).toContainEqual(
        expect.objectContaining({ szakasz: 'documents', utvonal: '/attachments#UZLETI_TERV' }),
      );
      expect(body.hianyok).toContainEqual(
        expect.objectContaining({ szakasz: 'statements', utvonal: '/statements#ADATKEZELES' }),
      );
      expect(await transitionsOf(app, id)).toEqual([]);
      // The submission itself is refused while the steps are not done.
      const early = await company.owner.agent.request({
        method: 'POST',
        url: `/api/palyazatok/${id}/benyujtas`,
        headers: { 'idempotency-key': 'korai' },
        payload: {},
      });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({
        kod: 'progress:errors.refused',
        okok: ['noSuchTransition'],
      });
    });

    it('step 2 makes a PDF in Hungarian with the content hash; step 3 refuses another application or older data', async () => {
      const { app } = get();
      const company = await createCompany(app);
      const id = await startApplication(app, company);
      await completeApplication(app, company, id);
      // The grant call takes one application per applicant: the other one is another company's.
      const otherCompany = await createCompany(app);
      const other = await startApplication(app, otherCompany);
      await completeApplication(app, otherCompany, other);
      for (const [owner, applicationId] of [
        [company, id],
        [otherCompany, other],
      ] as const) {
        const check = await owner.owner.agent.post(
          `/api/palyazatok/${applicationId}/benyujtas/ellenorzes`,
          {},
        );
        expect(check.json().rendben).toBe(true);
      }
      const pdf = await generateFinal(company, id);
      const text = pdf.toString('latin1');
      expect(text.startsWith('%PDF-')).toBe(true);
      // The Hungarian letters come from the embedded DejaVu Sans, not a standard font without ő/ű.
      expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
      expect(text).toContain('/FontFile2');
      // The font's character map holds ő (U+0151, "Véglegesítő") and ű (U+0171, the project title
      // "…korszerűsítése"): the letters are printed as themselves.
      const streams = [...text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
        try {
          return inflateSync(Buffer.from(match[1] as string, 'latin1')).toString('latin1');
        } catch {
          return '';
        }
      });
      const cmap = streams.find((stream) => stream.includes('begincmap')) ?? '';
      expect(cmap).toMatch(/<0151>/i);
      expect(cmap).toMatch(/<0171>/i);
      const hash = /tpp-palyazat:(\d+) tpp-hash:([0-9a-f]{64})/.exec(text);
      expect(hash?.[1]).toBe(String(id));
      const stored = await app.db
        .selectFrom('palyazat')
        .select(['veglegesito_hash', 'benyujtas_allapot'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({
        veglegesito_hash: hash?.[2],
        benyujtas_allapot: 'VEGLEGESITO_GENERALVA',
      });

      // Not a PDF, and the final document of another application, are refused.
      expect((await uploadSigned(company, id, Buffer.from('nem pdf'))).statusCode).toBe(422);
      const otherPdf = await generateFinal(otherCompany, other);
      const foreign = await uploadSigned(company, id, await signed(otherPdf));
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().kod).toBe('progress:errors.finalDocumentForeign');

      // The data changes after the document was made: the old document is refused.
      const withdrawn = await company.owner.agent.put(
        `/api/palyazatok/${id}/nyilatkozatok/FENNTARTAS`,
        { elfogadva: false },
      );
      expect(withdrawn.statusCode).toBe(200);
      const outdated = await uploadSigned(company, id, await signed(pdf));
      expect(outdated.statusCode).toBe(422);
      expect(outdated.json()).toMatchObject({
        kod: 'progress:errors.finalDocumentOutdated',
        message:
          'A feltöltött véglegesítő dokumentum nem a pályázat jelenlegi adatait tartalmazza: készítse el és írja alá újra.',
      });
      await company.owner.agent.put(`/api/palyazatok/${id}/nyilatkozatok/FENNTARTAS`, {
        elfogadva: true,
      });
      // The change sent the application back to editing: the steps start again from the check.
      const rechecked = await company.owner.agent.post(
        `/api/palyazatok/${id}/benyujtas/ellenorzes`,
        {},
      );
      expect(rechecked.json().benyujtasAllapot).toBe('ADATOK_ELLENORIZVE');
      // Made again for the current data, signed and uploaded, it is accepted.
      const fresh = await uploadSigned(company, id, await signed(await generateFinal(company, id)));
      expect(fresh.statusCode, fresh.body).toBe(200);
      expect(fresh.json()).toMatchObject({ benyujtasAllapot: 'VEGLEGESITO_FELTOLTVE' });
    });

    it('submits once for 20 parallel requests with one key, atomically, and refuses the key with another body', async () => {
      const { app } = get();
      const company = await createCompany(app);
      const id = await startApplication(app, company);
      await completeApplication(app, company, id);
      await readyToSubmit(company, id);
      const { agent } = company.owner;
      const missingKey = await agent.post(`/api/palyazatok/${id}/benyujtas`, {});
      expect(missingKey.statusCode).toBe(400);

      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          agent.request({
            method: 'POST',
            url: `/api/palyazatok/${id}/benyujtas`,
            headers: { 'idempotency-key': 'dupla-kattintas' },
            payload: {},
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
      const bodies = new Set(responses.map((response) => response.body));
      expect(bodies.size).toBe(1);
      expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
      const answer = responses[0]!.json().palyazat;
      expect(answer).toMatchObject({ id, statusz: 'UNDER_EVALUATION', benyujtasAllapot: null });
      expect(Date.now() - new Date(answer.benyujtasDatuma).getTime()).toBeLessThan(60_000);

      const transitions = await transitionsOf(app, id);
      expect(transitions.filter((row) => row.esemeny === 'SUBMIT')).toHaveLength(1);
      expect(transitions.map((row) => row.esemeny)).toEqual([
        'CHECK_DATA',
        'GENERATE_FINAL_DOCUMENT',
        'UPLOAD_SIGNED_DOCUMENT',
        'SUBMIT',
      ]);
      const snapshots = await app.db
        .selectFrom('palyazat_torzsadat_pillanatkep')
        .selectAll()
        .where('palyazat_id', '=', id)
        .execute();
      expect(snapshots).toHaveLength(1);
      expect(snapshots[0]!.tamogatast_igenylo).toMatchObject({ id: company.applicantId });
      expect(Array.isArray(snapshots[0]!.tulajdonosok)).toBe(true);

      const otherBody = await agent.request({
        method: 'POST',
        url: `/api/palyazatok/${id}/benyujtas`,
        headers: { 'idempotency-key': 'dupla-kattintas' },
        payload: { verzio: 3 },
      });
      expect(otherBody.statusCode).toBe(422);
      expect(otherBody.json().kod).toBe('progress:errors.idempotencyKeyReused');
      // A new key cannot submit again, and the data is no longer editable.
      const again = await agent.request({
        method: 'POST',
        url: `/api/palyazatok/${id}/benyujtas`,
        headers: { 'idempotency-key': 'masik' },
        payload: {},
      });
      expect(again.statusCode).toBe(409);
      const state = (await agent.get(`/api/palyazatok/${id}/allapot`)).json();
      expect(state).toMatchObject({ statusz: 'UNDER_EVALUATION', lehetsegesEsemenyek: [] });
      // The evaluation's steps are staff's: the applicant is not told they are "not possible".
      expect(state.akadalyok).toEqual({});
      expect(state.allapotvaltasok.map((row: { esemeny: string }) => row.esemeny)).toContain(
        'SUBMIT',
      );
    });

    it('refuses the submission after the call closed (the end date is a Budapest time)', async () => {
      const { app } = get();
      const company = await createCompany(app);
      const id = await startApplication(app, company);
      await completeApplication(app, company, id);
      await readyToSubmit(company, id);
      const callId = await grantCallId(app);
      const original = await app.db
        .selectFrom('palyazati_felhivas')
        .select('vege')
        .where('id', '=', callId)
        .executeTakeFirstOrThrow();
      await app.db
        .updateTable('palyazati_felhivas')
        .set({ vege: new Date(Date.now() - 1000) })
        .where('id', '=', callId)
        .execute();
      await app.calls.reload();
      try {
        const late = await company.owner.agent.request({
          method: 'POST',
          url: `/api/palyazatok/${id}/benyujtas`,
          headers: { 'idempotency-key': 'kesei' },
          payload: {},
        });
        expect(late.statusCode).toBe(409);
        expect(late.json()).toMatchObject({
          okok: ['deadlineNotPassed'],
          message: 'A lépés nem hajtható végre: A pályázati felhívás beadási határideje lejárt.',
        });
      } finally {
        await app.db
          .updateTable('palyazati_felhivas')
          .set({ vege: original.vege })
          .where('id', '=', callId)
          .execute();
        await app.calls.reload();
      }
    });

    it('lets only VEZETO and ADMIN send staff events', async () => {
      const { app } = get();
      const { company, id } = await submitted(app);
      const editor = await addMember(app, company, 'EDITOR');
      const callEditor = await staffAgent(app, ['FELHIVAS_SZERKESZTO']);
      for (const agent of [company.owner.agent, editor.agent, callEditor]) {
        const refused = await agent.post(`/api/palyazatok/${id}/esemenyek`, {
          esemeny: 'START_VERIFICATION',
        });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().kod).toBe('progress:errors.staffOnly');
      }
      const manager = await staffAgent(app, ['VEZETO']);
      const admin = await staffAgent(app, ['ADMIN']);
      const verified = await manager.post(`/api/palyazatok/${id}/esemenyek`, {
        esemeny: 'START_VERIFICATION',
        indoklas: 'Formailag rendben.',
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({ statusz: 'EVALUATION_VERIFICATION' });
      // An internal step mails nobody (the only mail is the submission's receipt).
      const mails = await app.db
        .selectFrom('mailbox_message')
        .select('subject')
        .where('recipient', '=', company.owner.email)
        .execute();
      expect(mails.map((mail) => mail.subject)).toEqual([
        expect.stringMatching(/^Benyújtási nyugta – /),
      ]);
      const back = await admin.post(`/api/palyazatok/${id}/esemenyek`, {
        esemeny: 'RETURN_TO_EVALUATION',
      });
      expect(back.json()).toMatchObject({ statusz: 'UNDER_EVALUATION' });
      const last = (await transitionsOf(app, id)).at(-2)!;
      expect(last).toMatchObject({
        esemeny: 'START_VERIFICATION',
        szereplo: 'STAFF',
        indoklas: 'Formailag rendben.',
        elozo_statusz: 'UNDER_EVALUATION',
        uj_statusz: 'EVALUATION_VERIFICATION',
      });
      // A stale version is refused.
      const stale = await manager.post(`/api/palyazatok/${id}/esemenyek`, {
        esemeny: 'START_VERIFICATION',
        verzio: 1,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().kod).toBe('progress:errors.stale');
    });

    it('runs a supplement request: answered in time, or recorded as not submitted after its deadline', async () => {
      const { app } = get();
      const { company, id } = await submitted(app);
      const manager = await staffAgent(app, ['VEZETO']);
      const noDeadline = await manager.post(`/api/palyazatok/${id}/esemenyek`, {
        esemeny: 'REQUEST_SUPPLEMENT',
      });
      expect(noDeadline.statusCode).toBe(422);
      const future = new Date(Date.now() + 7 * 86_400_000).toISOString();
      const requested = await manager.post(`/api/palyazatok/${id}/esemenyek`, {
        esemeny: 'REQUEST_SUPPLEMENT',
        hatarido: future,
        tetelek: ['loanClaim.projektCim'],
      });
      expect(requested.json()).toMatchObject({ statusz: 'WAITING_FOR_SUPPLEMENT' });
      // The applicant's users are asked to act by e-mail, in their language.
      const mails = await app.db
        .selectFrom('mailbox_message')
        .select(['subject', 'text_body'])
        .where('recipient', '=', company.owner.email)
        .execute();
      const supplementMail = mails.find((mail) => mail.subject.startsWith('Hiánypótlás szükséges'));
      expect(supplementMail?.text_body).toContain('hiánypótlást kértünk');
      expect(supplementMail?.text_body).toContain('/progress');
      const state = (await company.owner.agent.get(`/api/palyazatok/${id}/allapot`)).json();
      expect(state).toMatchObject({
        hianypotlas: { hatarido: future, tetelek: ['loanClaim.projektCim'] },
        lehetsegesEsemenyek: ['SUBMIT_SUPPLEMENT'],
      });
      const tooEarly = await manager.post(`/api/palyazatok/${id}/esemenyek`, {
        esemeny: 'SUPPLEMENT_DEADLINE_PASSED',
      });
      expect(tooEarly.statusCode).toBe(409);
      expect(tooEarly.json().okok).toEqual(['supplementDeadlinePassed']);
      const answered = await company.owner.agent.post(`/api/palyazatok/${id}/palyazoi-esemenyek`, {
        esemeny: 'SUBMIT_SUPPLEMENT',
      });
      expect(answered.statusCode).toBe(200);
      expect(answered.json()).toMatchObject({ statusz: 'UNDER_EVALUATION' });
      expect(
        (await company.owner.agent.get(`/api/palyazatok/${id}/allapot`)).json().hianypotlas,
      ).toBeNull();

      // A second request whose deadline passes unanswered.
      const second = await manager.post(`/api/palyazatok/${id}/esemenyek`, {
        esemeny: 'REQUEST_SUPPLEMENT',
        hatarido: future,
        tetelek: ['documents'],
      });
      expect(second.statusCode, second.body).toBe(200);
      await app.db
        .updateTable('palyazat')
        .set({ hianypotlas_hatarido: new Date(Date.now() - 1000) })
        .where('id', '=', id)
        .execute();
      const late = await company.owner.agent.post(`/api/palyazatok/${id}/palyazoi-esemenyek`, {
        esemeny: 'DATA_CHANGED',
      });
      expect(late.statusCode).toBe(409);
      const silence = await manager.post(`/api/palyazatok/${id}/esemenyek`, {
        esemeny: 'SUPPLEMENT_DEADLINE_PASSED',
      });
      expect(silence.json()).toMatchObject({ statusz: 'SUPPLEMENT_NOT_SUBMITTED' });
    });

    it('model-based: in every status the server applies exactly the events the machine allows', async () => {
      const { app } = get();
      const { company, id } = await submitted(app);
      const manager = await staffAgent(app, ['VEZETO']);
      // No supplement deadline has passed and no signed contract was uploaded.
      const facts = {
        ...ALL_FACTS_TRUE,
        supplementDeadlinePassed: false,
        signedContractUploaded: false,
      };
      const applicantEvents = new Set([
        'WITHDRAW',
        'DATA_CHANGED',
        'SUBMIT_SUPPLEMENT',
        'BOOK_APPOINTMENT',
      ]);
      // BOOK_APPOINTMENT is sent by booking an offered slot (routes/contract, decision 0011).
      const slot = await app.db
        .insertInto('idopont_ajanlat')
        .values({ palyazat_id: id, kezdet: new Date('2027-03-01T09:00:00Z'), helyszin: 'Budapest' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const after = APPLICATION_STATUSES.filter((status) => status !== 'UNDER_EDITING');
      let accepted = 0;
      let refused = 0;
      for (const status of after) {
        const restore = async () => {
          await app.db
            .updateTable('palyazat')
            .set({ statusz: status, benyujtas_allapot: null, hianypotlas_hatarido: null })
            .where('id', '=', id)
            .execute();
          await app.db
            .updateTable('idopont_ajanlat')
            .set({ foglalva: null, foglalo_id: null })
            .where('id', '=', slot.id)
            .execute();
        };
        await restore();
        for (const type of APPLICATION_EVENTS) {
          for (const actor of ['STAFF', 'APPLICANT'] as const) {
            if (actor === 'APPLICANT' && !applicantEvents.has(type)) continue;
            const expected = nextState(
              { statusz: status as ApplicationStatus, benyujtasAllapot: null },
              facts,
              { type, actor },
            );
            const response =
              actor === 'STAFF'
                ? await manager.post(`/api/palyazatok/${id}/esemenyek`, {
                    esemeny: type,
                    ...(type === 'REQUEST_SUPPLEMENT'
                      ? {
                          hatarido: new Date(Date.now() + 86_400_000).toISOString(),
                          tetelek: ['loanClaim'],
                        }
                      : {}),
                  })
                : type === 'BOOK_APPOINTMENT'
                  ? await company.owner.agent.post(
                      `/api/palyazatok/${id}/szerzodes/idopontok/${slot.id}/foglalas`,
                      {},
                    )
                  : await company.owner.agent.post(`/api/palyazatok/${id}/palyazoi-esemenyek`, {
                      esemeny: type,
                    });
            const label = `${actor} ${type} in ${status}`;
            if (expected === null) {
              expect(response.statusCode, label).toBe(409);
              refused += 1;
            } else {
              expect(response.statusCode, `${label}: ${response.body}`).toBe(200);
              expect(response.json().statusz, label).toBe(expected.statusz);
              accepted += 1;
              await restore();
            }
          }
        }
        const stored = await app.db
          .selectFrom('palyazat')
          .select('statusz')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(stored.statusz).toBe(status);
      }
      expect(accepted).toBeGreaterThan(40);
      expect(refused).toBeGreaterThan(500);
    }, 120_000);
  },
  { overrides },
);

/** A call closing at a Budapest wall-clock time (only what deadlineNotPassed reads). */
function callClosing(local: string): StoredCall {
  return { closesAt: budapestLocalToDate(local) } as StoredCall;
}

it('compares the deadline as a Budapest wall-clock time across the daylight-saving changes', () => {
  // 29 March 2026, 03:30 in Budapest is after the spring change: UTC+2, so 01:30Z.
  const spring = callClosing('2026-03-29T03:30');
  expect(spring.closesAt?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
  expect(deadlineNotPassed(spring, new Date('2026-03-29T01:29:59Z'))).toBe(true);
  expect(deadlineNotPassed(spring, new Date('2026-03-29T01:30:00Z'))).toBe(false);
  // 25 October 2026, 12:00 is after the autumn change: UTC+1, so 11:00Z (not 10:00Z).
  const autumn = callClosing('2026-10-25T12:00');
  expect(deadlineNotPassed(autumn, new Date('2026-10-25T10:30:00Z'))).toBe(true);
  expect(deadlineNotPassed(autumn, new Date('2026-10-25T11:00:00Z'))).toBe(false);
  // The day before the change the same wall-clock time is UTC+2.
  expect(budapestLocalToDate('2026-10-24T12:00').toISOString()).toBe('2026-10-24T10:00:00.000Z');
});
