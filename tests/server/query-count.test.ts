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
  for (const category of CATEGORIES.slice(0, count === 1 ? 1 : CATEGORIES.length)) {
    const upload = await agent.request({
      method: 'POST',
      url: `/api/palyazatok/${applicationIds[0]}/dokumentumok/${category}`,
      ...multipartBody(`${category.toLowerCase()}.pdf`, SAMPLE_FILES.pdf, 'application/pdf'),
    });
    expect(upload.statusCode, category).toBe(201);
  }
  return { company, applicationIds };
}

/** The read routes measured: the registered pattern and the URL of a fixture. */
const ROUTES: Array<{ route: string; url: (f: Fixture) => string; staff?: boolean }> = [
  { route: '/api/felhasznalok/current', url: () => '/api/felhasznalok/current' },
  { route: '/api/felhasznalok/two-factor', url: () => '/api/felhasznalok/two-factor' },
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
    route: '/api/palyazatok/kedvezmenyezett/tamogatast-igenylo/:id',
    url: (f) => `/api/palyazatok/kedvezmenyezett/tamogatast-igenylo/${f.company.applicantId}`,
  },
  { route: '/api/palyazatok/:id', url: (f) => `/api/palyazatok/${f.applicationIds[0]}` },
  {
    route: '/api/palyazatok/:id/dokumentumok',
    url: (f) => `/api/palyazatok/${f.applicationIds[0]}/dokumentumok`,
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
    async function measure(agent: Agent, method: 'GET' | 'POST', url: string, body?: unknown) {
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
      staff = await staffAgent(app, ['VEZETO']);
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

    for (const { route, url, staff: asStaff } of ROUTES) {
      it(`GET ${route}: the same count for 1 and ${LARGE} items, within its budget`, async () => {
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
