import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { addMember, createCompany } from '../helpers/master-data.ts';
import {
  GRANT_CALL,
  LOAN_CALL,
  SAMPLE_FILES,
  UPCOMING_CALL,
  callsTestOverrides,
  multipartBody,
  patchCall,
} from '../helpers/calls.ts';
import type { FastifyInstance } from 'fastify';
import type { Agent } from '../helpers/auth.ts';
import {
  GRANT_CUSTOM_FIELDS,
  addSite,
  grantLoanClaim,
  uploadGrantDocuments,
} from '../helpers/lifecycle.ts';

const overrides = callsTestOverrides();
// A call that closed yesterday stays in the database but takes no new application.
patchCall(overrides.callsDir, UPCOMING_CALL, {});

async function callIds(app: FastifyInstance): Promise<Record<string, number>> {
  const rows = await app.db.selectFrom('palyazati_felhivas').select(['id', 'azonosito']).execute();
  return Object.fromEntries(rows.map((row) => [row.azonosito, row.id]));
}

async function start(agent: Agent, callId: number, applicantId: number) {
  return agent.post('/api/palyazatok', {
    palyazatiFelhivas: { id: callId },
    tamogatastIgenylo: { id: applicantId },
  });
}

describeOnEachDatabase(
  'applications API (/api/palyazatok)',
  (get) => {
    it('starts an application for an open call, not for an upcoming one, within maxSubmissionsPerApplicant', async () => {
      const { app } = get();
      const ids = await callIds(app);
      const company = await createCompany(app);
      const { agent } = company.owner;

      const created = await start(agent, ids[GRANT_CALL]!, company.applicantId);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        statusz: 'UNDER_EDITING',
        verzio: 1,
        palyazatiFelhivas: { id: ids[GRANT_CALL], azonosito: GRANT_CALL },
        tamogatastIgenylo: { id: company.applicantId },
        felelos: { id: company.owner.userId },
        callForProposalTitle: 'Vendéglátóhelyek modernizációjának vissza nem térítendő támogatása',
      });
      expect(created.json().azonosito).toMatch(/^TP-\d{4}-\d{2}-\d{6}$/);

      // The grant call allows one application per applicant.
      const second = await start(agent, ids[GRANT_CALL]!, company.applicantId);
      expect(second.statusCode).toBe(422);
      expect(second.json()).toMatchObject({
        kod: 'calls:errors.maxSubmissionsReached',
        message: 'A pályázó ehhez a felhíváshoz legfeljebb 1 pályázatot indíthat.',
      });
      // The loan call allows two.
      expect((await start(agent, ids[LOAN_CALL]!, company.applicantId)).statusCode).toBe(201);
      expect((await start(agent, ids[LOAN_CALL]!, company.applicantId)).statusCode).toBe(201);
      expect((await start(agent, ids[LOAN_CALL]!, company.applicantId)).statusCode).toBe(422);

      const upcoming = await start(agent, ids[UPCOMING_CALL]!, company.applicantId);
      expect(upcoming.statusCode).toBe(422);
      expect(upcoming.json().kod).toBe('calls:errors.callNotOpen');

      const list = await agent.get(
        `/api/palyazatok/kedvezmenyezett/tamogatast-igenylo/${company.applicantId}`,
      );
      expect(list.statusCode).toBe(200);
      expect(list.json()).toHaveLength(3);
      expect(list.json()[0]).toMatchObject({
        statusz: 'UNDER_EDITING',
        teljesites: { szazalek: 0, kovetkezoLepes: 'loanClaim' },
      });
    });

    it('refuses a closed call', async () => {
      const { app } = get();
      const ids = await callIds(app);
      await app.db
        .updateTable('palyazati_felhivas')
        .set({ vege: new Date(Date.now() - 60_000) })
        .where('id', '=', ids[LOAN_CALL]!)
        .execute();
      await app.calls.reload();
      try {
        const company = await createCompany(app);
        const response = await start(company.owner.agent, ids[LOAN_CALL]!, company.applicantId);
        expect(response.statusCode).toBe(422);
        expect(response.json().kod).toBe('calls:errors.callNotOpen');
        const open = (await company.owner.agent.get('/api/palyazati-felhivasok')).json() as Array<{
          azonosito: string;
        }>;
        expect(open.map((call) => call.azonosito)).not.toContain(LOAN_CALL);
      } finally {
        await app.db
          .updateTable('palyazati_felhivas')
          .set({ vege: new Date(Date.now() + 90 * 24 * 3600_000) })
          .where('id', '=', ids[LOAN_CALL]!)
          .execute();
        await app.calls.reload();
      }
    });

    it('checks the loan claim against the call: maximum, intensity, own funds, advance, rounding; 409 on a stale version', async () => {
      const { app } = get();
      const ids = await callIds(app);
      const company = await createCompany(app);
      const { agent } = company.owner;
      const siteId = await addSite(app, agent, company.applicantId);
      const application = (await start(agent, ids[LOAN_CALL]!, company.applicantId)).json();
      const url = `/api/palyazatok/${application.id}/hiteligenyles`;

      const tooMuch = await agent.put(url, {
        verzio: 1,
        igenyeltTamogatas: 1_500_000_000,
        elszamolhatoKoltseg: 2_000_000_000,
      });
      expect(tooMuch.statusCode).toBe(422);
      expect(tooMuch.json().hibak).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            mezo: 'igenyeltTamogatas',
            kod: 'calls:validation.amountTooHigh',
            uzenet: 'Az igényelt összeg legfeljebb 1 000 000 000 Ft lehet.',
          }),
        ]),
      );

      const rounding = await agent.put(url, { verzio: 1, igenyeltTamogatas: 50_050_000 });
      expect(rounding.statusCode).toBe(422);
      expect(rounding.json().hibak).toContainEqual(
        expect.objectContaining({
          kod: 'calls:validation.rounding',
          uzenet: 'Kérjük, az összeget 100 000 Ft egész számú többszörösére kerekítse!',
        }),
      );

      const intensity = await agent.put(url, {
        verzio: 1,
        igenyeltTamogatas: 95_000_000,
        elszamolhatoKoltseg: 100_000_000,
        igenyeltEloleg: 30_000_000,
        projektForrasok: [{ forras: 'SAJAT_FORRAS', osszeg: 5_000_000 }],
      });
      expect(intensity.statusCode).toBe(422);
      expect(
        intensity
          .json()
          .hibak.map((issue: { kod: string }) => issue.kod)
          .toSorted(),
      ).toEqual([
        'calls:validation.advanceTooHigh',
        'calls:validation.intensityTooHigh',
        'calls:validation.ownContributionTooLow',
      ]);

      // Nothing was stored by the refused saves.
      expect((await agent.get(`/api/palyazatok/${application.id}`)).json().palyazat).toMatchObject({
        verzio: 1,
        igenyeltTamogatas: null,
      });

      const claim = {
        projektCim: 'A Tölgyfa Panzió bővítése wellness-részleggel',
        rovidLeiras:
          'Tizenkét új szoba és egy wellness-részleg építése a panzió udvari szárnyában.',
        igenyeltTamogatas: 80_000_000,
        elszamolhatoKoltseg: 100_000_000,
        igenyeltEloleg: 20_000_000,
        tervezettKezdet: '2027-03-01',
        tervezettFizikaiBefejezes: '2028-06-30',
        afaStatusz: 'B',
        kincstariKor: false,
        munkahelynovekedes: 4,
        mukodesiEredmeny: 12_000_000,
        megvalositasiHelyszin: [{ id: siteId }],
        projektForrasok: [{ forras: 'SAJAT_FORRAS', osszeg: 20_000_000 }],
      };
      const saved = await agent.put(url, { verzio: 1, ...claim });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ verzio: 2, hibak: [] });
      expect(saved.json().teljesites.szakaszok[0]).toEqual({
        szakasz: 'loanClaim',
        kesz: true,
        hianyzik: [],
      });

      const stale = await agent.put(url, { verzio: 1, projektCim: 'Régi cím' });
      expect(stale.statusCode).toBe(409);

      // Autosave: a draft is stored even above the maximum, with its problems reported.
      const draft = await agent.put(`${url}?vazlat=true`, {
        verzio: 2,
        igenyeltTamogatas: 2_000_000_000,
      });
      expect(draft.statusCode).toBe(200);
      expect(draft.json().verzio).toBe(3);
      expect(draft.json().hibak.map((issue: { kod: string }) => issue.kod)).toContain(
        'calls:validation.amountTooHigh',
      );
      expect(draft.json().teljesites.szakaszok[0]).toMatchObject({ kesz: false });
      const detail = (await agent.get(`/api/palyazatok/${application.id}`)).json();
      expect(detail.palyazat).toMatchObject({
        igenyeltTamogatas: 2_000_000_000,
        projektCim: claim.projektCim,
        tervezettKezdet: '2027-03-01',
        megvalositasiHelyszin: [{ id: siteId }],
      });

      // Another company's address is never a site, not even in a draft.
      const other = await createCompany(app);
      const foreignSite = await addSite(app, other.owner.agent, other.applicantId);
      const foreign = await agent.put(`${url}?vazlat=true`, {
        verzio: 3,
        megvalositasiHelyszin: [{ id: foreignSite }],
      });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().hibak[0].kod).toBe('calls:validation.unknownSite');
    });

    it('validates custom fields with the call schema: drafts partial, pattern messages from the call texts', async () => {
      const { app } = get();
      const ids = await callIds(app);
      const company = await createCompany(app);
      const { agent } = company.owner;
      const application = (await start(agent, ids[LOAN_CALL]!, company.applicantId)).json();
      const url = `/api/palyazatok/${application.id}/egyedi-mezok`;

      const partial = await agent.put(`${url}?vazlat=true`, {
        verzio: 1,
        ertekek: { szallashely: { ntakRegisztraciosSzam: 'MA1234' } },
      });
      expect(partial.statusCode).toBe(200);
      expect(partial.json().hibak).toContainEqual(
        expect.objectContaining({
          mezo: 'szallashely.ntakRegisztraciosSzam',
          uzenet:
            'Az NTAK regisztrációs szám két nagybetűből és nyolc számjegyből áll (például MA12345678).',
        }),
      );
      const unknown = await agent.put(`${url}?vazlat=true`, {
        verzio: 2,
        ertekek: { szallashely: { nincsIlyen: 'x' } },
      });
      expect(unknown.statusCode).toBe(422);

      const incomplete = await agent.put(url, {
        verzio: 2,
        ertekek: { szallashely: { ntakRegisztraciosSzam: 'MA12345678' } },
      });
      expect(incomplete.statusCode).toBe(422);
      expect(incomplete.json().hibak.map((issue: { mezo: string }) => issue.mezo)).toContain(
        'szallashely.szallashelyTipus',
      );

      const complete = await agent.put(url, {
        verzio: 2,
        ertekek: {
          szallashely: {
            ntakRegisztraciosSzam: 'MA12345678',
            szallashelyTipus: 'PANZIO',
            jelenlegiMinosites: 3,
            szobakSzamaJelenleg: 14,
            szobakSzamaTervezett: 26,
          },
          fejlesztes: {
            fejlesztesLeirasa:
              'A panzió udvari szárnyában tizenkét új, akadálymentes szobát és egy szaunából, gőzkabinból és pihenőtérből álló wellness-részleget alakítunk ki. A fejlesztés napelemes rendszerrel és hőszivattyúval csökkenti az energiafelhasználást, így a vendégek egész évben igényes szolgáltatást kapnak.',
            vendegejszakakElozoEv: 8400,
            energiahatekonysag: true,
            epitesiEngedelyDatuma: '2026-05-12',
          },
        },
      });
      expect(complete.statusCode).toBe(200);
      expect(complete.json().teljesites.szakaszok[1]).toEqual({
        szakasz: 'customFields',
        kesz: true,
        hianyzik: [],
      });
    });

    it('every application route answers 404 for another company and 401 without a session', async () => {
      const { app } = get();
      const ids = await callIds(app);
      const company = await createCompany(app);
      const stranger = await createCompany(app);
      const application = (
        await start(company.owner.agent, ids[LOAN_CALL]!, company.applicantId)
      ).json();
      const foreign = stranger.owner.agent;
      expect((await start(foreign, ids[LOAN_CALL]!, company.applicantId)).statusCode).toBe(404);
      expect(
        (
          await foreign.get(
            `/api/palyazatok/kedvezmenyezett/tamogatast-igenylo/${company.applicantId}`,
          )
        ).statusCode,
      ).toBe(404);
      for (const [method, url, body] of [
        ['GET', `/api/palyazatok/${application.id}`, undefined],
        ['GET', `/api/palyazatok/${application.id}/teljesites`, undefined],
        ['PUT', `/api/palyazatok/${application.id}/hiteligenyles`, { verzio: 1, projektCim: 'x' }],
        ['PUT', `/api/palyazatok/${application.id}/egyedi-mezok`, { verzio: 1, ertekek: {} }],
        [
          'PUT',
          `/api/palyazatok/${application.id}/kizaro-feltetelek`,
          { verzio: 1, megerositesek: { 'KO-1': true } },
        ],
        ['GET', `/api/palyazatok/${application.id}/nyilatkozatok`, undefined],
        ['PUT', `/api/palyazatok/${application.id}/nyilatkozatok/ADATKEZELES`, { elfogadva: true }],
        ['GET', `/api/palyazatok/${application.id}/dokumentumok`, undefined],
      ] as const) {
        const response = await foreign.request({ method, url, payload: body });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        // Anonymous: 401, or 403 from the anti-forgery check that runs first on writes.
        expect([401, 403], `${method} ${url} anonymous`).toContain(
          (await app.inject({ method, url, payload: body })).statusCode,
        );
      }
      const upload = multipartBody('terv.pdf', SAMPLE_FILES.pdf);
      const foreignUpload = await foreign.request({
        method: 'POST',
        url: `/api/palyazatok/${application.id}/dokumentumok/UZLETI_TERV`,
        ...upload,
      });
      expect(foreignUpload.statusCode).toBe(404);
      // An EDITOR of the company may work on it.
      const editor = await addMember(app, company, 'EDITOR');
      expect((await editor.agent.get(`/api/palyazatok/${application.id}`)).statusCode).toBe(200);
    });

    it('knock-out criteria and statements are recorded with who and when, and the application becomes complete', async () => {
      const { app } = get();
      const ids = await callIds(app);
      const company = await createCompany(app);
      const { agent } = company.owner;
      const application = (await start(agent, ids[GRANT_CALL]!, company.applicantId)).json();
      const id = application.id;

      const unknown = await agent.put(`/api/palyazatok/${id}/kizaro-feltetelek`, {
        verzio: 1,
        megerositesek: { 'KO-9': true },
      });
      expect(unknown.statusCode).toBe(422);
      const ko = await agent.put(`/api/palyazatok/${id}/kizaro-feltetelek`, {
        verzio: 1,
        megerositesek: { 'KO-1': true, 'KO-2': true, 'KO-3': true },
      });
      expect(ko.statusCode).toBe(200);
      expect(
        ko.json().teljesites.szakaszok.find((s: { szakasz: string }) => s.szakasz === 'knockOut'),
      ).toMatchObject({ kesz: true });
      expect(
        (
          await agent.put(`/api/palyazatok/${id}/kizaro-feltetelek`, {
            verzio: 1,
            megerositesek: { 'KO-1': false },
          })
        ).statusCode,
      ).toBe(409);
      // Without verzio one answer is recorded like a statement: no check, no new version.
      const single = await agent.put(`/api/palyazatok/${id}/kizaro-feltetelek`, {
        megerositesek: { 'KO-2': true },
      });
      expect(single.statusCode).toBe(200);
      expect(single.json().verzio).toBe(2);

      const before = Date.now();
      const accepted = await agent.put(`/api/palyazatok/${id}/nyilatkozatok/ADATKEZELES`, {
        elfogadva: true,
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({
        azonosito: 'ADATKEZELES',
        kotelezo: true,
        elfogadva: true,
        felhasznalo: { id: company.owner.userId, nev: 'Tulajdonos Teszt' },
      });
      expect(new Date(accepted.json().idopont).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(
        (await agent.put(`/api/palyazatok/${id}/nyilatkozatok/NINCS`, { elfogadva: true }))
          .statusCode,
      ).toBe(404);
      for (const statement of ['KETTOS_FINANSZIROZAS', 'FENNTARTAS']) {
        expect(
          (await agent.put(`/api/palyazatok/${id}/nyilatkozatok/${statement}`, { elfogadva: true }))
            .statusCode,
        ).toBe(200);
      }
      const statements = (await agent.get(`/api/palyazatok/${id}/nyilatkozatok`)).json();
      expect(statements.every((s: { elfogadva: boolean }) => s.elfogadva)).toBe(true);

      const siteId = await addSite(app, agent, company.applicantId);
      const claim = await agent.put(`/api/palyazatok/${id}/hiteligenyles`, {
        verzio: 2,
        ...grantLoanClaim(siteId),
      });
      expect(claim.statusCode).toBe(200);
      const custom = await agent.put(`/api/palyazatok/${id}/egyedi-mezok`, {
        verzio: 3,
        ertekek: GRANT_CUSTOM_FIELDS,
      });
      expect(custom.statusCode).toBe(200);
      await uploadGrantDocuments(agent, id);
      const completion = (await agent.get(`/api/palyazatok/${id}/teljesites`)).json();
      expect(completion).toMatchObject({ szazalek: 100, kovetkezoLepes: null });
      expect(completion.szakaszok.every((section: { kesz: boolean }) => section.kesz)).toBe(true);
    });
  },
  { overrides },
);
