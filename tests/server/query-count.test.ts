/**
 * Issue 14, item 2: every read route runs a small number of SQL queries that does not grow with
 * the rows it answers. Each route names its budget beside itself (`config: { queryBudget }`,
 * collected in app.queryBudgets); this suite counts the queries of one request (Kysely's log hook,
 * src/server/db/database.ts `onQuery`) for a company with 1 item of each kind and one with 20
 * (applications, documents, owners, contacts, addresses) and fails when the two counts differ or
 * a count is over the route's budget. On PGlite and on PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { type Agent, anonymousAgent } from '../helpers/auth.ts';
import { testConfig } from '../helpers/app.ts';
import {
  GRANT_CALL,
  SAMPLE_FILES,
  callsTestOverrides,
  copyCallsDir,
  multipartBody,
  patchCall,
} from '../helpers/calls.ts';
import { DATABASE_KINDS, type TestDatabase, createTestDatabase } from '../helpers/database.ts';
import { grantCallId, staffAgent } from '../helpers/lifecycle.ts';
import { type Company, createCompany, referenceIds } from '../helpers/master-data.ts';

const LARGE = 20;
/** The grant call's document categories an applicant may upload (documents list: 1 and 4). */
const CATEGORIES = ['UZLETI_TERV', 'KOLTSEGVETES', 'MUKODESI_ENGEDELY', 'ARAJANLAT'];

interface Fixture {
  company: Company;
  applicationIds: number[];
  /** The first uploaded document of the first application. */
  documentUuid: string;
}

/** A company with `count` applications, owners, contacts and sites; documents on the first. */
async function fixture(app: FastifyInstance, count: number): Promise<Fixture> {
  const company = await createCompany(app);
  const { agent } = company.owner;
  const ref = await referenceIds(app);
  const callId = await grantCallId(app);
  const applicationIds: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = await agent.post('/api/palyazatok', {
      palyazatiFelhivas: { id: callId },
      tamogatastIgenylo: { id: company.applicantId },
    });
    expect(started.statusCode).toBe(201);
    applicationIds.push(started.json().id);
    const owner = await agent.post('/api/tamogatast-igenylo-tulajdonosok', {
      tamogatastIgenylo: { id: company.applicantId },
      tulajdonos: {
        tipus: 'TERMESZETES_SZEMELY',
        nev: `Tulajdonos ${index}`,
        tulajdoniHanyad: 1,
        szavazatiJog: 1,
        adoazonositoJel: '8123456789',
        bejegyzesOrszaga: { id: ref.countryId },
      },
    });
    expect(owner.statusCode).toBe(201);
    const contact = await agent.post('/api/kapcsolattartok', {
      tamogatastIgenylo: { id: company.applicantId },
      nev: `Kapcsolattartó ${index}`,
      statusz: 'KEPVISELO',
      kepviseletiJog: 'ONALLO',
      telefonszam: '+36 1 234 5678',
      email: `kapcsolat${index}@pelda.hu`,
      beosztas: 'ügyvezető',
    });
    expect(contact.statusCode).toBe(201);
    const site = await agent.post('/api/tamogatast-igenylo-cimek', {
      tamogatastIgenylo: { id: company.applicantId },
      cim: {
        cimTipus: 'TELEPHELY',
        orszag: { id: ref.countryId },
        telepules: { id: ref.settlementId },
        iranyitoszam: '8230',
        cim: `Fürdő sétány ${index + 1}.`,
      },
    });
    expect(site.statusCode).toBe(200);
  }
  const uuids: string[] = [];
  for (const category of CATEGORIES.slice(0, count === 1 ? 1 : CATEGORIES.length)) {
    const upload = await agent.request({
      method: 'POST',
      url: `/api/palyazatok/${applicationIds[0]}/dokumentumok/${category}`,
      ...multipartBody(`${category.toLowerCase()}.pdf`, SAMPLE_FILES.pdf, 'application/pdf'),
    });
    expect(upload.statusCode, category).toBe(201);
    uuids.push(upload.json().uuid);
  }
  return { company, applicationIds, documentUuid: uuids[0]! };
}

/**
 * The read routes measured: the registered pattern, the URL of a fixture and who asks (the
 * company's owner unless `staff`). Every GET route under /api is here or in EXEMPT; a test below
 * fails on a new one that is neither.
 */
