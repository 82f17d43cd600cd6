import { describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/app.ts';
import {
  addMember,
  applicantBody,
  createCompany,
  referenceIds,
  signedInUser,
  taxNumber,
} from '../helpers/master-data.ts';
import {
  createApplicantForOwner,
  grantPermission,
  listPermissionsOfUser,
} from '../../src/server/repositories/applicants.ts';
import { listChangesOfRow } from '../../src/server/repositories/audit.ts';
import { createUser } from '../helpers/auth.ts';

describeOnEachDatabase('applicants API', (get) => {
  describe('POST /api/tamogatast-igenylok', () => {
    it('creates the applicant with Hungarian names and makes the creator its OWNER', async () => {
      const { app } = get();
      const ref = await referenceIds(app);
      const user = await signedInUser(app);
      const body = applicantBody(ref, { egyeniVallalkozoiIgazolvanySzam: 'EV-1' });
      const response = await user.agent.post('/api/tamogatast-igenylok', body);
      expect(response.statusCode).toBe(201);
      const created = response.json();
      expect(created).toMatchObject({
        nev: body.nev,
        roviditettNev: body.roviditettNev,
        adoszam: body.adoszam,
        statisztikaiSzam: body.statisztikaiSzam,
        egyeniVallalkozoiIgazolvanySzam: 'EV-1',
        gazdalkodasiForma: ref.businessForm,
        teaor: ref.teaor,
        alapitas: '2010-05-06',
        minositesiKod: 'KISVALLALKOZAS',
        kulfoldiSzekhelyu: false,
        technikai: false,
        verzio: 1,
      });
      const permissions = await listPermissionsOfUser(app.db, user.userId);
      expect(permissions).toEqual([
        expect.objectContaining({
          applicantId: created.id,
          role: 'OWNER',
          admin: true,
          taxNumber: body.adoszam,
        }),
      ]);
      const trail = await listChangesOfRow(app.db, 'tamogatast_igenylo', created.id);
      expect(trail).toEqual([
        expect.objectContaining({ action: 'INSERT', userId: user.userId, before: null }),
      ]);
      expect(trail[0]?.after).toMatchObject({ nev: body.nev });
    });

    it('refuses what the applicant form refuses (spec section 5)', async () => {
      const { app } = get();
      const ref = await referenceIds(app);
      const user = await signedInUser(app);
      const invalid = [
        { nev: 'x'.repeat(251) },
        { nev: '   ' },
        { roviditettNev: 'x'.repeat(101) },
        { statisztikaiSzam: 'x'.repeat(21) },
        { egyeniVallalkozoiIgazolvanySzam: 'x'.repeat(21) },
        { cegbirosagBejegyzes: 'x'.repeat(101) },
        { gazdalkodasiForma: { id: 0, megnevezes: 'Kft.' } },
        { gazdalkodasiForma: { megnevezes: 'Kft.' } },
        { teaor: { id: 0, megnevezes: 'x', kod: '1' } },
        { adoszam: '1234' },
        { alapitas: '2021-02-30' },
        // An establishment date in the future (issue 20, item 6).
        { alapitas: '2031-05-01' },
        { minositesiKod: 'ISMERETLEN' },
      ] as const;
      for (const override of invalid) {
        const response = await user.agent.post(
          '/api/tamogatast-igenylok',
          applicantBody(ref, override as never),
        );
        expect(response.statusCode, JSON.stringify(override)).toBe(400);
      }
      const { teaor: _teaor, ...withoutTeaor } = applicantBody(ref);
      expect((await user.agent.post('/api/tamogatast-igenylok', withoutTeaor)).statusCode).toBe(
        400,
      );
      expect(await listPermissionsOfUser(app.db, user.userId)).toEqual([]);
    });

    it('refuses an unknown business form id with 400, not 500', async () => {
      const { app } = get();
      const ref = await referenceIds(app);
      const user = await signedInUser(app);
      const response = await user.agent.post(
        '/api/tamogatast-igenylok',
        applicantBody(ref, { gazdalkodasiForma: { id: 999999, megnevezes: 'Nincs ilyen' } }),
      );
      expect(response.statusCode).toBe(400);
    });

    it('needs a signed-in user', async () => {
      const { app } = get();
      const response = await app.inject({ method: 'GET', url: '/api/tamogatast-igenylok/1' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET and PUT /api/tamogatast-igenylok/{id}', () => {
    it('reads and updates with the version, recording before and after', async () => {
      const { app } = get();
      const ref = await referenceIds(app);
      const company = await createCompany(app);
      const read = await company.owner.agent.get(`/api/tamogatast-igenylok/${company.applicantId}`);
      expect(read.statusCode).toBe(200);
      const current = read.json();
      const update = await company.owner.agent.put(
        `/api/tamogatast-igenylok/${company.applicantId}`,
        applicantBody(ref, {
          nev: 'Átnevezett Kft.',
          adoszam: current.adoszam,
          verzio: current.verzio,
        }),
      );
      expect(update.statusCode).toBe(200);
      expect(update.json()).toMatchObject({ nev: 'Átnevezett Kft.', verzio: current.verzio + 1 });
      const trail = await listChangesOfRow(app.db, 'tamogatast_igenylo', company.applicantId);
      const last = trail.at(-1);
      expect(last).toMatchObject({ action: 'UPDATE', userId: company.owner.userId });
      expect(last?.before).toMatchObject({ nev: current.nev, verzio: current.verzio });
      expect(last?.after).toMatchObject({ nev: 'Átnevezett Kft.', verzio: current.verzio + 1 });
    });

    it("saves a TEÁOR'25 main activity and reads it back, not its TEÁOR'08 namesake", async () => {
      const { app } = get();
      const ref = await referenceIds(app);
      // 55.20 is in both classifications with different titles: the stored row id decides.
      const rows = await app.db
        .selectFrom('teaor')
        .select(['id', 'kod', 'megnevezes', 'versio'])
        .where('kod', '=', '55.20')
        .execute();
      const v08 = rows.find((row) => row.versio === '2008');
      const v25 = rows.find((row) => row.versio === '2025');
      expect(v08 && v25 && v08.id !== v25.id).toBe(true);
      if (!v25 || !v08) return;
      const company = await createCompany(app);
      const url = `/api/tamogatast-igenylok/${company.applicantId}`;
      const current = (await company.owner.agent.get(url)).json();
      const teaor25 = { id: v25.id, megnevezes: v25.megnevezes, kod: '55.20' };
      const update = await company.owner.agent.put(
        url,
        applicantBody(ref, { adoszam: current.adoszam, verzio: current.verzio, teaor: teaor25 }),
      );
      expect(update.statusCode).toBe(200);
      const read = (await company.owner.agent.get(url)).json();
      expect(read.teaor).toEqual({
        id: v25.id,
        kod: '55.20',
        megnevezes: 'Üdülési célú és egyéb rövid távú szálláshely-szolgáltatás',
      });
      expect(read.teaor.megnevezes).not.toBe(v08.megnevezes);
    });

    it("keeps the applicant's e-mail address and phone, and refuses an invalid address (issue 13)", async () => {
      const { app } = get();
      const ref = await referenceIds(app);
      const company = await createCompany(app, {
        email: 'iroda@pelda.hu',
        telefonszam: '+36 30 123 4567',
      });
      const read = await company.owner.agent.get(`/api/tamogatast-igenylok/${company.applicantId}`);
      expect(read.json()).toMatchObject({
        email: 'iroda@pelda.hu',
        telefonszam: '+36 30 123 4567',
      });
      const current = read.json();
      const cleared = await company.owner.agent.put(
        `/api/tamogatast-igenylok/${company.applicantId}`,
        applicantBody(ref, { adoszam: current.adoszam, verzio: current.verzio, email: null }),
      );
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json()).toMatchObject({ email: null, telefonszam: null });
      for (const override of [
        { email: 'nem-cim' },
        { email: `${'x'.repeat(250)}@pelda.hu` },
        { telefonszam: '1'.repeat(31) },
      ]) {
        const response = await company.owner.agent.post(
          '/api/tamogatast-igenylok',
          applicantBody(ref, override),
        );
        expect(response.statusCode, JSON.stringify(override)).toBe(400);
      }
    });

    it('refuses a stale version with 409 and a missing version with 400', async () => {
      const { app } = get();
      const ref = await referenceIds(app);
      const company = await createCompany(app);
      const url = `/api/tamogatast-igenylok/${company.applicantId}`;
      const first = await company.owner.agent.put(url, applicantBody(ref, { verzio: 1 }));
      expect(first.statusCode).toBe(200);
      const stale = await company.owner.agent.put(
        url,
        applicantBody(ref, { nev: 'Régi', verzio: 1 }),
      );
      expect(stale.statusCode).toBe(409);
      expect((await company.owner.agent.put(url, applicantBody(ref))).statusCode).toBe(400);
      expect((await company.owner.agent.get(url)).json().nev).not.toBe('Régi');
    });

    it('lets an EDITOR edit the data', async () => {
      const { app } = get();
      const ref = await referenceIds(app);
      const company = await createCompany(app);
      const editor = await addMember(app, company, 'EDITOR');
      const response = await editor.agent.put(
        `/api/tamogatast-igenylok/${company.applicantId}`,
        applicantBody(ref, { nev: 'Szerkesztő írta', verzio: 1 }),
      );
      expect(response.statusCode).toBe(200);
    });

    it('answers 404 for an id that does not exist', async () => {
      const { app } = get();
      const user = await signedInUser(app);
      expect((await user.agent.get('/api/tamogatast-igenylok/987654')).statusCode).toBe(404);
    });
  });

  describe('GET /api/tamogatast-igenylok/:id with a parent', () => {
    // The tenant check and the read are one statement (issue 14): the parent is shown only to a
    // user holding a role on it, a foreign id stays a 404.
    it('shows the parent to whoever may see it, and only to them', async () => {
      const { app } = get();
      const ref = await referenceIds(app);
      const parent = await createCompany(app);
      const child = (
        await parent.owner.agent.post(
          '/api/tamogatast-igenylok',
          applicantBody(ref, { nev: 'Leány Kft.', parent: { id: parent.applicantId } }),
        )
      ).json() as { id: number };
      const url = `/api/tamogatast-igenylok/${child.id}`;
      const owner = await parent.owner.agent.get(url);
      expect(owner.statusCode).toBe(200);
      expect(owner.json()).toMatchObject({ nev: 'Leány Kft.', parent: { id: parent.applicantId } });

      const editor = await signedInUser(app, 'Csak a Leány');
      await grantPermission(app.db, {
        actingUserId: parent.owner.userId,
        userId: editor.userId,
        applicantId: child.id,
        role: 'EDITOR',
      });
      const seen = await editor.agent.get(url);
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toMatchObject({ nev: 'Leány Kft.', parent: null });
      expect(
        (await editor.agent.get(`/api/tamogatast-igenylok/${parent.applicantId}`)).statusCode,
      ).toBe(404);
      const stranger = await signedInUser(app, 'Idegen');
      expect((await stranger.agent.get(url)).statusCode).toBe(404);
      expect((await stranger.agent.get('/api/tamogatast-igenylok/999999999')).statusCode).toBe(404);
    });
  });

  describe('POST /api/felhasznalok/felhasznalok/search-by-current', () => {
    it("pages the user's applicants: defaults page 0, size 10, by id descending", async () => {
      const { app } = get();
      const ref = await referenceIds(app);
      const user = await signedInUser(app, 'Sok Cég');
      const ids: number[] = [];
      for (let index = 0; index < 12; index += 1) {
        const response = await user.agent.post(
          '/api/tamogatast-igenylok',
          applicantBody(ref, { nev: `Cég ${index}` }),
        );
        ids.push(response.json().id);
      }
      const other = await createCompany(app);
      const url = '/api/felhasznalok/felhasznalok/search-by-current';
      const first = await user.agent.post(url, {});
      expect(first.statusCode).toBe(200);
      const page = first.json();
      expect(page.totalElements).toBe(12);
      expect(page.totalPages).toBe(2);
      expect(page.data.map((row: { id: number }) => row.id)).toEqual(ids.toReversed().slice(0, 10));
      expect(page.data[0]).toMatchObject({
        nev: 'Cég 11',
        applicantType: 'JOINT_VENTURE',
        jogosultsagok: [
          { szerep: 'OWNER', admin: true, felhasznalo: { id: user.userId, email: user.email } },
        ],
      });
      expect(page.data.some((row: { id: number }) => row.id === other.applicantId)).toBe(false);

      const second = (await user.agent.post(url, { page: { pageIndex: 1, pageSize: 10 } })).json();
      expect(second.data).toHaveLength(2);
      expect(second.totalElements).toBe(12);
      // A page past the last has no row to carry the count: the totals are still there.
      const past = (await user.agent.post(url, { page: { pageIndex: 5, pageSize: 10 } })).json();
      expect(past).toEqual({ data: [], totalPages: 2, totalElements: 12 });
      const filteredSecond = (
        await user.agent.post(url, { filterData: 'cég 1', page: { pageIndex: 1, pageSize: 2 } })
      ).json();
      expect(filteredSecond.totalElements).toBe(3);
      expect(filteredSecond.data).toHaveLength(1);
      const all = (
        await user.agent.post(url, {
          page: { pageIndex: 0, pageSize: 100 },
          sort: { sortBy: 'id', sortDirection: 'asc' },
        })
      ).json();
      expect(all.data.map((row: { id: number }) => row.id)).toEqual(ids);
      const filtered = (await user.agent.post(url, { filterData: 'cég 1' })).json();
      expect(filtered.data.map((row: { nev: string }) => row.nev).toSorted()).toEqual([
        'Cég 1',
        'Cég 10',
        'Cég 11',
      ]);
      expect((await user.agent.post(url, { page: { pageSize: 101 } })).statusCode).toBe(400);
    });

    it('answers an empty page for a user without applicants', async () => {
      const { app } = get();
      const user = await signedInUser(app);
      const response = await user.agent.post(
        '/api/felhasznalok/felhasznalok/search-by-current',
        {},
      );
      expect(response.json()).toEqual({ data: [], totalPages: 0, totalElements: 0 });
    });
  });

  describe('APPLICANTS contract', () => {
    it("createApplicantForOwner works inside the caller's transaction and rolls back with it", async () => {
      const { app } = get();
      const user = await createUser(app, { email: `contract${Date.now()}@pelda.hu` });
      const tax = taxNumber();
      const { applicantId } = await createApplicantForOwner(app.db, {
        name: 'Szerződés Kft.',
        taxNumber: tax,
        applicantType: 'SOLE_PROPRIETORSHIP',
        userId: user.id,
      });
      expect(await listPermissionsOfUser(app.db, user.id)).toEqual([
        {
          id: expect.any(Number),
          applicantId,
          applicantName: 'Szerződés Kft.',
          taxNumber: tax,
          role: 'OWNER',
          admin: true,
        },
      ]);
      await expect(
        app.db.transaction().execute(async (trx) => {
          await createApplicantForOwner(trx, {
            name: 'Visszagörgetve',
            taxNumber: tax,
            applicantType: 'JOINT_VENTURE',
            userId: user.id,
          });
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback');
      expect(await listPermissionsOfUser(app.db, user.id)).toHaveLength(1);
    });
  });
});
