/**
 * Tenant isolation: nobody ever sees or changes another company's data.
 *
 * The test ENUMERATES every registered route (app.printRoutes), so a route added later is tested
 * without anyone remembering to: a route with a path parameter is tried with every id of a
 * foreign company (alone, and after one of the caller's own applicant), as that company's
 * stranger OWNER, EDITOR and a user with no permission at all. None may answer 2xx, and no answer
 * may contain the foreign company's data. A route without path parameters must be either in the
 * BODY_ID_ROUTES (tried with foreign ids in the body) or in the PUBLIC allow-list with a reason;
 * an unclassified route fails the test.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/app.ts';
import type { Agent } from '../helpers/auth.ts';
import {
  type Company,
  type Member,
  type ReferenceIds,
  addMember,
  applicantBody,
  createCompany,
  referenceIds,
  signedInUser,
  unique,
} from '../helpers/master-data.ts';
import { NOT_FOUND_MESSAGE } from '../../src/server/authorization/http-errors.ts';
import { getApplicant } from '../../src/server/repositories/applicants.ts';
import { listOwners } from '../../src/server/repositories/owners.ts';
import { insertMasterDataSnapshot } from '../../src/server/repositories/submissions.ts';

/** Routes without company data, or whose parameter is not a company's id; each with its reason. */
const PUBLIC_ROUTES: Array<[RegExp, string]> = [
  [/^\/assets\//, 'static client bundle'],
  [/^\/?\*$/, 'static client files, looked up on request (src/server/plugins/client.ts)'],
  [
    /^\/(index\.html(\.gz|\.br)?|config\.js)$/,
    'the client page (and its pre-compressed copies) and the public runtime config',
  ],
  [
    /^\/locales\/:lng\/:ns$/,
    'translation files (public; parameters are a language and a namespace)',
  ],
  [
    /^\/dev\/mailbox/,
    'developer mailbox page: only in ENV local/dev, never in test/uat/prod (tried below anyway)',
  ],
  [/^\/api\/dev\/mailbox$/, 'developer mailbox API: only in ENV local/dev'],
  [/^\/api\/openapi\.json$/, 'the API description'],
  [/^\/api\/(properties|health|ready)$/, 'version, liveness and readiness, no data'],
  [/^\/metrics$/, 'Prometheus metrics: counts only, behind METRICS_KEY (404 without one)'],
  [
    /^\/api\/(csrf|captcha\/challenge)$/,
    'anti-forgery token and captcha challenge for every visitor',
  ],
  [/^\/api\/(login|kijelentkezes)$/, 'sign in and out'],
  [
    /^\/api\/felhasznalok\/(current|current\/adatexport|current\/torles|registration|set-password|password-reset)$/,
    "the caller's own account (its data export and erasure); registration and password flows",
  ],
  [/^\/api\/felhasznalok\/two-factor(\/send|\/verify)?$/, "the caller's own second factor"],
  [
    /^\/api\/felhasznalok\/meghivok\/(show|accept)$/,
    "an invitation addressed to the caller's own e-mail, found by its mailed token",
  ],
  [/^\/api\/referencia-adat\//, 'reference data (business forms, TEÁOR), the same for everyone'],
  [
    /^\/api\/orszagok\/search\/:text$/,
    'country search: reference data; the parameter is a search text',
  ],
  [/^\/api\/telepulesek\/search$/, 'settlement search: reference data'],
  [/^\/api\/help\/docs\/:lng$/, 'help documents; the parameter is a language'],
  [
    /^\/api\/palyazati-felhivasok(\/:azonosito)?$/,
    'funding calls are published to every applicant',
  ],
  [/^\/api\/dokumentum-kategoriak$/, 'document categories: reference data'],
];

/** Routes without path parameters that take a company id in the body; tried with foreign ids. */
const BODY_ID_ROUTES = new Set([
  'POST /api/tamogatast-igenylok',
  'POST /api/tamogatast-igenylo-cimek',
  'POST /api/tamogatast-igenylo-tulajdonosok',
  'POST /api/kapcsolattartok',
  'POST /api/penzugyi-adatok',
  'POST /api/palyazatok',
  'POST /api/felhasznalok/felhasznalok/search-by-current',
  'POST /api/support-requests',
]);

/**
 * Staff routes act on every company's application by design (staff are not tenants); each needs a
 * staff role, checked before anything is read, so every applicant user gets 403 whatever the id.
 * Their role checks (who may, who may not) are tested in tests/server/lifecycle.test.ts.
 */
const STAFF_ROUTES: Array<[string, string]> = [
  [
    'POST /api/palyazatok/:id/esemenyek',
    'lifecycle events of staff (VEZETO or ADMIN role): evaluation, decision, contract, money',
  ],
  [
    'POST /api/palyazatok/:id/szerzodes/dokumentumok/:kategoria',
    'staff upload the contract documents (decision 0011)',
  ],
  ['POST /api/palyazatok/:id/szerzodes/idopontok', 'staff offer contract appointment slots'],
  ['POST /api/palyazatok/:id/zaro-beszamolok', 'staff open a completion report'],
  // The back office (decision 0017): every route needs a back-office role; tests/server/backoffice.test.ts.
  ['POST /api/backoffice/palyazatok/kereses', 'back office: the work queue of every call'],
  ['POST /api/backoffice/palyazatok/osszesites', 'back office: counts per status per call'],
  ['POST /api/backoffice/palyazatok/export.csv', 'back office: the queue as CSV'],
  ['GET /api/backoffice/palyazatok/:id', 'back office: the application file'],
  ['POST /api/backoffice/palyazatok/:id/megjegyzesek', 'back office: internal notes'],
  ['PUT /api/backoffice/palyazatok/:id/felelos', 'back office: assign to me'],
  ['DELETE /api/backoffice/palyazatok/:id/felelos', 'back office: release'],
  ['GET /api/backoffice/dokumentumok/:uuid/tartalom', 'back office: any document'],
  // ADMIN only (tests/server/mail-outbox.test.ts): the outbox's failed mails.
  ['GET /api/backoffice/kimeno-levelek/sikertelen', 'back office: failed outbox mails'],
  ['POST /api/backoffice/kimeno-levelek/:id/ujrakuldes', 'back office: retry a failed mail'],
  // Call editors and administrators (tests/server/backoffice-admin.test.ts).
  ['GET /api/backoffice/felhivasok', 'back office: the call folders'],
  ['GET /api/backoffice/felhivasok/:azonosito', 'back office: a call preview'],
  ['GET /api/backoffice/felhasznalok', 'back office: staff users'],
  ['POST /api/backoffice/felhasznalok', 'back office: invite a staff user'],
  ['PATCH /api/backoffice/felhasznalok/:id', 'back office: roles, deactivate'],
  ['POST /api/backoffice/naplo/kereses', 'back office: the audit log'],
];

/** Our own master-data routes must answer exactly 404 to a foreign id, like an unknown id. */
const MASTER_DATA_PREFIXES = [
  '/api/tamogatast-igenylok',
  '/api/tamogatast-igenylo-cimek',
  '/api/tamogatast-igenylo-tulajdonosok',
  '/api/kapcsolattartok',
  '/api/penzugyi-adatok',
];

/** A valid provider profile of a sole proprietor (the PUT must pass the schema to be tried). */
function profileBody(overrides: Record<string, unknown>): Record<string, unknown> {
  return {
    type: 'SOLE_PROPRIETORSHIP',
    name: 'Profil e.v.',
    taxNumber: '12345678-1-42',
    email: 'profil@pelda.hu',
    phone: '+36301234567',
    mainTourismSegment: 'ACCOMMODATION',
    mainTourismMicroSegment: 'GUESTHOUSE',
    isPep: false,
    hasConflictOfInterest: false,
    maidenName: 'Profil Anna',
    mothersMaidenName: 'Profil Mária',
    dateOfBirth: '1980-01-01',
    placeOfBirth: 'Eger',
    citizenship: 'magyar',
    taxId: '8412345678',
    isForeignExchangeResident: true,
    ...overrides,
  };
}

interface RouteEntry {
  method: string;
  path: string;
}

/** Every route of the app, from the tree that `printRoutes({ commonPrefix: false })` draws. */
function registeredRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    stack.length = depth;
    stack.push(match[2] as string);
    const path = stack.join('');
    for (const method of (match[3] ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean)) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path });
    }
  }
  return routes;
}