const ROUTES: Array<{ route: string; url: (f: Fixture) => string; staff?: boolean }> = [
  { route: '/api/ready', url: () => '/api/ready' },
  { route: '/api/csrf', url: () => '/api/csrf' },
  { route: '/api/captcha/challenge', url: () => '/api/captcha/challenge' },
  { route: '/api/felhasznalok/current', url: () => '/api/felhasznalok/current' },
  { route: '/api/felhasznalok/two-factor', url: () => '/api/felhasznalok/two-factor' },
  {
    route: '/api/felhasznalok/current/adatexport',
    url: () => '/api/felhasznalok/current/adatexport',
  },
  {
    route: '/api/referencia-adat/gazdalkodasi-forma',
    url: () => '/api/referencia-adat/gazdalkodasi-forma',
  },
  { route: '/api/referencia-adat/teaor', url: () => '/api/referencia-adat/teaor' },
  { route: '/api/orszagok/search/:text', url: () => '/api/orszagok/search/magyar' },
  { route: '/api/help/docs/:lng', url: () => '/api/help/docs/hu' },
  { route: '/api/palyazati-felhivasok', url: () => '/api/palyazati-felhivasok' },
  {
    route: '/api/palyazati-felhivasok/:azonosito',
    url: () => `/api/palyazati-felhivasok/${GRANT_CALL}`,
  },
  { route: '/api/dokumentum-kategoriak', url: () => '/api/dokumentum-kategoriak' },
  {
    route: '/api/tamogatast-igenylok/:id',
    url: (f) => `/api/tamogatast-igenylok/${f.company.applicantId}`,
  },
  {
    route: '/api/tamogatast-igenylok/:id/penzugyi-adatok',
    url: (f) => `/api/tamogatast-igenylok/${f.company.applicantId}/penzugyi-adatok`,
  },
  {
    route: '/api/tamogatast-igenylok/:id/szolgaltatoi-profil',
    url: (f) => `/api/tamogatast-igenylok/${f.company.applicantId}/szolgaltatoi-profil`,
  },
  {
    route: '/api/tamogatast-igenylok/:id/torzsadat-pillanatkep',
    url: (f) => `/api/tamogatast-igenylok/${f.company.applicantId}/torzsadat-pillanatkep`,
  },
  {
    route: '/api/tamogatast-igenylok/:id/felhasznalok',
    url: (f) => `/api/tamogatast-igenylok/${f.company.applicantId}/felhasznalok`,
  },
  {
    route: '/api/tamogatast-igenylok/:id/meghivok',
    url: (f) => `/api/tamogatast-igenylok/${f.company.applicantId}/meghivok`,
  },
  {
    route: '/api/palyazatok/kedvezmenyezett/tamogatast-igenylo/:id',
    url: (f) => `/api/palyazatok/kedvezmenyezett/tamogatast-igenylo/${f.company.applicantId}`,
  },
  { route: '/api/palyazatok/:id', url: (f) => `/api/palyazatok/${f.applicationIds[0]}` },
  {
    route: '/api/palyazatok/:id/teljesites',
    url: (f) => `/api/palyazatok/${f.applicationIds[0]}/teljesites`,
  },
  {
    route: '/api/palyazatok/:id/dokumentumok',
    url: (f) => `/api/palyazatok/${f.applicationIds[0]}/dokumentumok`,
  },
  { route: '/api/dokumentumok/:uuid', url: (f) => `/api/dokumentumok/${f.documentUuid}` },
  {
    route: '/api/dokumentumok/:uuid/tartalom',
    url: (f) => `/api/dokumentumok/${f.documentUuid}/tartalom`,
  },
  {
    route: '/api/palyazatok/:id/nyilatkozatok',
    url: (f) => `/api/palyazatok/${f.applicationIds[0]}/nyilatkozatok`,
  },
  {
    route: '/api/palyazatok/:id/allapot',
    url: (f) => `/api/palyazatok/${f.applicationIds[0]}/allapot`,
  },
  {
    route: '/api/palyazatok/:id/szerzodes',
    url: (f) => `/api/palyazatok/${f.applicationIds[0]}/szerzodes`,
  },
  {
    route: '/api/palyazatok/:id/zaro-beszamolok',
    url: (f) => `/api/palyazatok/${f.applicationIds[0]}/zaro-beszamolok`,
  },
  {
    route: '/api/tamogatast-igenylo-tulajdonosok/tamogatast-igenylo/:id',
    url: (f) => `/api/tamogatast-igenylo-tulajdonosok/tamogatast-igenylo/${f.company.applicantId}`,
  },
  {
    route: '/api/kapcsolattartok/tamogatast-igenylok/:id',
    url: (f) => `/api/kapcsolattartok/tamogatast-igenylok/${f.company.applicantId}`,
  },
  {
    route: '/api/tamogatast-igenylo-cimek/tamogatast-igenylo/:id',
    url: (f) => `/api/tamogatast-igenylo-cimek/tamogatast-igenylo/${f.company.applicantId}`,
  },
  {
    route: '/api/backoffice/palyazatok/:id',
    url: (f) => `/api/backoffice/palyazatok/${f.applicationIds[0]}`,
    staff: true,
  },
  {
    route: '/api/backoffice/dokumentumok/:uuid/tartalom',
    url: (f) => `/api/backoffice/dokumentumok/${f.documentUuid}/tartalom`,
    staff: true,
  },
  { route: '/api/backoffice/felhivasok', url: () => '/api/backoffice/felhivasok', staff: true },
  {
    route: '/api/backoffice/felhivasok/:azonosito',
    url: () => `/api/backoffice/felhivasok/${GRANT_CALL}`,
    staff: true,
  },
  { route: '/api/backoffice/felhasznalok', url: () => '/api/backoffice/felhasznalok', staff: true },
  {
    route: '/api/backoffice/kimeno-levelek/sikertelen',
    url: () => '/api/backoffice/kimeno-levelek/sikertelen',
    staff: true,
  },
];

