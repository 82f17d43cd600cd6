/**
 * The back office's API (docs/decisions/0017): only staff roles get in; the queue uses the spec's
 * list query and envelope with a fixed number of SQL queries; the export opens in a Hungarian
 * spreadsheet; the file holds what was submitted and the machine's staff actions for the role;
 * internal notes and the assignee never reach an applicant's answer.
 */
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { DEMO_STAFF_ACCOUNT } from '../../src/server/auth/demo-account.ts';
import { seedDemoQueue } from '../../src/server/backoffice/demo-queue.ts';
import { testConfig } from '../helpers/app.ts';
import { type Agent, anonymousAgent, createUser, signIn } from '../helpers/auth.ts';
import { callsTestOverrides } from '../helpers/calls.ts';
import { DATABASE_KINDS, type TestDatabase, createTestDatabase } from '../helpers/database.ts';
import { staffAgent, submitted } from '../helpers/lifecycle.ts';
import type { Company } from '../helpers/master-data.ts';

const DAY = 86_400_000;

/** Counts every SQL statement the app sends (queries made through app.db and its transactions). */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery: KyselyPlugin['transformQuery'] = (args) => {
    this.count += 1;
    return args.node;
  };
  transformResult: KyselyPlugin['transformResult'] = async (args) => args.result;
}

const queue = (agent: Agent, body: Record<string, unknown> = {}) =>
  agent.post('/api/backoffice/palyazatok/kereses', body);

