/**
 * Supplements and the lifecycle's guards on applicant writes (docs/decisions/0010): a supplement
 * request names real sections or fields and unlocks only those; outside editing and supplements
 * nothing is written; a change during a submission step goes back to editing in the write's own
 * transaction.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { sweepSupplementDeadlines } from '../../src/server/lifecycle/supplement-deadlines.ts';
import { describeOnEachDatabase, testConfig } from '../helpers/app.ts';
import { SAMPLE_FILES, callsTestOverrides, multipartBody } from '../helpers/calls.ts';
import {
  completeApplication,
  generateFinal,
  signed,
  staffAgent,
  startApplication,
  submitted,
  transitionsOf,
  uploadSigned,
} from '../helpers/lifecycle.ts';
import { type Company, createCompany } from '../helpers/master-data.ts';

const overrides = {
  ...callsTestOverrides(),
  // The tests run the deadline sweep themselves, with their own clock.
  jobs: { supplementDeadlineIntervalMs: 0, mailOutboxIntervalMs: 0 },
};

/** The app's clock: the system clock moved by `offsetMs` (deadline tests move it). */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

const DAY = 86_400_000;

/** Sets the app's clock to the instant `ms`. */
function at(ms: number): void {
  offsetMs = ms - Date.now();
}

/** Stored document objects; the directory is shared by both databases' suites: count, do not list. */
function storedObjects(): number {
  return readdirSync(path.join(overrides.storage.dir, 'objects'), { recursive: true }).filter(
    (name) => String(name).split(path.sep).length === 3,
  ).length;
}

async function versionOf(company: Company, id: number): Promise<number> {
  return (await company.owner.agent.get(`/api/palyazatok/${id}`)).json().palyazat.verzio;
}

async function stateOf(company: Company, id: number) {
  return (await company.owner.agent.get(`/api/palyazatok/${id}/allapot`)).json();
}

function upload(company: Company, id: number, category: string) {
  return company.owner.agent.request({
    method: 'POST',
    url: `/api/palyazatok/${id}/dokumentumok/${category}`,
    ...multipartBody(`${category.toLowerCase()}.pdf`, SAMPLE_FILES.pdf, 'application/pdf'),
  });
}

/** A submitted application with a supplement request for `tetelek`. */
async function waitingForSupplement(app: FastifyInstance, tetelek: string[]) {
  const { company, id } = await submitted(app);
  const manager = await staffAgent(app, ['VEZETO']);
  const requested = await manager.post(`/api/palyazatok/${id}/esemenyek`, {
    esemeny: 'REQUEST_SUPPLEMENT',
    hatarido: new Date(clock().getTime() + 7 * DAY).toISOString(),
    tetelek,
  });
  expect(requested.statusCode, requested.body).toBe(200);
  return { company, id, manager };
}