/** GET routes that are not reads of data, with the reason they are not measured. */
const EXEMPT: Record<string, string> = {
  '/api/health': 'liveness: measured above to run no query at all',
  '/api/properties': 'the configuration: measured above to run no query at all',
  '/api/openapi.json': 'the API description, made by @fastify/swagger from the routes, no data',
  '/api/kijelentkezes': 'signing out, a write behind a GET (spec section 7)',
  '/api/dev/mailbox': 'the development mail catcher, not registered in production',
  '/api/palyazatok/:id/benyujtas/alairt-veglegesito':
    'the signed final document exists only after submission step 2 (final-document tests)',
  '/api/palyazatok/:id/benyujtas/csomag':
    'the submission package exists only after submission (submission-receipt tests)',
  '/api/zaro-beszamolok/:completionId':
    'a completion report exists only once staff open one (contract-completion tests)',
};

/**
 * The section saves of an application (autosave drafts): each reads the application and its call
 * once, under the row lock, and answers the completion from what it read (docs/decisions/0029).
 * Budgets count the statements besides BEGIN and COMMIT (the pg driver logs those, PGlite does
 * not): session and user, the locked read (with the user's role), the loan claim's sites, the
 * write(s), completion's reads not yet made (sites; knock-out answers, statements and documents
 * in one statement since decision 0049).
 * Before 0029: 12, 11 and 13 (the application read three times, the role and the sites twice);
 * before 0049: 7, 7 and 8.
 */
const SECTION_SAVES: Array<{
  route: string;
  path: string;
  body: Record<string, unknown>;
  budget: number;
}> = [
  {
    route: '/api/palyazatok/:id/hiteligenyles',
    path: 'hiteligenyles',
    body: { projektCim: 'Wellness-részleg' },
    budget: 5,
  },
  {
    route: '/api/palyazatok/:id/egyedi-mezok',
    path: 'egyedi-mezok',
    body: { ertekek: { egyseg: { ferohelyek: 40 } } },
    budget: 5,
  },
  {
    route: '/api/palyazatok/:id/kizaro-feltetelek',
    path: 'kizaro-feltetelek',
    body: { megerositesek: { 'KO-1': true } },
    budget: 7,
  },
];

