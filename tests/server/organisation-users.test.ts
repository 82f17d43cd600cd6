import { expect, it, vi } from 'vitest';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { addMember, createCompany, signedInUser, unique } from '../helpers/master-data.ts';
import { createUser, signIn } from '../helpers/auth.ts';
import { listMailboxMessages } from '../../src/server/repositories/mailbox.ts';
import { deleteExpiredInvites } from '../../src/server/repositories/organisation-users.ts';
import { deliverOutbox } from '../../src/server/lifecycle/notifications.ts';

const inviteLink = (text: string | undefined) =>
  /acceptInvite\?token=([\w-]+)/.exec(text ?? '')?.[1];

describeOnEachDatabase(
  'organisation users API (/api/tamogatast-igenylok/{id}/felhasznalok)',
  (get) => {
    it('answers an invitation the same for a known and an unknown e-mail, attaches nobody and mails a link', async () => {
      const { app } = get();
      const company = await createCompany(app);
      const existing = await signedInUser(app, 'Meglévő Felhasználó');
      const fresh = `uj${unique()}@pelda.hu`;
      const base = `/api/tamogatast-igenylok/${company.applicantId}/felhasznalok`;
      const known = await company.owner.agent.post(base, {
        fullName: 'Más Név',
        email: existing.email.toUpperCase(),
        applicantRole: 'OWNER',
      });
      const unknown = await company.owner.agent.post(base, {
        fullName: 'Új Kolléga',
        email: fresh,
        applicantRole: 'EDITOR',
      });
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(known.body).toBe(unknown.body);
      expect(known.body).not.toContain('Meglévő');
      expect(known.body).not.toContain(String(existing.userId));
      expect(Object.keys(known.json())).toEqual(['message']);

      // Nobody is a member yet, no account was created for the new address; both are pending.
      const users = (await company.owner.agent.get(base)).json();
      expect(users.map((user: { felhasznalo: { id: number } }) => user.felhasznalo.id)).toEqual([
        company.owner.userId,
      ]);
      expect(
        await app.db.selectFrom('felhasznalo').select('id').where('email', '=', fresh).execute(),
      ).toEqual([]);
      const pending = (
        await company.owner.agent.get(`/api/tamogatast-igenylok/${company.applicantId}/meghivok`)
      ).json();
      expect(pending).toMatchObject([
        { email: existing.email, szerep: 'OWNER' },
        { email: fresh, szerep: 'EDITOR' },
      ]);
      expect(JSON.stringify(pending)).not.toContain('token');
      expect(
        (await existing.agent.get(`/api/tamogatast-igenylok/${company.applicantId}`)).statusCode,
      ).toBe(404);

      // Each address got one mail with a link; the link alone attaches nobody.
      const mailToKnown = await listMailboxMessages(app.db, { recipient: existing.email });
      const mailToFresh = await listMailboxMessages(app.db, { recipient: fresh });
      expect(mailToKnown).toHaveLength(1);
      expect(mailToFresh).toHaveLength(1);
      expect(mailToFresh[0]?.text).toContain('Új Kolléga');
      expect(inviteLink(mailToKnown[0]?.text)).toBeTruthy();
      expect(inviteLink(mailToFresh[0]?.text)).toBeTruthy();
    });

    it('the invitee signed in with the invited e-mail accepts once and only then becomes a member', async () => {
      const { app } = get();
      const company = await createCompany(app);
      const invitee = await signedInUser(app, 'Meghívott Személy');
      const stranger = await signedInUser(app, 'Idegen Személy');
      const base = `/api/tamogatast-igenylok/${company.applicantId}/felhasznalok`;
      expect(
        (
          await company.owner.agent.post(base, {
            fullName: 'Meghívott Személy',
            email: invitee.email,
            applicantRole: 'EDITOR',
          })
        ).statusCode,
      ).toBe(202);
      const [mail] = await listMailboxMessages(app.db, { recipient: invitee.email });
      const token = inviteLink(mail?.text) ?? '';

      // Someone else holding the link cannot use it; a wrong token neither.
      expect(
        (await stranger.agent.post('/api/felhasznalok/meghivok/show', { token })).statusCode,
      ).toBe(404);
      expect(
        (await stranger.agent.post('/api/felhasznalok/meghivok/accept', { token })).statusCode,
      ).toBe(404);
      expect(
        (await invitee.agent.post('/api/felhasznalok/meghivok/accept', { token: `${token}x` }))
          .statusCode,
      ).toBe(404);
      expect(
        (await stranger.agent.get(`/api/tamogatast-igenylok/${company.applicantId}`)).statusCode,
      ).toBe(404);

      const shown = await invitee.agent.post('/api/felhasznalok/meghivok/show', { token });
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toMatchObject({
        tamogatastIgenyloId: company.applicantId,
        szerep: 'EDITOR',
      });
      // Showing is not accepting.
      expect(
        (await invitee.agent.get(`/api/tamogatast-igenylok/${company.applicantId}`)).statusCode,
      ).toBe(404);

      const accepted = await invitee.agent.post('/api/felhasznalok/meghivok/accept', { token });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toEqual({ tamogatastIgenyloId: company.applicantId });
      const list = (
        await invitee.agent.post('/api/felhasznalok/felhasznalok/search-by-current', {})
      ).json();
      expect(list.data.map((row: { id: number }) => row.id)).toContain(company.applicantId);
      const users = (await company.owner.agent.get(base)).json();
      expect(users).toHaveLength(2);
      expect(users[1]).toMatchObject({
        szerep: 'EDITOR',
        admin: false,
        felhasznalo: { id: invitee.userId, nev: 'Meghívott Személy' },
      });
      // Used once; no longer pending.
      expect(
        (await invitee.agent.post('/api/felhasznalok/meghivok/accept', { token })).statusCode,
      ).toBe(404);
      expect(
        (
          await company.owner.agent.get(`/api/tamogatast-igenylok/${company.applicantId}/meghivok`)
        ).json(),
      ).toEqual([]);
      // Now a member: a further invitation to the address is refused as a duplicate.
      expect(
        (
          await company.owner.agent.post(base, {
            fullName: 'X',
            email: invitee.email,
            applicantRole: 'EDITOR',
          })
        ).statusCode,
      ).toBe(409);
    });

    it('a person without an account registers with the invited e-mail, sets a password and accepts', async () => {
      const { app } = get();
      const company = await createCompany(app);
      const email = `regisztral${unique()}@pelda.hu`;
      await company.owner.agent.post(
        `/api/tamogatast-igenylok/${company.applicantId}/felhasznalok`,
        {
          fullName: 'Leendő Tag',
          email,
          applicantRole: 'EDITOR',
        },
      );
      const [invitation] = await listMailboxMessages(app.db, { recipient: email });
      const token = inviteLink(invitation?.text) ?? '';
      const newcomer = await createUser(app, { email, name: 'Leendő Tag' });
      const agent = await signIn(app, { email, password: newcomer.password });
      const accepted = await agent.post('/api/felhasznalok/meghivok/accept', { token });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect((await agent.get(`/api/tamogatast-igenylok/${company.applicantId}`)).statusCode).toBe(
        200,
      );
    });

    it('an expired invitation cannot be accepted; the OWNER withdraws a pending one', async () => {
      const { app } = get();
      const company = await createCompany(app);
      const invitee = await signedInUser(app, 'Késő Személy');
      const invites = `/api/tamogatast-igenylok/${company.applicantId}/meghivok`;
      await company.owner.agent.post(
        `/api/tamogatast-igenylok/${company.applicantId}/felhasznalok`,
        {
          fullName: 'Késő Személy',
          email: invitee.email,
          applicantRole: 'EDITOR',
        },
      );
      const [mail] = await listMailboxMessages(app.db, { recipient: invitee.email });
      const token = inviteLink(mail?.text) ?? '';
      const [pending] = (await company.owner.agent.get(invites)).json();
      await app.db
        .updateTable('szervezeti_meghivo')
        .set({ lejarat: new Date(Date.now() - 1000) })
        .where('id', '=', pending.id)
        .execute();
      expect(
        (await invitee.agent.post('/api/felhasznalok/meghivok/accept', { token })).statusCode,
      ).toBe(404);
      expect((await company.owner.agent.get(invites)).json()).toEqual([]);

      await app.db
        .updateTable('szervezeti_meghivo')
        .set({ lejarat: new Date(Date.now() + 3_600_000) })
        .where('id', '=', pending.id)
        .execute();
      // Only an OWNER withdraws; afterwards the link is dead.
      expect((await invitee.agent.delete(`${invites}/${pending.id}`)).statusCode).toBe(404);
      expect((await company.owner.agent.delete(`${invites}/${pending.id}`)).statusCode).toBe(204);
      expect((await company.owner.agent.delete(`${invites}/${pending.id}`)).statusCode).toBe(404);
      expect(
        (await invitee.agent.post('/api/felhasznalok/meghivok/accept', { token })).statusCode,
      ).toBe(404);
    });

    it('the OWNER resends an invitation: a new link through the outbox, the old link dead', async () => {
      const { app } = get();
      const company = await createCompany(app);
      const editor = await addMember(app, company, 'EDITOR');
      const invitee = await signedInUser(app, 'Újra Meghívott');
      const invites = `/api/tamogatast-igenylok/${company.applicantId}/meghivok`;
      await company.owner.agent.post(
        `/api/tamogatast-igenylok/${company.applicantId}/felhasznalok`,
        { fullName: 'Újra Meghívott', email: invitee.email, applicantRole: 'EDITOR' },
      );
      const [first] = await listMailboxMessages(app.db, { recipient: invitee.email });
      const oldToken = inviteLink(first?.text) ?? '';
      expect(oldToken).not.toBe('');
      const [pending] = (await company.owner.agent.get(invites)).json();
      // Expired already: a resend is exactly for the invitee who missed the first mail.
      await app.db
        .updateTable('szervezeti_meghivo')
        .set({ lejarat: new Date(Date.now() - 1000) })
        .where('id', '=', pending.id)
        .execute();

      // Only an OWNER resends; the invitee and a plain EDITOR are refused and nothing is queued.
      expect((await invitee.agent.post(`${invites}/${pending.id}/resend`)).statusCode).toBe(404);
      expect((await editor.agent.post(`${invites}/${pending.id}/resend`)).statusCode).toBe(403);
      const queued = () =>
        app.db
          .selectFrom('ertesites_kimeno')
          .select(['sablon', 'parameterek'])
          .where('cimzett', '=', invitee.email)
          .execute();
      expect(await queued()).toEqual([]);

      const resent = await company.owner.agent.post(`${invites}/${pending.id}/resend`);
      expect(resent.statusCode, resent.body).toBe(202);
      expect(resent.json().message).toMatch(/újra elküldtük/);
      const [row] = await queued();
      expect(row?.sablon).toBe('organisationInvite');
      // Valid again, for the full validity.
      const [renewed] = (await company.owner.agent.get(invites)).json();
      expect(renewed).toMatchObject({ id: pending.id, email: invitee.email, szerep: 'EDITOR' });
      expect(new Date(renewed.lejarat).getTime()).toBeGreaterThan(Date.now() + 3_600_000);

      await deliverOutbox(app);
      const [second] = await listMailboxMessages(app.db, { recipient: invitee.email, limit: 1 });
      expect(second?.subject).toBe('Meghívás szervezethez – Turisztikai Pályázati Portál');
      expect(second?.text).toContain('Tulajdonos Teszt');
      const newToken = inviteLink(second?.text) ?? '';
      expect(newToken).not.toBe('');
      expect(newToken).not.toBe(oldToken);

      const accept = (token: string) =>
        invitee.agent.post('/api/felhasznalok/meghivok/accept', { token });
      expect((await accept(oldToken)).statusCode).toBe(404);
      expect((await accept(newToken)).statusCode).toBe(200);
      // Accepted: nothing left to resend.
      expect((await company.owner.agent.post(`${invites}/${pending.id}/resend`)).statusCode).toBe(
        404,
      );
      expect((await company.owner.agent.post(`${invites}/999999999/resend`)).statusCode).toBe(404);
    });

    it('the cleanup job deletes invitations that expired unaccepted, and keeps the rest', async () => {
      const { app } = get();
      expect(app.jobs.map((job) => job.name)).toContain('expired invitations');
      const company = await createCompany(app);
      const invites = `/api/tamogatast-igenylok/${company.applicantId}/meghivok`;
      const emails = ['lejart', 'nyitott', 'elfogadott'].map(
        (name) => `${name}${unique()}@pelda.hu`,
      );
      for (const email of emails)
        await company.owner.agent.post(
          `/api/tamogatast-igenylok/${company.applicantId}/felhasznalok`,
          { fullName: 'Valaki', email, applicantRole: 'EDITOR' },
        );
      const rows = await app.db
        .selectFrom('szervezeti_meghivo')
        .select(['id', 'email'])
        .where('tamogatast_igenylo_id', '=', company.applicantId)
        .orderBy('id')
        .execute();
      expect(rows.map((row) => row.email)).toEqual(emails);
      const [expired, open, accepted] = rows;
      const past = new Date(Date.now() - 60_000);
      await app.db
        .updateTable('szervezeti_meghivo')
        .set({ lejarat: past })
        .where('id', '=', expired!.id)
        .execute();
      await app.db
        .updateTable('szervezeti_meghivo')
        .set({ lejarat: past, elfogadva: new Date(Date.now() - 120_000) })
        .where('id', '=', accepted!.id)
        .execute();

      expect(await deleteExpiredInvites(app.db, new Date())).toBeGreaterThanOrEqual(1);
      const left = await app.db
        .selectFrom('szervezeti_meghivo')
        .select('id')
        .where('tamogatast_igenylo_id', '=', company.applicantId)
        .orderBy('id')
        .execute();
      expect(left.map((row) => row.id)).toEqual([open!.id, accepted!.id]);
      expect((await company.owner.agent.post(`${invites}/${expired!.id}/resend`)).statusCode).toBe(
        404,
      );
    });

    it('withdraws the invitation again when its mail cannot be sent', async () => {
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
        (
          await company.owner.agent.get(`/api/tamogatast-igenylok/${company.applicantId}/meghivok`)
        ).json(),
      ).toEqual([]);
      expect(
        await app.db.selectFrom('felhasznalo').select('id').where('email', '=', email).execute(),
      ).toEqual([]);
    });

    it('changes roles and removes, never the last OWNER', async () => {
      const { app } = get();
      const company = await createCompany(app);
      const existing = await addMember(app, company, 'OWNER');
      const base = `/api/tamogatast-igenylok/${company.applicantId}/felhasznalok`;

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