describeOnEachDatabase(
  'supplements and applicant writes',
  (get) => {
    it('refuses a supplement request without a future deadline or naming what the application does not have', async () => {
      const { app } = get();
      const { id } = await submitted(app);
      const manager = await staffAgent(app, ['VEZETO']);
      const future = new Date(Date.now() + DAY).toISOString();
      const send = (body: Record<string, unknown>) =>
        manager.post(`/api/palyazatok/${id}/esemenyek`, { esemeny: 'REQUEST_SUPPLEMENT', ...body });

      const noItems = await send({ hatarido: future });
      expect(noItems.statusCode).toBe(422);
      expect(noItems.json().kod).toBe('progress:errors.supplementItemsRequired');
      const past = await send({
        hatarido: new Date(Date.now() - 1000).toISOString(),
        tetelek: ['loanClaim'],
      });
      expect(past.json().kod).toBe('progress:errors.supplementDeadlinePast');
      // Not an item at all: the JSON Schema refuses it.
      const malformed = await send({ hatarido: future, tetelek: ['mindent'] });
      expect(malformed.statusCode).toBe(400);
      const unknown = await send({
        hatarido: future,
        tetelek: ['loanClaim.projektCim', 'loanClaim.nincsIlyen', 'documents.NEM_LETEZO'],
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toMatchObject({
        kod: 'progress:errors.supplementUnknownItems',
        okok: ['loanClaim.nincsIlyen', 'documents.NEM_LETEZO'],
        message:
          'A pályázatnak nincs ilyen szakasza vagy mezője: loanClaim.nincsIlyen, documents.NEM_LETEZO.',
      });
      // Nothing changed.
      expect((await transitionsOf(app, id)).at(-1)?.esemeny).toBe('SUBMIT');

      const accepted = await send({
        hatarido: future,
        tetelek: [
          'loanClaim.projektCim',
          'customFields.egyseg',
          'customFields.modernizacio.helyiAlapanyagArany',
          'knockOut.KO-2',
          'documents.ARAJANLAT',
          'statements.FENNTARTAS',
        ],
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().statusz).toBe('WAITING_FOR_SUPPLEMENT');
    });

    it('outside editing and supplements every applicant write is refused and changes nothing', async () => {
      const { app } = get();
      const { company, id } = await submitted(app);
      const { agent } = company.owner;
      const before = (await agent.get(`/api/palyazatok/${id}`)).json();
      const documents = (await agent.get(`/api/palyazatok/${id}/dokumentumok`)).json();
      const plan = documents.dokumentumok.find(
        (document: { documentType: string }) => document.documentType === 'UZLETI_TERV',
      );
      expect(plan?.deletable).toBe(true);
      const writes = {
        'loan claim': () =>
          agent.put(`/api/palyazatok/${id}/hiteligenyles`, {
            verzio: before.palyazat.verzio,
            projektCim: 'Utólag',
          }),
        'custom fields': () =>
          agent.put(`/api/palyazatok/${id}/egyedi-mezok?vazlat=true`, {
            verzio: before.palyazat.verzio,
            ertekek: {},
          }),
        'knock-out': () =>
          agent.put(`/api/palyazatok/${id}/kizaro-feltetelek`, {
            megerositesek: { 'KO-1': false },
          }),
        statement: () =>
          agent.put(`/api/palyazatok/${id}/nyilatkozatok/ADATKEZELES`, { elfogadva: false }),
        upload: () => upload(company, id, 'ARAJANLAT'),
        'document delete': () => agent.delete(`/api/dokumentumok/${plan.uuid}`),
      };
      for (const [name, write] of Object.entries(writes)) {
        const response = await write();
        expect(response.statusCode, name).toBe(409);
        expect(response.json().kod, name).toBe('calls:errors.notEditable');
      }
      const after = (await agent.get(`/api/palyazatok/${id}`)).json();
      expect(after).toEqual(before);
      expect((await agent.get(`/api/palyazatok/${id}/dokumentumok`)).json()).toEqual(documents);
    });

    it('while waiting for a supplement lets the applicant change only what the request names', async () => {
      const { app } = get();
      const { company, id } = await waitingForSupplement(app, [
        'loanClaim.projektCim',
        'customFields.egyseg',
        'documents.ARAJANLAT',
        'statements.FENNTARTAS',
      ]);
      const { agent } = company.owner;
      const claimOf = async () => {
        const { palyazat } = (await agent.get(`/api/palyazatok/${id}`)).json();
        return {
          projektCim: palyazat.projektCim,
          rovidLeiras: palyazat.rovidLeiras,
          igenyeltTamogatas: palyazat.igenyeltTamogatas,
          elszamolhatoKoltseg: palyazat.elszamolhatoKoltseg,
          tervezettKezdet: palyazat.tervezettKezdet,
          tervezettFizikaiBefejezes: palyazat.tervezettFizikaiBefejezes,
          afaStatusz: palyazat.afaStatusz,
          kincstariKor: palyazat.kincstariKor,
          megvalositasiHelyszin: palyazat.megvalositasiHelyszin,
          projektForrasok: palyazat.projektForrasok,
          verzio: palyazat.verzio,
        };
      };

      // The whole form may be sent: only the changed field counts, and it is unlocked.
      const fixed = await agent.put(`/api/palyazatok/${id}/hiteligenyles`, {
        ...(await claimOf()),
        projektCim: 'A Kékfrankos Étterem konyhájának teljes korszerűsítése',
      });
      expect(fixed.statusCode, fixed.body).toBe(200);
      const locked = await agent.put(`/api/palyazatok/${id}/hiteligenyles`, {
        ...(await claimOf()),
        rovidLeiras: 'Más leírás.',
      });
      expect(locked.statusCode).toBe(409);
      expect(locked.json()).toMatchObject({
        kod: 'calls:errors.notUnlockedBySupplement',
        message: expect.stringContaining('Nem módosítható: Hiteligénylés – Rövid leírás.'),
        hibak: [
          expect.objectContaining({
            mezo: 'loanClaim.rovidLeiras',
            kod: 'notUnlockedBySupplement',
          }),
        ],
      });
      expect(locked.json().message).toContain('Hiteligénylés – A projekt címe');
      const { egyediMezok } = (await agent.get(`/api/palyazatok/${id}`)).json();
      const customGroup = await agent.put(`/api/palyazatok/${id}/egyedi-mezok`, {
        verzio: await versionOf(company, id),
        ertekek: { ...egyediMezok, egyseg: { ...egyediMezok.egyseg, ferohelyek: 90 } },
      });
      expect(customGroup.statusCode, customGroup.body).toBe(200);
      const customLocked = await agent.put(`/api/palyazatok/${id}/egyedi-mezok`, {
        verzio: await versionOf(company, id),
        ertekek: {
          ...egyediMezok,
          modernizacio: { ...egyediMezok.modernizacio, helyiAlapanyagArany: 60 },
        },
      });
      expect(customLocked.statusCode).toBe(409);
      // The Hungarian title comes from the call's custom-fields schema.
      expect(customLocked.json().message).toContain(
        'Nem módosítható: Támogatási tartalom – Helyi termelőktől beszerzett alapanyagok aránya (%).',
      );
      const knockOut = await agent.put(`/api/palyazatok/${id}/kizaro-feltetelek`, {
        megerositesek: { 'KO-1': false },
      });
      expect(knockOut.statusCode).toBe(409);
      // Confirming again what is already confirmed changes nothing, so it is not refused.
      const sameKnockOut = await agent.put(`/api/palyazatok/${id}/kizaro-feltetelek`, {
        megerositesek: { 'KO-1': true },
      });
      expect(sameKnockOut.statusCode).toBe(200);
      const statement = await agent.put(`/api/palyazatok/${id}/nyilatkozatok/ADATKEZELES`, {
        elfogadva: false,
      });
      expect(statement.statusCode).toBe(409);
      const namedStatement = await agent.put(`/api/palyazatok/${id}/nyilatkozatok/FENNTARTAS`, {
        elfogadva: false,
      });
      expect(namedStatement.statusCode).toBe(200);
      await agent.put(`/api/palyazatok/${id}/nyilatkozatok/FENNTARTAS`, { elfogadva: true });
      expect((await upload(company, id, 'ARAJANLAT')).statusCode).toBe(201);
      const lockedUpload = await upload(company, id, 'UZLETI_TERV');
      expect(lockedUpload.statusCode).toBe(409);
      expect(lockedUpload.json().kod).toBe('calls:errors.notUnlockedBySupplement');
      expect(lockedUpload.json().message).toContain('Nem módosítható: Dokumentumok – Üzleti terv');

      // In English for an English-speaking user.
      await app.db
        .updateTable('felhasznalo')
        .set({ language: 'en' })
        .where('email', '=', company.owner.email)
        .execute();
      const english = await agent.put(`/api/palyazatok/${id}/hiteligenyles`, {
        ...(await claimOf()),
        rovidLeiras: 'Other text.',
      });
      expect(english.json().message).toContain('Not unlocked: Loan claim – Short description.');

      // Answered: back under evaluation, where the applicant writes nothing at all.
      const answered = await agent.post(`/api/palyazatok/${id}/palyazoi-esemenyek`, {
        esemeny: 'SUBMIT_SUPPLEMENT',
      });
      expect(answered.json().statusz).toBe('UNDER_EVALUATION');
      const afterwards = await agent.put(`/api/palyazatok/${id}/hiteligenyles`, {
        ...(await claimOf()),
        projektCim: 'Még egy változtatás',
      });
      expect(afterwards.statusCode).toBe(409);
      expect(afterwards.json().kod).toBe('calls:errors.notEditable');
      expect((await upload(company, id, 'ARAJANLAT')).json().kod).toBe('calls:errors.notEditable');
      const stored = (await agent.get(`/api/palyazatok/${id}`)).json();
      expect(stored.palyazat).toMatchObject({
        projektCim: 'A Kékfrankos Étterem konyhájának teljes korszerűsítése',
        rovidLeiras: 'Új konyhatechnológia és a vendégtér felújítása.',
      });
      expect(stored.egyediMezok.egyseg.ferohelyek).toBe(90);
      expect(stored.egyediMezok.modernizacio.helyiAlapanyagArany).toBe(45);
    });

    it('refuses supplement writes after the supplement deadline', async () => {
      const { app } = get();
      const { company, id } = await waitingForSupplement(app, ['statements']);
      offsetMs = 8 * DAY;
      try {
        const late = await company.owner.agent.put(
          `/api/palyazatok/${id}/nyilatkozatok/FENNTARTAS`,
          { elfogadva: false },
        );
        expect(late.statusCode).toBe(409);
        expect(late.json().kod).toBe('calls:errors.supplementDeadlinePassed');
      } finally {
        offsetMs = 0;
      }
    });

    it('the deadline job records SUPPLEMENT_NOT_SUBMITTED once, as the system, even when two run at once', async () => {
      const { app } = get();
      const { company, id } = await waitingForSupplement(app, ['loanClaim']);
      const before = await transitionsOf(app, id);
      // Before the deadline nothing happens.
      expect(await sweepSupplementDeadlines(app.db, new Date(Date.now() + 6 * DAY))).not.toContain(
        id,
      );
      const late = new Date(Date.now() + 7 * DAY + 60_000);
      const [first, second] = await Promise.all([
        sweepSupplementDeadlines(app.db, late),
        sweepSupplementDeadlines(app.db, late),
      ]);
      expect([...(first ?? []), ...(second ?? [])].filter((moved) => moved === id)).toEqual([id]);
      const added = (await transitionsOf(app, id)).slice(before.length);
      expect(added).toEqual([
        expect.objectContaining({
          esemeny: 'SUPPLEMENT_DEADLINE_PASSED',
          szereplo: 'SYSTEM',
          felhasznalo_id: null,
          elozo_statusz: 'WAITING_FOR_SUPPLEMENT',
          uj_statusz: 'SUPPLEMENT_NOT_SUBMITTED',
        }),
      ]);
      expect(await sweepSupplementDeadlines(app.db, late)).not.toContain(id);
      const state = await stateOf(company, id);
      expect(state).toMatchObject({ statusz: 'SUPPLEMENT_NOT_SUBMITTED', hianypotlas: null });
      expect(state.allapotvaltasok.at(-1)).toMatchObject({ szereplo: 'SYSTEM', felhasznalo: null });
      // The applicant can no longer answer or write.
      const answer = await company.owner.agent.post(`/api/palyazatok/${id}/palyazoi-esemenyek`, {
        esemeny: 'SUBMIT_SUPPLEMENT',
      });
      expect(answer.statusCode).toBe(409);
    });

    it('runs the deadline job in a second server instance started on the same database, and stops it on close', async () => {
      const { app, database } = get();
      const { id } = await waitingForSupplement(app, ['documents']);
      const second = await buildApp({
        config: testConfig({
          ...overrides,
          jobs: { supplementDeadlineIntervalMs: 20, mailOutboxIntervalMs: 0 },
        }),
        db: database.db,
        logger: false,
        clock: () => new Date(Date.now() + 8 * DAY),
      });
      const statusOf = async () =>
        (
          await app.db
            .selectFrom('palyazat')
            .select('statusz')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).statusz;
      try {
        await second.ready();
        await expect.poll(statusOf, { timeout: 5000 }).toBe('SUPPLEMENT_NOT_SUBMITTED');
      } finally {
        await second.close();
      }
      // Closed: a new overdue request stays until a running instance sweeps it.
      await app.db
        .updateTable('palyazat')
        .set({ statusz: 'WAITING_FOR_SUPPLEMENT', hianypotlas_hatarido: new Date(Date.now() - 1) })
        .where('id', '=', id)
        .execute();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await statusOf()).toBe('WAITING_FOR_SUPPLEMENT');
    });

    it('completes an upload begun before the call deadline within the grace period, refuses later ones', async () => {
      const { app } = get();
      const company = await createCompany(app);
      const id = await startApplication(app, company);
      const { vege } = await app.db
        .selectFrom('palyazati_felhivas as f')
        .innerJoin('palyazat as p', 'p.palyazati_felhivas_id', 'f.id')
        .select('f.vege')
        .where('p.id', '=', id)
        .executeTakeFirstOrThrow();
      const deadline = new Date(vege as Date).getTime();
      /** An upload whose body arrives while the clock moves from `start` to `end`. */
      const slowUpload = (category: string, start: number, end: number) => {
        const { payload, headers } = multipartBody(
          `${category.toLowerCase()}.pdf`,
          SAMPLE_FILES.pdf,
          'application/pdf',
        );
        at(start);
        const half = Math.floor(payload.length / 2);
        const body = Readable.from(
          (function* () {
            yield payload.subarray(0, half);
            at(end);
            yield payload.subarray(half);
          })(),
        );
        return company.owner.agent.request({
          method: 'POST',
          url: `/api/palyazatok/${id}/dokumentumok/${category}`,
          headers,
          payload: body,
        });
      };
      const storedFiles = async () =>
        (
          await app.db
            .selectFrom('dokumentum')
            .select('kategoria')
            .where('palyazat_id', '=', id)
            .execute()
        ).map((row) => row.kategoria);
      const objectsBefore = storedObjects();
      try {
        // Begun a minute before the deadline, ended five minutes after it: within 10 minutes.
        const inGrace = await slowUpload('UZLETI_TERV', deadline - 60_000, deadline + 5 * 60_000);
        expect(inGrace.statusCode, inGrace.body).toBe(201);
        // Ended eleven minutes after it: refused, nothing stored.
        const tooLate = await slowUpload('KOLTSEGVETES', deadline - 60_000, deadline + 11 * 60_000);
        expect(tooLate.statusCode).toBe(409);
        expect(tooLate.json()).toMatchObject({
          kod: 'calls:errors.uploadTooLate',
          message: expect.stringContaining('10 perces türelmi időn belül'),
        });
        // Begun after the deadline: refused at once.
        const after = await slowUpload('ARAJANLAT', deadline + 1000, deadline + 2000);
        expect(after.statusCode).toBe(409);
        expect(after.json().kod).toBe('calls:errors.callDeadlinePassed');
        expect(await storedFiles()).toEqual(['UZLETI_TERV']);
      } finally {
        offsetMs = 0;
      }
      // Only the accepted file is kept; the refused one was removed from storage.
      expect(storedObjects()).toBe(objectsBefore + 1);
    });

    it('a change during a submission step goes back to editing in the same transaction', async () => {
      const { app } = get();
      const company = await createCompany(app);
      const id = await startApplication(app, company);
      await completeApplication(app, company, id);
      const { agent } = company.owner;
      const check = await agent.post(`/api/palyazatok/${id}/benyujtas/ellenorzes`, {});
      expect(check.json().benyujtasAllapot).toBe('ADATOK_ELLENORIZVE');
      const pdf = await signed(await generateFinal(company, id));
      expect((await uploadSigned(company, id, pdf)).json().benyujtasAllapot).toBe(
        'VEGLEGESITO_FELTOLTVE',
      );

      // Saving what is already stored is no change.
      const same = await agent.put(`/api/palyazatok/${id}/kizaro-feltetelek`, {
        megerositesek: { 'KO-1': true },
      });
      expect(same.statusCode).toBe(200);
      expect((await stateOf(company, id)).benyujtasAllapot).toBe('VEGLEGESITO_FELTOLTVE');
      // A stale save fails whole: no data, no transition.
      const before = await versionOf(company, id);
      const stale = await agent.put(`/api/palyazatok/${id}/hiteligenyles`, {
        verzio: before - 1,
        projektCim: 'Elavult',
      });
      expect(stale.statusCode).toBe(409);
      expect((await stateOf(company, id)).benyujtasAllapot).toBe('VEGLEGESITO_FELTOLTVE');

      const changed = await agent.put(`/api/palyazatok/${id}/hiteligenyles`, {
        verzio: before,
        projektCim: 'Módosított projektcím',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const state = await stateOf(company, id);
      expect(state).toMatchObject({ statusz: 'UNDER_EDITING', benyujtasAllapot: null });
      // The answer names the version after the transition, so the next save is not stale.
      expect(changed.json().verzio).toBe(state.verzio);
      const last = (await transitionsOf(app, id)).at(-1);
      expect(last).toMatchObject({
        esemeny: 'DATA_CHANGED',
        szereplo: 'APPLICANT',
        elozo_benyujtas_allapot: 'VEGLEGESITO_FELTOLTVE',
        uj_benyujtas_allapot: null,
      });
      expect(last?.felhasznalo_id).not.toBeNull();
      // The signed document of the older data cannot be submitted any more.
      const refused = await agent.request({
        method: 'POST',
        url: `/api/palyazatok/${id}/benyujtas`,
        headers: { 'idempotency-key': `regi-${id}` },
        payload: {},
      });
      expect(refused.statusCode).toBe(409);
      expect((await uploadSigned(company, id, pdf)).statusCode).toBe(422);

      // Every kind of write counts: a statement, a document.
      for (const write of [
        () => agent.put(`/api/palyazatok/${id}/nyilatkozatok/FENNTARTAS`, { elfogadva: false }),
        () => upload(company, id, 'ARAJANLAT'),
      ]) {
        await agent.put(`/api/palyazatok/${id}/nyilatkozatok/FENNTARTAS`, { elfogadva: true });
        const again = await agent.post(`/api/palyazatok/${id}/benyujtas/ellenorzes`, {});
        expect(again.json().benyujtasAllapot).toBe('ADATOK_ELLENORIZVE');
        expect((await write()).statusCode).toBeLessThan(300);
        expect((await stateOf(company, id)).benyujtasAllapot).toBeNull();
      }
    });
  },
  { overrides, clock },
);
