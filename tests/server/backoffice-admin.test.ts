/**
 * The back office's role × action table (docs/decisions/0017): every back-office route refuses
 * anonymous users (401) and applicants (403), and each staff role reaches exactly the routes of
 * its row. The call editors see the loaded call folders and the problems of the folders on disk;
 * administrators invite staff through the mail outbox, change roles, deactivate (the sessions
 * stop, sign-in is refused) and page the audit log of master data, staff users and transitions.
 */
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { testConfig } from '../helpers/app.ts';
import { type Agent, anonymousAgent, createUser, signIn } from '../helpers/auth.ts';
import { GRANT_CALL, LOAN_CALL, callsTestOverrides } from '../helpers/calls.ts';
import { DATABASE_KINDS, type TestDatabase, createTestDatabase } from '../helpers/database.ts';
import { staffAgent, submitted } from '../helpers/lifecycle.ts';
import type { Company } from '../helpers/master-data.ts';

type Role = 'VEZETO' | 'FELHIVAS_SZERKESZTO' | 'ADMIN';

/** A route of the back office and the staff roles its row of the table allows. */
interface Row {
  name: string;
  allowed: Role[];
  call: (agent: Agent) => ReturnType<Agent['get']>;
}

for (const kind of DATABASE_KINDS) {
  describe(`back-office roles, call editors and administrators [${kind}]`, () => {
    let app: FastifyInstance;
    let database: TestDatabase;
    let callsDir: string;
    let first: { company: Company; id: number };
    const staff = {} as Record<Role, Agent>;
    let adminId: number;

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      const overrides = callsTestOverrides();
      callsDir = overrides.callsDir;
      app = await buildApp({
        config: testConfig({
          ...overrides,
          jobs: { supplementDeadlineIntervalMs: 0, mailOutboxIntervalMs: 0 },
        }),
        db: database.db,
        logger: false,
      });
      await app.ready();
      staff.VEZETO = await staffAgent(app, ['VEZETO']);
      staff.FELHIVAS_SZERKESZTO = await staffAgent(app, ['FELHIVAS_SZERKESZTO']);
      const admin = await createUser(app, { roles: ['ADMIN'], name: 'Admin Adél' });
      adminId = admin.id;
      staff.ADMIN = await signIn(app, admin);
      first = await submitted(app);
    });
    afterAll(async () => {
      await app?.close();
      await database?.drop();
    });

    const ALL: Role[] = ['VEZETO', 'FELHIVAS_SZERKESZTO', 'ADMIN'];
    const rows = (): Row[] => [
      {
        name: 'queue',
        allowed: ALL,
        call: (a) => a.post('/api/backoffice/palyazatok/kereses', {}),
      },
      {
        name: 'counts',
        allowed: ALL,
        call: (a) => a.post('/api/backoffice/palyazatok/osszesites', {}),
      },
      {
        name: 'export',
        allowed: ALL,
        call: (a) => a.post('/api/backoffice/palyazatok/export.csv', {}),
      },
      { name: 'file', allowed: ALL, call: (a) => a.get(`/api/backoffice/palyazatok/${first.id}`) },
      {
        name: 'note',
        allowed: ['VEZETO', 'ADMIN'],
        call: (a) => a.post(`/api/backoffice/palyazatok/${first.id}/megjegyzesek`, { szoveg: 'x' }),
      },
      {
        name: 'assign',
        allowed: ['VEZETO', 'ADMIN'],
        call: (a) => a.put(`/api/backoffice/palyazatok/${first.id}/felelos`, {}),
      },
      {
        name: 'release',
        allowed: ['VEZETO', 'ADMIN'],
        call: (a) => a.delete(`/api/backoffice/palyazatok/${first.id}/felelos`),
      },
      {
        name: 'review a completion report',
        allowed: ['VEZETO', 'ADMIN'],
        // An invalid body: the role check comes first, the allowed role gets 400.
        call: (a) => a.post('/api/zaro-beszamolok/1/elbiralas', {}),
      },
      {
        name: 'call folders',
        allowed: ['FELHIVAS_SZERKESZTO', 'ADMIN'],
        call: (a) => a.get('/api/backoffice/felhivasok'),
      },
      {
        name: 'call preview',
        allowed: ['FELHIVAS_SZERKESZTO', 'ADMIN'],
        call: (a) => a.get(`/api/backoffice/felhivasok/${LOAN_CALL}`),
      },
      {
        name: 'staff users',
        allowed: ['ADMIN'],
        call: (a) => a.get('/api/backoffice/felhasznalok'),
      },
      {
        name: 'invite',
        allowed: ['ADMIN'],
        // An invalid body: the role check comes first, the allowed role gets 400.
        call: (a) => a.post('/api/backoffice/felhasznalok', { nev: '' }),
      },
      {
        name: 'change a user',
        allowed: ['ADMIN'],
        call: (a) => a.patch(`/api/backoffice/felhasznalok/${adminId}`, { aktiv: true }),
      },
      {
        name: 'audit log',
        allowed: ['ADMIN'],
        call: (a) => a.post('/api/backoffice/naplo/kereses', {}),
      },
    ];

    it('refuses anonymous users and applicants everywhere; each role reaches exactly its row', async () => {
      const anonymous = await anonymousAgent(app);
      const applicant = first.company.owner.agent;
      const beneficiary = await signIn(app, await createUser(app, { roles: ['KEDVEZMENYEZETT'] }));
      for (const row of rows()) {
        expect((await row.call(anonymous)).statusCode, row.name).toBe(401);
        expect((await row.call(applicant)).statusCode, row.name).toBe(403);
        expect((await row.call(beneficiary)).statusCode, row.name).toBe(403);
        for (const role of ALL) {
          const status = (await row.call(staff[role])).statusCode;
          if (row.allowed.includes(role))
            expect([401, 403], `${row.name} ${role}`).not.toContain(status);
          else expect(status, `${row.name} ${role}`).toBe(403);
        }
      }
      // The lifecycle's staff events: call editors read, they do not act.
      const event = await staff.FELHIVAS_SZERKESZTO.post(`/api/palyazatok/${first.id}/esemenyek`, {
        esemeny: 'START_VERIFICATION',
      });
      expect(event.statusCode).toBe(403);
    });

    it('lists the loaded call folders and the problems of the folders on disk now', async () => {
      const before = await staff.FELHIVAS_SZERKESZTO.get('/api/backoffice/felhivasok');
      expect(before.statusCode, before.body).toBe(200);
      expect(before.json().altalanosProblemak).toEqual([]);
      for (const folder of before.json().mappak) {
        expect(folder).toMatchObject({ betoltve: true, lemezen: 'SAME', problemak: [] });
      }
      expect(
        before.json().mappak.map((folder: { azonosito: string }) => folder.azonosito),
      ).toContain(GRANT_CALL);

      // A call editor breaks a copy of a folder and edits another: the next start would refuse
      // the first and load the second.
      const broken = path.join(callsDir, 'hibas-felhivas-2027');
      cpSync(path.join(callsDir, GRANT_CALL), broken, { recursive: true });
      rmSync(path.join(broken, 'texts.en.json'));
      writeFileSync(path.join(callsDir, GRANT_CALL, 'notes.md'), 'a changed folder\n');
      try {
        const after = (await staff.ADMIN.get('/api/backoffice/felhivasok')).json();
        const byId = Object.fromEntries(
          after.mappak.map((folder: { azonosito: string }) => [folder.azonosito, folder]),
        );
        expect(byId['hibas-felhivas-2027']).toMatchObject({ betoltve: false, lemezen: 'INVALID' });
        expect(byId['hibas-felhivas-2027'].problemak).toContainEqual({
          mappa: 'hibas-felhivas-2027',
          fajl: expect.stringContaining(path.join('hibas-felhivas-2027', 'texts.en.json')),
          problema: 'file is missing',
        });
        expect(byId[LOAN_CALL]).toMatchObject({ lemezen: 'SAME', problemak: [] });
      } finally {
        rmSync(broken, { recursive: true });
        rmSync(path.join(callsDir, GRANT_CALL, 'notes.md'));
      }
    });

    it('previews a call as the applicant screens receive it, in both languages', async () => {
      const response = await staff.FELHIVAS_SZERKESZTO.get(
        `/api/backoffice/felhivasok/${LOAN_CALL}`,
      );
      expect(response.statusCode).toBe(200);
      const call = response.json();
      expect(call.egyediMezok.formKey).toBe(`calls/${LOAN_CALL}/custom-fields`);
      expect(call.kizaroFeltetelek.length).toBeGreaterThan(0);
      expect(Object.keys(call.teljesSzovegek)).toEqual(['hu', 'en']);
      for (const criterion of call.kizaroFeltetelek) {
        expect(call.teljesSzovegek.hu.knockOut[criterion.id]).toBeTruthy();
        expect(call.teljesSzovegek.en.knockOut[criterion.id]).toBeTruthy();
      }
      expect((await staff.ADMIN.get('/api/backoffice/felhivasok/nincs-ilyen')).statusCode).toBe(
        404,
      );
    });

    it('invites a staff user through the outbox, changes roles and deactivates', async () => {
      const email = `uj.kezelo.${kind}@palyazat.example.hu`;
      const invited = await staff.ADMIN.post('/api/backoffice/felhasznalok', {
        nev: 'Új Kezelő',
        email,
        szerepkorok: ['VEZETO'],
      });
      expect(invited.statusCode, invited.body).toBe(201);
      expect(invited.json()).toMatchObject({
        email,
        szerepkorok: ['VEZETO'],
        aktiv: true,
        jelszoBeallitva: false,
      });
      const mail = await app.db
        .selectFrom('ertesites_kimeno')
        .selectAll()
        .where('cimzett', '=', email)
        .executeTakeFirstOrThrow();
      expect(mail.sablon).toBe('staffInvite');
      expect(mail.parameterek.link).toMatch(/^\/setPassword\?token=/);
      // The link sets the password: the invited user can then sign in.
      const token = new URLSearchParams(mail.parameterek.link?.split('?')[1]).get('token');
      const anonymous = await anonymousAgent(app);
      const set = await anonymous.post('/api/felhasznalok/set-password', {
        token,
        jelszo: 'Uj-Kezelo-Jelszo-2026!',
      });
      expect(set.statusCode, set.body).toBe(200);
      const newcomer = await signIn(app, { email, password: 'Uj-Kezelo-Jelszo-2026!' });
      expect((await newcomer.post('/api/backoffice/palyazatok/kereses', {})).statusCode).toBe(200);

      const again = await staff.ADMIN.post('/api/backoffice/felhasznalok', {
        nev: 'Másik',
        email,
        szerepkorok: ['ADMIN'],
      });
      expect(again.statusCode).toBe(409);

      const id = invited.json().id;
      const changed = await staff.ADMIN.patch(`/api/backoffice/felhasznalok/${id}`, {
        szerepkorok: ['FELHIVAS_SZERKESZTO'],
      });
      expect(changed.json().szerepkorok).toEqual(['FELHIVAS_SZERKESZTO']);
      expect((await newcomer.get(`/api/backoffice/felhivasok/${LOAN_CALL}`)).statusCode).toBe(200);

      const deactivated = await staff.ADMIN.patch(`/api/backoffice/felhasznalok/${id}`, {
        aktiv: false,
      });
      expect(deactivated.json().aktiv).toBe(false);
      expect((await newcomer.get('/api/backoffice/felhivasok')).statusCode).toBe(401);
      await expect(signIn(app, { email, password: 'Uj-Kezelo-Jelszo-2026!' })).rejects.toThrow(
        /401/,
      );

      // No locking the office out: not oneself.
      const self = await staff.ADMIN.patch(`/api/backoffice/felhasznalok/${adminId}`, {
        aktiv: false,
      });
      expect(self.statusCode).toBe(409);
      const users = (await staff.ADMIN.get('/api/backoffice/felhasznalok')).json().data;
      expect(users.map((user: { email: string }) => user.email)).toContain(email);

      // Every change is in the audit log with who, before and after.
      const log = await staff.ADMIN.post('/api/backoffice/naplo/kereses', {
        filterData: { forras: 'USER' },
      });
      const entries = log
        .json()
        .data.filter((entry: { targy: string }) => entry.targy === `felhasznalo #${id}`);
      expect(entries.map((entry: { muvelet: string }) => entry.muvelet)).toEqual([
        'UPDATE',
        'UPDATE',
        'INSERT',
      ]);
      expect(entries[0]).toMatchObject({
        szereplo: { id: adminId, nev: 'Admin Adél' },
        elotte: { aktiv: true },
        utana: { aktiv: false },
      });
      expect(entries[1]).toMatchObject({
        elotte: { szerepkorok: ['VEZETO'] },
        utana: { szerepkorok: ['FELHIVAS_SZERKESZTO'] },
      });
    });

    it('pages the audit log of transitions and master data, filtered by source and actor', async () => {
      const lifecycle = await staff.ADMIN.post('/api/backoffice/naplo/kereses', {
        filterData: { forras: 'LIFECYCLE' },
        page: { pageIndex: 0, pageSize: 1 },
      });
      expect(lifecycle.statusCode, lifecycle.body).toBe(200);
      const page = lifecycle.json();
      expect(page.data).toHaveLength(1);
      expect(page.totalPages).toBe(page.totalElements);
      expect(page.data[0]).toMatchObject({ forras: 'LIFECYCLE', muvelet: expect.any(String) });
      const all = await staff.ADMIN.post('/api/backoffice/naplo/kereses', {
        filterData: { forras: 'LIFECYCLE' },
        page: { pageIndex: 0, pageSize: 100 },
      });
      const submit = all
        .json()
        .data.find((entry: { muvelet: string }) => entry.muvelet === 'SUBMIT');
      expect(submit).toMatchObject({
        szereploTipus: 'APPLICANT',
        elotte: { statusz: 'UNDER_EDITING' },
        utana: { statusz: 'UNDER_EVALUATION' },
      });

      const masterData = await staff.ADMIN.post('/api/backoffice/naplo/kereses', {
        filterData: { forras: 'MASTER_DATA' },
      });
      expect(masterData.json().totalElements).toBeGreaterThan(0);
      const ownerId = submit.szereplo.id;
      const mine = await staff.ADMIN.post('/api/backoffice/naplo/kereses', {
        filterData: { szereploId: ownerId },
        page: { pageSize: 100 },
      });
      for (const entry of mine.json().data) expect(entry.szereplo.id).toBe(ownerId);
      const future = await staff.ADMIN.post('/api/backoffice/naplo/kereses', {
        filterData: { tol: '2999-01-01T00:00:00Z' },
      });
      expect(future.json()).toEqual({ data: [], totalElements: 0, totalPages: 0 });
    });
  });
}