for (const kind of DATABASE_KINDS) {
  describe(`back office [${kind}]`, () => {
    let app: FastifyInstance;
    let database: TestDatabase;
    const counter = new QueryCounter();
    let manager: Agent;
    let editor: Agent;
    let first: { company: Company; id: number };

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      app = await buildApp({
        config: testConfig({
          ...callsTestOverrides(),
          jobs: { supplementDeadlineIntervalMs: 0, mailOutboxIntervalMs: 0 },
        }),
        db: database.db.withPlugin(counter),
        logger: false,
      });
      await app.ready();
      manager = await staffAgent(app, ['VEZETO']);
      editor = await staffAgent(app, ['FELHIVAS_SZERKESZTO']);
      first = await submitted(app);
    });
    afterAll(async () => {
      await app?.close();
      await database?.drop();
    });

    it('refuses anonymous users (401) and applicants (403) on every back-office route', async () => {
      const anonymous = await anonymousAgent(app);
      const applicant = first.company.owner.agent;
      const id = first.id;
      const calls: Array<(agent: Agent) => ReturnType<Agent['get']>> = [
        (agent) => queue(agent),
        (agent) => agent.post('/api/backoffice/palyazatok/osszesites', {}),
        (agent) => agent.post('/api/backoffice/palyazatok/export.csv', {}),
        (agent) => agent.get(`/api/backoffice/palyazatok/${id}`),
        (agent) => agent.post(`/api/backoffice/palyazatok/${id}/megjegyzesek`, { szoveg: 'x' }),
        (agent) => agent.put(`/api/backoffice/palyazatok/${id}/felelos`, {}),
        (agent) => agent.delete(`/api/backoffice/palyazatok/${id}/felelos`),
      ];
      for (const call of calls) {
        expect((await call(anonymous)).statusCode).toBe(401);
        const refused = await call(applicant);
        expect(refused.statusCode).toBe(403);
        expect(refused.body).not.toContain(first.company.owner.email);
      }
      // A beneficiary's role is not a staff role either.
      const beneficiary = await createUser(app, { roles: ['KEDVEZMENYEZETT'] });
      expect((await queue(await signIn(app, beneficiary))).statusCode).toBe(403);
    });

    it('lists every application in the spec envelope, filtered, sorted and paged', async () => {
      const all = await queue(manager);
      expect(all.statusCode, all.body).toBe(200);
      const page = all.json();
      expect(page).toMatchObject({ totalElements: 1, totalPages: 1 });
      const applicant = await app.db
        .selectFrom('tamogatast_igenylo')
        .select(['nev', 'adoszam'])
        .where('id', '=', first.company.applicantId)
        .executeTakeFirstOrThrow();
      expect(page.data[0]).toMatchObject({
        id: first.id,
        statusz: 'UNDER_EVALUATION',
        varakozas: 'MI',
        tamogatastIgenylo: { nev: applicant.nev, adoszam: applicant.adoszam },
        igenyeltTamogatas: 14_000_000,
        felelos: null,
      });
      expect(page.data[0].benyujtasDatuma).toMatch(/^\d{4}-\d{2}-\d{2}T/);

      const byTaxNumber = await queue(manager, {
        filterData: { kereses: applicant.adoszam.slice(0, 8) },
      });
      expect(byTaxNumber.json().totalElements).toBe(1);
      const none = await queue(manager, { filterData: { kereses: 'nincs-ilyen-palyazo' } });
      expect(none.json()).toEqual({ data: [], totalElements: 0, totalPages: 0 });
      // LIKE wildcards are plain text.
      expect((await queue(manager, { filterData: { kereses: '%' } })).json().totalElements).toBe(0);
      const waitingOnApplicant = await queue(manager, { filterData: { varakozas: 'PALYAZO' } });
      expect(waitingOnApplicant.json().totalElements).toBe(0);
      const otherStatus = await queue(manager, { filterData: { statusz: ['APPROVED'] } });
      expect(otherStatus.json().totalElements).toBe(0);
      const badSort = await queue(manager, { sort: { sortBy: 'jelszo' } });
      expect(badSort.statusCode).toBe(400);
      // A call editor reads the queue too.
      expect((await queue(editor)).json().totalElements).toBe(1);
    });

    it('counts applications per status per call', async () => {
      const response = await manager.post('/api/backoffice/palyazatok/osszesites', {});
      expect(response.statusCode).toBe(200);
      expect(response.json().sorok).toEqual([
        {
          felhivas: expect.objectContaining({ id: expect.any(Number) }),
          statusz: 'UNDER_EVALUATION',
          darab: 1,
        },
      ]);
    });

    it('exports the queue as CSV for a Hungarian spreadsheet', async () => {
      const response = await manager.post('/api/backoffice/palyazatok/export.csv', {});
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const text = response.body;
      expect(text.startsWith('\uFEFF')).toBe(true);
      const [header, row] = text.slice(1).split('\r\n');
      expect(header).toBe(
        'Azonosító;Pályázati felhívás;Pályázó;Adószám;Projekt címe;Állapot;Benyújtva;Hiánypótlási határidő;Igényelt támogatás (Ft);Kire vár;Felelős',
      );
      const cells = (row ?? '').split(';');
      expect(cells[5]).toBe('Értékelés alatt');
      expect(cells[6]).toMatch(/^\d{4}\.\d{2}\.\d{2}\. \d{2}:\d{2}$/);
      expect(cells[8]).toBe('14 000 000');
      expect(cells[9]).toBe('Ránk');
    });

    it('opens the file with what was submitted and the staff actions of the machine', async () => {
      const response = await manager.get(`/api/backoffice/palyazatok/${first.id}`);
      expect(response.statusCode, response.body).toBe(200);
      const file = response.json();
      expect(file.statusz).toBe('UNDER_EVALUATION');
      expect(file.palyazat.projektCim).toBe('A Kékfrankos Étterem konyhájának korszerűsítése');
      expect(file.egyediMezok.egyseg.egysegNeve).toBe('Kékfrankos Étterem');
      expect(
        file.kizaroFeltetelek.map((answer: { kriterium: string }) => answer.kriterium),
      ).toEqual(['KO-1', 'KO-2', 'KO-3']);
      expect(file.nyilatkozatok).toHaveLength(3);
      expect(
        file.dokumentumok.map((document: { documentType: string }) => document.documentType),
      ).toEqual(
        expect.arrayContaining(['UZLETI_TERV', 'KOLTSEGVETES', 'MUKODESI_ENGEDELY', 'ARAJANLAT']),
      );
      expect(file.dokumentumok[0].kategoriaNev).not.toBe(file.dokumentumok[0].documentType);
      const download = await manager.get(
        `/api/backoffice/dokumentumok/${file.dokumentumok[0].uuid}/tartalom?verzio=1`,
      );
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toMatch(/^attachment/);
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const applicantTry = await first.company.owner.agent.get(
        `/api/backoffice/dokumentumok/${file.dokumentumok[0].uuid}/tartalom`,
      );
      expect(applicantTry.statusCode).toBe(403);
      expect(file.torzsadatPillanatkep.tamogatastIgenylo.nev).toBeTruthy();
      expect(file.allapotvaltasok.at(-1)).toMatchObject({
        esemeny: 'SUBMIT',
        szereplo: 'APPLICANT',
        felhasznalo: { id: first.company.owner.userId },
      });
      expect(file.muveletek).toEqual([
        { esemeny: 'START_VERIFICATION', akadalyok: [] },
        { esemeny: 'REQUEST_SUPPLEMENT', akadalyok: [] },
        { esemeny: 'START_DATA_MODIFICATION', akadalyok: [] },
        { esemeny: 'REJECT', akadalyok: [] },
      ]);
      expect(file.hianypotlasValasztek).toContainEqual({
        tetel: 'loanClaim.projektCim',
        nev: expect.stringContaining('–'),
      });
      expect(file.jogok).toEqual({ esemenyKuldes: true, felvetelEsMegjegyzes: true });

      // A call editor reads the file but may press nothing, take it or write notes.
      const asEditor = (await editor.get(`/api/backoffice/palyazatok/${first.id}`)).json();
      expect(asEditor.muveletek.map((action: { akadalyok: string[] }) => action.akadalyok)).toEqual(
        [['roleNotAllowed'], ['roleNotAllowed'], ['roleNotAllowed'], ['roleNotAllowed']],
      );
      expect(asEditor.jogok).toEqual({ esemenyKuldes: false, felvetelEsMegjegyzes: false });
      expect(
        (await editor.post(`/api/backoffice/palyazatok/${first.id}/megjegyzesek`, { szoveg: 'x' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await editor.put(`/api/backoffice/palyazatok/${first.id}/felelos`, {})).statusCode,
      ).toBe(403);
      // …and the lifecycle route agrees: the button the file does not offer is refused there too.
      const pressed = await editor.post(`/api/palyazatok/${first.id}/esemenyek`, {
        esemeny: 'START_VERIFICATION',
      });
      expect(pressed.statusCode).toBe(403);
      expect((await manager.get('/api/backoffice/palyazatok/999999')).statusCode).toBe(404);
    });

    it('shows a supplement request sent through the lifecycle with the items as the applicant sees them', async () => {
      const requested = await manager.post(`/api/palyazatok/${first.id}/esemenyek`, {
        esemeny: 'REQUEST_SUPPLEMENT',
        hatarido: new Date(Date.now() + 7 * DAY).toISOString(),
        tetelek: ['loanClaim.projektCim', 'documents.ARAJANLAT'],
        indoklas: 'Két tétel hiányos.',
      });
      expect(requested.statusCode, requested.body).toBe(200);
      const file = (await manager.get(`/api/backoffice/palyazatok/${first.id}`)).json();
      expect(file.statusz).toBe('WAITING_FOR_SUPPLEMENT');
      expect(file.hianypotlas.tetelek.map((item: { tetel: string }) => item.tetel)).toEqual([
        'loanClaim.projektCim',
        'documents.ARAJANLAT',
      ]);
      expect(file.muveletek).toEqual([
        { esemeny: 'SUPPLEMENT_DEADLINE_PASSED', akadalyok: ['supplementDeadlinePassed'] },
      ]);
      expect(file.allapotvaltasok.at(-1)).toMatchObject({
        esemeny: 'REQUEST_SUPPLEMENT',
        szereplo: 'STAFF',
        indoklas: 'Két tétel hiányos.',
      });
      const queued = (await queue(manager, { filterData: { varakozas: 'PALYAZO' } })).json();
      expect(queued.data.map((row: { id: number }) => row.id)).toEqual([first.id]);
      expect(queued.data[0].hianypotlasHatarido).toBeTruthy();
    });

    it('keeps internal notes and the assignee out of every applicant answer', async () => {
      const secret = 'Belső: a költségvetés gyanúsan kerek, ellenőrizni.';
      const note = await manager.post(`/api/backoffice/palyazatok/${first.id}/megjegyzesek`, {
        szoveg: secret,
      });
      expect(note.statusCode, note.body).toBe(201);
      expect(note.json()).toMatchObject({ szoveg: secret, szerzo: { nev: 'Kezelő Munkatárs' } });
      expect(
        (
          await manager.post(`/api/backoffice/palyazatok/${first.id}/megjegyzesek`, {
            szoveg: '  ',
          })
        ).statusCode,
      ).toBe(400);
      // The assignee has not acted on the application, so no transition names them.
      const assignee = await signIn(
        app,
        await createUser(app, { roles: ['ADMIN'], name: 'Titkos Felelős' }),
      );
      const taken = await assignee.put(`/api/backoffice/palyazatok/${first.id}/felelos`, {});
      expect(taken.json().felelos).toMatchObject({ nev: 'Titkos Felelős' });

      const file = (await manager.get(`/api/backoffice/palyazatok/${first.id}`)).json();
      expect(file.megjegyzesek.map((entry: { szoveg: string }) => entry.szoveg)).toEqual([secret]);
      expect(file.felelos.nev).toBe('Titkos Felelős');
      const mine = await queue(assignee, { filterData: { csakSajat: true } });
      expect(mine.json().totalElements).toBe(1);
      expect((await queue(manager, { filterData: { csakSajat: true } })).json().totalElements).toBe(
        0,
      );

      const applicant = first.company.owner.agent;
      const id = first.id;
      const answers = await Promise.all(
        [
          `/api/palyazatok/${id}`,
          `/api/palyazatok/${id}/allapot`,
          `/api/palyazatok/${id}/dokumentumok`,
          `/api/palyazatok/${id}/nyilatkozatok`,
          `/api/palyazatok/${id}/teljesites`,
          `/api/palyazatok/${id}/szerzodes`,
          `/api/palyazatok/${id}/zaro-beszamolok`,
          `/api/palyazatok/kedvezmenyezett/tamogatast-igenylo/${first.company.applicantId}`,
          `/api/tamogatast-igenylok/${first.company.applicantId}/torzsadat-pillanatkep`,
          '/api/felhasznalok/current',
        ].map((url) => applicant.get(url)),
      );
      expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThan(3);
      for (const answer of answers) {
        expect(answer.body).not.toContain('gyanúsan kerek');
        expect(answer.body).not.toContain('Titkos Felelős');
      }
      const released = await manager.delete(`/api/backoffice/palyazatok/${first.id}/felelos`);
      expect(released.json()).toEqual({ felelos: null });
    });

    it('reads the queue with the same number of SQL queries for 1 and for 20 applications', async () => {
      const measure = async () => {
        const before = counter.count;
        const response = await queue(manager, { page: { pageSize: 50 } });
        expect(response.statusCode).toBe(200);
        return { queries: counter.count - before, rows: response.json().data.length };
      };
      const one = await measure();
      expect(one.rows).toBe(1);
      // 19 more applications of other applicants, each with its own assignee row.
      const source = await app.db
        .selectFrom('palyazat')
        .select(['palyazati_felhivas_id', 'tamogatast_igenylo_id'])
        .where('id', '=', first.id)
        .executeTakeFirstOrThrow();
      for (let index = 1; index <= 19; index += 1) {
        const inserted = await app.db
          .insertInto('palyazat')
          .values({
            palyazati_felhivas_id: source.palyazati_felhivas_id,
            tamogatast_igenylo_id: source.tamogatast_igenylo_id,
            azonosito: `BO-TESZT-${kind}-${index}`,
            munka_azonosito: `BO-${index}`,
            statusz: index % 2 === 0 ? 'UNDER_EVALUATION' : 'MANAGEMENT_REVIEW',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const user = await createUser(app, { roles: ['VEZETO'], name: `Kezelő ${index}` });
        await app.db
          .insertInto('palyazat_hozzarendeles')
          .values({ palyazat_id: inserted.id, felhasznalo_id: user.id })
          .execute();
      }
      const twenty = await measure();
      expect(twenty.rows).toBe(20);
      expect(twenty.queries).toBe(one.queries);

      const sorted = await queue(manager, {
        sort: { sortBy: 'azonosito', sortDirection: 'asc' },
        page: { pageIndex: 1, pageSize: 5 },
      });
      expect(sorted.json()).toMatchObject({ totalElements: 20, totalPages: 4 });
      const names = sorted.json().data.map((row: { azonosito: string }) => row.azonosito);
      expect(names).toEqual(names.toSorted());
      expect(names).toHaveLength(5);
    });

    it('seeds a populated queue for the demo staff account once (ENV dev)', async () => {
      const before = (await queue(manager)).json().totalElements;
      await seedDemoQueue(app.db, { ...app.config, env: 'test' });
      expect((await queue(manager)).json().totalElements).toBe(before);
      await seedDemoQueue(app.db, { ...app.config, env: 'dev' });
      await seedDemoQueue(app.db, { ...app.config, env: 'dev' });
      const demoStaff = await signIn(app, DEMO_STAFF_ACCOUNT);
      const seeded = (
        await queue(demoStaff, { filterData: { kereses: 'Kft' }, page: { pageSize: 50 } })
      ).json();
      const demoRows = seeded.data.filter((row: { tamogatastIgenylo: { adoszam: string } }) =>
        ['24681357-2-19', '13572468-2-05', '11223344-2-09'].includes(row.tamogatastIgenylo.adoszam),
      );
      expect((await queue(demoStaff)).json().totalElements).toBe(before + 6);
      expect(demoRows.length).toBeGreaterThan(0);
      const statuses = (await queue(demoStaff, { page: { pageSize: 100 } }))
        .json()
        .data.map((row: { statusz: string }) => row.statusz);
      expect(statuses).toEqual(
        expect.arrayContaining([
          'UNDER_EVALUATION',
          'WAITING_FOR_SUPPLEMENT',
          'EVALUATION_VERIFICATION',
          'MANAGEMENT_REVIEW',
          'APPROVED',
        ]),
      );
    });
  });
}