for (const kind of DATABASE_KINDS) {
  describe(`query count per request [${kind}]`, () => {
    let app: FastifyInstance;
    let database: TestDatabase;
    let counting = false;
    let queries: string[] = [];
    let small: Fixture;
    let large: Fixture;
    let staff: Agent;

    /** The SQL statements one request runs. */
    async function measure(
      agent: Agent,
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      body?: unknown,
    ) {
      queries = [];
      counting = true;
      const response = await agent.request({ method, url, payload: body as object | undefined });
      counting = false;
      expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 200)}`).toBe(200);
      return [...queries];
    }

    beforeAll(async () => {
      database = await createTestDatabase(kind, {
        onQuery: (sql) => {
          if (counting) queries.push(sql);
        },
      });
      const callsDir = copyCallsDir();
      patchCall(callsDir, GRANT_CALL, { maxSubmissionsPerApplicant: LARGE + 5 });
      app = await buildApp({
        config: testConfig({
          ...callsTestOverrides(callsDir),
          jobs: { supplementDeadlineIntervalMs: 0, mailOutboxIntervalMs: 0 },
        }),
        db: database.db,
        logger: false,
      });
      await app.ready();
      small = await fixture(app, 1);
      large = await fixture(app, LARGE);
      staff = await staffAgent(app, ['VEZETO', 'ADMIN', 'FELHIVAS_SZERKESZTO']);
    }, 240_000);
    afterAll(async () => {
      await app?.close();
      await database?.drop();
    });

    it('GET /api/health (liveness) reads no session and no database', async () => {
      const agent = small.company.owner.agent;
      expect(await measure(agent, 'GET', '/api/health')).toEqual([]);
      expect((await measure(agent, 'GET', '/api/properties')).length).toBe(0);
    });

    it('reads session and user in one query for the current user', async () => {
      const agent = small.company.owner.agent;
      const statements = await measure(agent, 'GET', '/api/felhasznalok/current');
      expect(statements.filter((sql) => /"felhasznalo"/.test(sql)).length).toBe(1);
      expect(statements.filter((sql) => /"munkamenet"/.test(sql)).length).toBe(1);
    });

    it('answers funding calls from memory', async () => {
      const agent = small.company.owner.agent;
      for (const url of [
        '/api/palyazati-felhivasok',
        `/api/palyazati-felhivasok/${GRANT_CALL}`,
        '/api/dokumentum-kategoriak',
        `/api/palyazatok/kedvezmenyezett/tamogatast-igenylo/${small.company.applicantId}`,
      ])
        // A join for a call's name is fine; reading the calls themselves is not.
        expect((await measure(agent, 'GET', url)).join('\n')).not.toMatch(
          /from "palyazati_felhivas"|from "dokumentum_kategoria"/,
        );
    });

    it('every measured route names its query budget beside itself', () => {
      for (const { route } of ROUTES)
        expect(app.queryBudgets.has(`GET ${route}`), `GET ${route} has no queryBudget`).toBe(true);
    });

    it('every GET route under /api is measured here or exempt with a reason', () => {
      const covered = new Set([...ROUTES.map(({ route }) => route), ...Object.keys(EXEMPT)]);
      expect([...app.readRoutes].filter((route) => !covered.has(route))).toEqual([]);
      // An exemption for a route that no longer exists is a stale reason.
      expect(Object.keys(EXEMPT).filter((route) => !app.readRoutes.has(route))).toEqual([]);
    });

    for (const { route, url, staff: asStaff } of ROUTES) {
      it(`GET ${route}: the same count for 1 and ${LARGE} items, within its budget`, async () => {
        // Once unmeasured: what a route looks up once per process (readiness's migration
        // check) is not a cost per request.
        await (asStaff ? staff : small.company.owner.agent).get(url(small));
        const one = await measure(asStaff ? staff : small.company.owner.agent, 'GET', url(small));
        const many = await measure(asStaff ? staff : large.company.owner.agent, 'GET', url(large));
        const budget = app.queryBudgets.get(`GET ${route}`);
        expect(budget, `GET ${route} has no queryBudget`).toBeDefined();
        expect(many.length, `1 item: ${one.length}, ${LARGE} items: ${many.length}`).toBe(
          one.length,
        );
        expect(many.length, many.join('\n')).toBeLessThanOrEqual(budget ?? 0);
      });
    }

    for (const { route, path, body, budget } of SECTION_SAVES) {
      it(`PUT ${route}: one read of the application under the lock, the same count for 1 and ${LARGE} items, within its budget`, async () => {
        const counts: number[] = [];
        for (const { company, applicationIds } of [small, large]) {
          const id = applicationIds[0]!;
          const detail = await company.owner.agent.get(`/api/palyazatok/${id}`);
          const url = `/api/palyazatok/${id}/${path}?vazlat=true`;
          const statements = (
            await measure(company.owner.agent, 'PUT', url, {
              verzio: detail.json().palyazat.verzio,
              ...body,
            })
          ).filter((sql) => !/^(begin|commit)\b/i.test(sql));
          // The application's row is read once, locked; no second look after the write.
          expect(
            statements.filter((sql) => /^select .* from "palyazat" as "p"/i.test(sql)).length,
            statements.join('\n'),
          ).toBe(1);
          expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(budget);
          counts.push(statements.length);
        }
        expect(counts[1], `1 item: ${counts[0]}, ${LARGE} items: ${counts[1]}`).toBe(counts[0]);
      });
    }

    it('POST /api/backoffice/palyazatok/kereses: the queue does not grow with its rows', async () => {
      const body = { page: { pageIndex: 0, pageSize: 50 } };
      const before = await measure(staff, 'POST', '/api/backoffice/palyazatok/kereses', body);
      // Twenty more rows in the queue's answer (it lists every application staff may see).
      await fixture(app, 1);
      const after = await measure(staff, 'POST', '/api/backoffice/palyazatok/kereses', body);
      expect(after.length).toBe(before.length);
      expect(after.length).toBeLessThanOrEqual(
        app.queryBudgets.get('POST /api/backoffice/palyazatok/kereses') ?? 0,
      );
    });

    it('an anonymous request of a public route reads nothing of a session', async () => {
      const anonymous = await anonymousAgent(app);
      expect(await measure(anonymous, 'GET', '/api/health')).toEqual([]);
      expect(await measure(anonymous, 'GET', '/api/properties')).toEqual([]);
    });
  });
}
