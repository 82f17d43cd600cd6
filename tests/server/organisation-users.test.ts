import { expect, it, vi } from 'vitest';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { addMember, createCompany, signedInUser, unique } from '../helpers/master-data.ts';
import { signIn } from '../helpers/auth.ts';
import { listMailboxMessages } from '../../src/server/repositories/mailbox.ts';

describeOnEachDatabase(
  'organisation users API (/api/tamogatast-igenylok/{id}/felhasznalok)',
  (get) => {
    it('invites a new person by e-mail (the real mailbox); the link sets a password and the person sees the company', async () => {
      const { app } = get();
      const company = await createCompany(app);
      const email = `uj${unique()}@pelda.hu`;
      const added = await company.owner.agent.post(
        `/api/tamogatast-igenylok/${company.applicantId}/felhasznalok`,
        {
          fullName: 'Új Kolléga',
          email,
          applicantRole: 'EDITOR',
        },
      );
      expect(added.statusCode).toBe(201);
      expect(added.json()).toMatchObject({
        szerep: 'EDITOR',
        admin: false,
        felhasznalo: { nev: 'Új Kolléga', email },
        verzio: 1,
      });
      const sent = await listMailboxMessages(app.db, { recipient: email });
      expect(sent).toHaveLength(1);
      expect(sent[0]?.text).toContain('Új Kolléga');
      const token = /token=([\w-]+)/.exec(sent[0]?.text ?? '')?.[1];
      expect(token).toBeTruthy();

      const password = 'Zöld-Almafa-2026!';
      const csrf = await app.inject({ method: 'GET', url: '/api/csrf' });
      const cookies = Object.fromEntries(csrf.cookies.map((cookie) => [cookie.name, cookie.value]));
      const headerName = csrf.json().headerName as string;
      const response = await app.inject({
        method: 'POST',
        url: '/api/felhasznalok/set-password',
        cookies,
        headers: { [headerName]: cookies['XSRF-TOKEN'] ?? '' },
        payload: { jelszo: password, token },
      });
      expect(response.statusCode, response.body).toBe(200);
      const newcomer = await signIn(app, { email, password });
      const list = (
        await newcomer.post('/api/felhasznalok/felhasznalok/search-by-current', {})
      ).json();
      expect(list.data.map((row: { id: number }) => row.id)).toEqual([company.applicantId]);
      expect(list.data[0].jogosultsagok[0]).toMatchObject({ szerep: 'EDITOR', admin: false });
    });

    it('removes the new person again when the invitation cannot be sent', async () => {
      const { app } = get();
      const company = await createCompany(app);
      const email = `hibas${unique()}@pelda.hu`;
      const spy = vi.spyOn(app.mail, 'send').mockRejectedValue(new Error('SMTP down'));
      try {
        const response = await company.owner.agent.post(
          `/api/tamogatast-igenylok/${company.applicantId}/felhasznalok`,
          {
            fullName: 'Nem Kap Levelet',
            email,
            applicantRole: 'EDITOR',
          },
        );
        expect(response.statusCode).toBe(500);
      } finally {
        spy.mockRestore();
      }
      expect(
        await app.db.selectFrom('felhasznalo').select('id').where('email', '=', email).execute(),
      ).toEqual([]);
      expect(
        (
          await company.owner.agent.get(
            `/api/tamogatast-igenylok/${company.applicantId}/felhasznalok`,
          )
        ).json(),
      ).toHaveLength(1);
    });

    it('links an existing user without mail, changes roles and removes, never the last OWNER', async () => {
      const { app } = get();
      const company = await createCompany(app);
      const existing = await signedInUser(app, 'Meglévő Felhasználó');
      const spy = vi.spyOn(app.mail, 'send');
      const base = `/api/tamogatast-igenylok/${company.applicantId}/felhasznalok`;
      try {
        const added = await company.owner.agent.post(base, {
          fullName: 'Más Név',
          email: existing.email.toUpperCase(),
          applicantRole: 'OWNER',
        });
        expect(added.statusCode).toBe(201);
        expect(added.json()).toMatchObject({
          szerep: 'OWNER',
          admin: true,
          felhasznalo: { id: existing.userId, nev: 'Meglévő Felhasználó' },
        });
        expect(spy).not.toHaveBeenCalled();
        expect(
          (
            await company.owner.agent.post(base, {
              fullName: 'X',
              email: existing.email,
              applicantRole: 'EDITOR',
            })
          ).statusCode,
        ).toBe(409);
      } finally {
        spy.mockRestore();
      }

      const users = (await company.owner.agent.get(base)).json();
      expect(users).toHaveLength(2);
      const mine = users.find(
        (user: { felhasznalo: { id: number } }) => user.felhasznalo.id === company.owner.userId,
      );
      const theirs = users.find(
        (user: { felhasznalo: { id: number } }) => user.felhasznalo.id === existing.userId,
      );

      const demoted = await company.owner.agent.put(`${base}/${theirs.id}`, {
        applicantRole: 'EDITOR',
        verzio: theirs.verzio,
      });
      expect(demoted.statusCode).toBe(200);
      expect(demoted.json()).toMatchObject({
        szerep: 'EDITOR',
        admin: false,
        verzio: theirs.verzio + 1,
      });
      expect(
        (
          await company.owner.agent.put(`${base}/${theirs.id}`, {
            applicantRole: 'OWNER',
            verzio: theirs.verzio,
          })
        ).statusCode,
      ).toBe(409);

      // Now the owner is the last OWNER: neither demotion nor removal is allowed.
      expect(
        (
          await company.owner.agent.put(`${base}/${mine.id}`, {
            applicantRole: 'EDITOR',
            verzio: mine.verzio,
          })
        ).statusCode,
      ).toBe(422);
      expect((await company.owner.agent.delete(`${base}/${mine.id}`)).statusCode).toBe(422);

      // The EDITOR sees the users but cannot manage them.
      expect((await existing.agent.get(base)).statusCode).toBe(200);
      expect(
        (
          await existing.agent.post(base, {
            fullName: 'Y',
            email: `y${unique()}@pelda.hu`,
            applicantRole: 'EDITOR',
          })
        ).statusCode,
      ).toBe(403);
      expect((await existing.agent.delete(`${base}/${mine.id}`)).statusCode).toBe(403);
      expect(
        (
          await existing.agent.put(`${base}/${theirs.id}`, {
            applicantRole: 'OWNER',
            verzio: theirs.verzio + 1,
          })
        ).statusCode,
      ).toBe(403);

      expect((await company.owner.agent.delete(`${base}/${theirs.id}`)).statusCode).toBe(204);
      expect(
        (await existing.agent.get(`/api/tamogatast-igenylok/${company.applicantId}`)).statusCode,
      ).toBe(404);
    });

    it('two OWNERs demoting each other at once leave one OWNER', async () => {
      const { app } = get();
      const company = await createCompany(app);
      const second = await addMember(app, company, 'OWNER');
      const base = `/api/tamogatast-igenylok/${company.applicantId}/felhasznalok`;
      const users = (await company.owner.agent.get(base)).json();
      const [first, other] = users as Array<{ id: number; verzio: number }>;
      const results = await Promise.all([
        company.owner.agent.put(`${base}/${other?.id}`, {
          applicantRole: 'EDITOR',
          verzio: other?.verzio,
        }),
        second.agent.put(`${base}/${first?.id}`, {
          applicantRole: 'EDITOR',
          verzio: first?.verzio,
        }),
      ]);
      // Exactly one wins; the other is refused as the last OWNER (422) or, when it ran second, as
      // the EDITOR it has just become (403).
      const codes = results.map((response) => response.statusCode).toSorted();
      expect(codes[0]).toBe(200);
      expect([403, 422]).toContain(codes[1]);
      const owners = await app.db
        .selectFrom('tamogatast_igenylo_jogosultsag')
        .select('szerep')
        .where('tamogatast_igenylo_id', '=', company.applicantId)
        .where('szerep', '=', 'OWNER')
        .execute();
      expect(owners).toHaveLength(1);
    });

    it('validates the user form (fullName, e-mail, role)', async () => {
      const { app } = get();
      const company = await createCompany(app);
      const base = `/api/tamogatast-igenylok/${company.applicantId}/felhasznalok`;
      for (const body of [
        { fullName: '', email: 'a@pelda.hu', applicantRole: 'EDITOR' },
        { fullName: 'A', email: 'nem-email', applicantRole: 'EDITOR' },
        { fullName: 'A', email: 'a@pelda.hu', applicantRole: 'ADMIN' },
      ]) {
        expect((await company.owner.agent.post(base, body)).statusCode, JSON.stringify(body)).toBe(
          400,
        );
      }
    });
  },
);