describeOnEachDatabase('tenant isolation', (get) => {
  let foreign: Company;
  let foreignEditor: Member;
  let foreignIds: Record<string, number>;
  let markers: string[];
  let own: Company;
  let ownEditor: Member;
  let stranger: Member;
  let ref: ReferenceIds;
  let routes: RouteEntry[];

  beforeAll(async () => {
    const { app } = get();
    ref = await referenceIds(app);
    // The foreign company, with a row of every kind, carrying recognisable markers.
    foreign = await createCompany(app, { nev: 'IDEGENMARKER Kft.', roviditettNev: 'IDEGENMARKER' });
    foreignEditor = await addMember(app, foreign, 'EDITOR');
    const applicant = { id: foreign.applicantId };
    const agent = foreign.owner.agent;
    const address = (
      await agent.post('/api/tamogatast-igenylo-cimek', {
        tamogatastIgenylo: applicant,
        cim: { cimTipus: 'SZEKHELY', cim: 'Idegenmarker utca 99.', iranyitoszam: '9999' },
      })
    ).json();
    const owner = (
      await agent.post('/api/tamogatast-igenylo-tulajdonosok', {
        tamogatastIgenylo: applicant,
        tulajdonos: {
          tipus: 'TERMESZETES_SZEMELY',
          nev: 'Idegenmarker Tulajdonos',
          tulajdoniHanyad: 100,
          szavazatiJog: 100,
        },
      })
    ).json();
    const contact = (
      await agent.post('/api/kapcsolattartok', {
        tamogatastIgenylo: applicant,
        nev: 'Idegenmarker Kapcsolattartó',
        statusz: 'KEPVISELO',
        email: 'idegenmarker@idegen.hu',
      })
    ).json();
    const year = (
      await agent.post('/api/penzugyi-adatok', {
        tamogatastIgenylo: applicant,
        ev: new Date().getFullYear() - 1,
        nettoArbevetel: 123456789,
        merlegfoosszeg: 1,
        atlagosLetszam: 1,
        uzemiEredmeny: 1,
      })
    ).json();
    // The foreign provider profile (decision 0022), personal part included.
    const profile = await agent.put(
      `/api/tamogatast-igenylok/${foreign.applicantId}/szolgaltatoi-profil`,
      { adatok: profileBody({ name: 'IDEGENMARKER e.v.', placeOfBirth: 'Idegenmarkerfalva' }) },
    );
    expect(profile.statusCode, profile.body).toBe(200);
    // An application of the foreign company, when a funding call is open, so the
    // application routes of the other features are tried with a real foreign application id.
    let applicationId: number | undefined;
    for (const call of (await agent.get('/api/palyazati-felhivasok')).json() as Array<{
      id: number;
    }>) {
      const started = await agent.post('/api/palyazatok', {
        palyazatiFelhivas: { id: call.id },
        tamogatastIgenylo: applicant,
      });
      if (started.statusCode === 201) {
        applicationId = started.json().id;
        break;
      }
    }
    // A frozen copy of the foreign master data (as a submission stores it), so the snapshot
    // route has foreign data it could leak.
    if (applicationId !== undefined) {
      const frozenOf = applicationId;
      await app.db
        .transaction()
        .execute(async (trx) =>
          insertMasterDataSnapshot(
            trx,
            frozenOf,
            { ...(await getApplicant(trx, foreign.applicantId, foreign.owner.userId)) },
            await listOwners(trx, foreign.applicantId),
          ),
        );
    }
    // The foreign application's contract slot and completion report (decision 0011), written
    // directly: reaching their statuses is tested in contract-completion.test.ts.
    const contractRows: Record<string, number> =
      applicationId === undefined
        ? {}
        : {
            appointmentSlot: (
              await app.db
                .insertInto('idopont_ajanlat')
                .values({
                  palyazat_id: applicationId,
                  kezdet: new Date('2027-03-01T09:00:00Z'),
                  helyszin: 'Idegenmarker tér 1.',
                })
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id,
            completionReport: (
              await app.db
                .insertInto('zaro_beszamolo')
                .values({
                  palyazat_id: applicationId,
                  megnevezes: 'IDEGENMARKER záró beszámoló',
                  hatarido: '2027-12-31',
                  statusz: 'OPEN',
                  adatok: JSON.stringify({ szakmaiBeszamolo: 'IDEGENMARKER' }),
                })
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id,
          };
    const permissions = (
      await agent.get(`/api/tamogatast-igenylok/${foreign.applicantId}/felhasznalok`)
    ).json();
    await agent.post(`/api/tamogatast-igenylok/${foreign.applicantId}/felhasznalok`, {
      fullName: 'Idegenmarker Meghívott',
      email: 'idegenmarker-meghivott@idegen.hu',
      applicantRole: 'EDITOR',
    });
    const [pendingInvite] = (
      await agent.get(`/api/tamogatast-igenylok/${foreign.applicantId}/meghivok`)
    ).json();
    const taxNumber = (await agent.get(`/api/tamogatast-igenylok/${foreign.applicantId}`)).json()
      .adoszam;
    foreignIds = {
      applicant: foreign.applicantId,
      address: address.cim.id,
      owner: owner.tulajdonos.id,
      contact: contact.id,
      financialYear: year.id,
      ownerPermission: permissions[0].id,
      editorPermission: permissions[1].id,
      invite: pendingInvite.id,
      ownerUser: foreign.owner.userId,
      editorUser: foreignEditor.userId,
      ...(applicationId === undefined ? {} : { application: applicationId }),
      ...contractRows,
    };
    markers = [
      'IDEGENMARKER',
      'idegenmarker@idegen.hu',
      'idegenmarker-meghivott@idegen.hu',
      taxNumber,
      foreign.owner.email,
      foreignEditor.email,
      '123456789',
    ];

    // Every id of our side starts far above the foreign ones, so a foreign id can never
    // coincide with one of ours and "succeed" legitimately.
    const identities = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and is_identity = 'YES'`.execute(app.db);
    for (const { table_name, column_name } of identities.rows) {
      await sql`alter table ${sql.table(table_name)} alter column ${sql.ref(column_name)} restart with 1000000`.execute(
        app.db,
      );
    }
    own = await createCompany(app, { nev: 'Saját Cég Kft.' });
    ownEditor = await addMember(app, own, 'EDITOR');
    stranger = await signedInUser(app, 'Kívülálló');
    routes = registeredRoutes(app);
  });

  function callers(): Array<[string, Agent]> {
    return [
      ['OWNER of another company', own.owner.agent],
      ['EDITOR of another company', ownEditor.agent],
      ['user without permission', stranger.agent],
    ];
  }

  /** A valid body for our routes (so the request reaches the tenant check), `{}` otherwise. */
  function bodyFor(method: string, path: string, applicantId: number): unknown {
    const key = `${method} ${path}`;
    const applicant = { id: applicantId };
    switch (key) {
      case 'PUT /api/tamogatast-igenylok/:id':
        return applicantBody(ref, { verzio: 1 });
      case 'POST /api/tamogatast-igenylok/:id/felhasznalok':
        return {
          fullName: 'Betolakodó',
          email: `betolakodo${unique()}@pelda.hu`,
          applicantRole: 'OWNER',
        };
      case 'PUT /api/tamogatast-igenylok/:id/felhasznalok/:permissionId':
        return { applicantRole: 'EDITOR', verzio: 1 };
      case 'PUT /api/tamogatast-igenylo-tulajdonosok/tulajdonos/:id':
        return {
          tipus: 'JOGI_SZEMELY',
          nev: 'Átírt',
          tulajdoniHanyad: 1,
          szavazatiJog: 1,
          verzio: 1,
        };
      case 'PUT /api/kapcsolattartok/:id':
        return {
          tamogatastIgenylo: applicant,
          nev: 'Átírt',
          statusz: 'KAPCSOLATTARTO',
          email: 'atirt@pelda.hu',
          verzio: 1,
        };
      case 'PUT /api/tamogatast-igenylok/:id/szolgaltatoi-profil':
        return { adatok: profileBody({ name: 'Átírt e.v.' }), verzio: 1 };
      case 'PUT /api/zaro-beszamolok/:completionId':
        return { verzio: 1, adatok: { szakmaiBeszamolo: 'Átírt' } };
      case 'PUT /api/penzugyi-adatok/:id':
        return {
          tamogatastIgenylo: applicant,
          ev: new Date().getFullYear() - 1,
          nettoArbevetel: 0,
          merlegfoosszeg: 0,
          atlagosLetszam: 0,
          uzemiEredmeny: 0,
          verzio: 1,
        };
      default:
        return method === 'GET' || method === 'DELETE' ? undefined : {};
    }
  }

  function assertIsolated(
    response: LightMyRequestResponse,
    label: string,
    exactNotFound: boolean,
  ): void {
    expect(
      response.statusCode >= 200 && response.statusCode < 300,
      `${label} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
    ).toBe(false);
    const body = response.body.toLowerCase();
    for (const marker of markers) {
      expect(body.includes(marker.toLowerCase()), `${label} leaked ${marker}`).toBe(false);
    }
    if (exactNotFound) {
      expect(response.statusCode, `${label}: ${response.body}`).toBe(404);
      expect(response.json().message, label).toBe(NOT_FOUND_MESSAGE);
    }
  }

  it('has a foreign application to try (a funding call is open)', () => {
    expect(foreignIds.application).toBeDefined();
  });

  it('finds the routes it must test (the enumeration works)', () => {
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    for (const expected of [
      'PUT /api/tamogatast-igenylok/:id',
      'DELETE /api/tamogatast-igenylo-cimek/tamogatast-igenylo/:id/cim/:addressId',
      'DELETE /api/tamogatast-igenylok/:id/felhasznalok/:permissionId',
      'GET /api/kapcsolattartok/tamogatast-igenylok/:id',
      'GET /api/tamogatast-igenylok/:id/torzsadat-pillanatkep',
      'GET /api/tamogatast-igenylok/:id/szolgaltatoi-profil',
      'PUT /api/tamogatast-igenylok/:id/szolgaltatoi-profil',
    ]) {
      expect(keys).toContain(expected);
    }
  });

  it('classifies every route without path parameters (public with a reason, or tried with body ids)', () => {
    const unclassified = routes
      .filter((route) => !route.path.includes(':'))
      .filter((route) => !PUBLIC_ROUTES.some(([pattern]) => pattern.test(route.path)))
      .filter((route) => !BODY_ID_ROUTES.has(`${route.method} ${route.path}`))
      .filter((route) => !STAFF_ROUTES.some(([key]) => key === `${route.method} ${route.path}`))
      .map((route) => `${route.method} ${route.path}`);
    expect(
      unclassified,
      'add each to PUBLIC_ROUTES (with the reason), BODY_ID_ROUTES or STAFF_ROUTES',
    ).toEqual([]);
  });

  it("answers no route with a path parameter for another company's ids", async () => {
    const parameterised = routes.filter(
      (route) =>
        route.path.includes(':') && !PUBLIC_ROUTES.some(([pattern]) => pattern.test(route.path)),
    );
    expect(parameterised.length).toBeGreaterThan(10);
    const candidates = Object.values(foreignIds);
    let tried = 0;
    for (const route of parameterised) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
      // One parameter: every foreign id. Two: the first is the foreign or our own applicant,
      // the second every foreign id (e.g. our applicant with their address).
      const combinations: number[][] =
        names.length === 1
          ? candidates.map((value) => [value])
          : [foreign.applicantId, own.applicantId].flatMap((first) =>
              candidates.map((value) => [first, value, ...names.slice(2).map(() => value)]),
            );
      const ours = MASTER_DATA_PREFIXES.some((prefix) => route.path.startsWith(prefix));
      for (const values of combinations) {
        let url = route.path;
        names.forEach((name, index) => {
          url = url.replace(`:${name}`, String(values[index]));
        });
        const allForeign = values[0] !== own.applicantId;
        for (const [who, agent] of callers()) {
          const response = await agent.request({
            method: route.method as 'GET',
            url,
            payload: bodyFor(route.method, route.path, own.applicantId) as never,
          });
          assertIsolated(response, `${who}: ${route.method} ${url}`, ours && allForeign);
          tried += 1;
        }
      }
    }
    expect(tried).toBeGreaterThan(100);
  }, 120_000); // every parameterised route × every foreign id × three callers: slow on PGlite

  it('answers 403 on every staff route to every applicant user, for any id', async () => {
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    for (const [key] of STAFF_ROUTES) {
      expect(keys).toContain(key);
      const [method, path] = key.split(' ') as [string, string];
      for (const id of Object.values(foreignIds)) {
        for (const [who, agent] of [
          ...callers(),
          ['OWNER of the company', foreign.owner.agent] as [string, Agent],
        ]) {
          const response = await agent.request({
            method: method as 'POST',
            url: path.replace(':id', String(id)),
            payload: { esemeny: 'APPROVE' },
          });
          expect(response.statusCode, `${who}: ${method} ${path} (${id})`).toBe(403);
        }
      }
    }
  });

  it('refuses foreign ids in request bodies', async () => {
    const foreignApplicant = { id: foreign.applicantId };
    const attempts: Array<[string, unknown]> = [
      ['/api/tamogatast-igenylok', applicantBody(ref, { parent: foreignApplicant })],
      [
        '/api/tamogatast-igenylo-cimek',
        {
          tamogatastIgenylo: foreignApplicant,
          cim: { cimTipus: 'TELEPHELY', cim: 'Betolakodó út 1.' },
        },
      ],
      [
        '/api/tamogatast-igenylo-tulajdonosok',
        {
          tamogatastIgenylo: foreignApplicant,
          tulajdonos: {
            tipus: 'JOGI_SZEMELY',
            nev: 'Betolakodó',
            tulajdoniHanyad: 1,
            szavazatiJog: 1,
          },
        },
      ],
      [
        '/api/kapcsolattartok',
        {
          tamogatastIgenylo: foreignApplicant,
          nev: 'Betolakodó',
          statusz: 'KAPCSOLATTARTO',
          email: 'b@pelda.hu',
        },
      ],
      [
        '/api/penzugyi-adatok',
        {
          tamogatastIgenylo: foreignApplicant,
          ev: new Date().getFullYear() - 2,
          nettoArbevetel: 1,
          merlegfoosszeg: 1,
          atlagosLetszam: 1,
          uzemiEredmeny: 1,
        },
      ],
      ['/api/palyazatok', { palyazatiFelhivas: { id: 1 }, tamogatastIgenylo: foreignApplicant }],
      [
        '/api/support-requests',
        {
          topic: 'other',
          message: 'Betolakodó kérdése',
          applicationId: foreignIds.application ?? 1,
        },
      ],
    ];
    for (const [who, agent] of callers()) {
      for (const [url, body] of attempts) {
        const response = await agent.post(url, body);
        assertIsolated(
          response,
          `${who}: POST ${url}`,
          MASTER_DATA_PREFIXES.some((prefix) => url.startsWith(prefix)),
        );
      }
      // Saving the foreign address under our own applicant.
      const hijack = await agent.post('/api/tamogatast-igenylo-cimek', {
        tamogatastIgenylo: { id: own.applicantId },
        cim: { id: foreignIds.address, cimTipus: 'SZEKHELY', cim: 'Elrabolt', verzio: 1 },
      });
      assertIsolated(hijack, `${who}: POST /api/tamogatast-igenylo-cimek (foreign cim.id)`, true);
      // The caller's own list shows no foreign applicant.
      const list = await agent.post('/api/felhasznalok/felhasznalok/search-by-current', {
        page: { pageSize: 100 },
      });
      expect(list.statusCode).toBe(200);
      for (const marker of markers)
        expect(list.body.toLowerCase()).not.toContain(marker.toLowerCase());
    }
  });

  it('left the foreign company exactly as it was', async () => {
    const { app } = get();
    const agent = foreign.owner.agent;
    const applicant = (await agent.get(`/api/tamogatast-igenylok/${foreign.applicantId}`)).json();
    expect(applicant).toMatchObject({ nev: 'IDEGENMARKER Kft.', verzio: 1, parent: null });
    expect(
      (
        await agent.get(`/api/tamogatast-igenylo-cimek/tamogatast-igenylo/${foreign.applicantId}`)
      ).json(),
    ).toEqual([
      expect.objectContaining({ id: foreignIds.address, cim: 'Idegenmarker utca 99.', verzio: 1 }),
    ]);
    expect(
      (
        await agent.get(
          `/api/tamogatast-igenylo-tulajdonosok/tamogatast-igenylo/${foreign.applicantId}`,
        )
      ).json(),
    ).toHaveLength(1);
    expect(
      (await agent.get(`/api/kapcsolattartok/tamogatast-igenylok/${foreign.applicantId}`)).json(),
    ).toHaveLength(1);
    expect(
      (await agent.get(`/api/tamogatast-igenylok/${foreign.applicantId}/penzugyi-adatok`)).json()
        .evek,
    ).toHaveLength(1);
    // The frozen copy the intruders were refused is there for its own company.
    expect(
      (
        await agent.get(`/api/tamogatast-igenylok/${foreign.applicantId}/torzsadat-pillanatkep`)
      ).json().pillanatkep,
    ).toMatchObject({ tamogatastIgenylo: { nev: 'IDEGENMARKER Kft.' }, tulajdonosok: [{}] });
    const users = (
      await agent.get(`/api/tamogatast-igenylok/${foreign.applicantId}/felhasznalok`)
    ).json();
    expect(users.map((user: { szerep: string }) => user.szerep)).toEqual(['OWNER', 'EDITOR']);
    const intruderChanges = await app.db
      .selectFrom('valtozasnaplo')
      .select('id')
      .where('tamogatast_igenylo_id', '=', foreign.applicantId)
      .where('user_id', 'in', [own.owner.userId, ownEditor.userId, stranger.userId])
      .execute();
    expect(intruderChanges).toEqual([]);
  });
});
