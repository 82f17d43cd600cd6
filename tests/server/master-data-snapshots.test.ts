/**
 * The frozen master data behind /application/base-old and /owners-old (docs/decisions/0009):
 * GET /tamogatast-igenylok/{id}/torzsadat-pillanatkep answers null before a first submission, the
 * base data and owners as the submission froze them afterwards (whatever is edited later), and
 * the newest submission's copy when there are several. Submissions go through the API.
 */
import { expect, it } from 'vitest';
import { NOT_FOUND_MESSAGE } from '../../src/server/authorization/http-errors.ts';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { GRANT_CALL, callsTestOverrides, copyCallsDir, patchCall } from '../helpers/calls.ts';
import {
  addMember,
  applicantBody,
  createCompany,
  referenceIds,
  signedInUser,
} from '../helpers/master-data.ts';
import { submitted } from '../helpers/lifecycle.ts';

// Two submissions of one applicant need a call that takes more than one application from it.
const callsDir = copyCallsDir();
patchCall(callsDir, GRANT_CALL, { maxSubmissionsPerApplicant: 3 });
const overrides = callsTestOverrides(callsDir);

const snapshotUrl = (applicantId: number) =>
  `/api/tamogatast-igenylok/${applicantId}/torzsadat-pillanatkep`;

describeOnEachDatabase(
  'frozen master data',
  (get) => {
    it('answers "no submission yet" (null) to the owner and an editor before a first submission', async () => {
      const { app } = get();
      const company = await createCompany(app);
      const editor = await addMember(app, company, 'EDITOR');
      for (const agent of [company.owner.agent, editor.agent]) {
        const response = await agent.get(snapshotUrl(company.applicantId));
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({ pillanatkep: null });
      }
    });

    it('answers 404 for an unknown applicant and for one the user has no permission on', async () => {
      const { app } = get();
      const company = await createCompany(app);
      await submitted(app, company);
      const outsider = await signedInUser(app);
      for (const [agent, applicantId] of [
        [outsider.agent, company.applicantId],
        [company.owner.agent, 999_999_999],
      ] as const) {
        const response = await agent.get(snapshotUrl(applicantId));
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(NOT_FOUND_MESSAGE);
      }
      const anonymous = await app.inject({ method: 'GET', url: snapshotUrl(company.applicantId) });
      expect(anonymous.statusCode).toBe(401);
    });

    it('keeps the values of the submission while the master data is edited, until the next submission', async () => {
      const { app } = get();
      const ref = await referenceIds(app);
      const company = await createCompany(app, { nev: 'Benyújtáskori Kft.' });
      const { agent } = company.owner;
      const applicantId = company.applicantId;
      const ownerCreated = await agent.post('/api/tamogatast-igenylo-tulajdonosok', {
        tamogatastIgenylo: { id: applicantId },
        tulajdonos: {
          tipus: 'JOGI_SZEMELY',
          nev: 'Első Tulajdonos Zrt.',
          tulajdoniHanyad: 60,
          szavazatiJog: 60,
        },
      });
      expect(ownerCreated.statusCode).toBe(201);
      const firstOwner = ownerCreated.json().tulajdonos;
      const taxNumber = (await agent.get(`/api/tamogatast-igenylok/${applicantId}`)).json().adoszam;

      const before = Date.now();
      const first = await submitted(app, company);
      const frozen = (await agent.get(snapshotUrl(applicantId))).json().pillanatkep;
      expect(frozen).toMatchObject({
        palyazat: { id: first.id, azonosito: expect.stringMatching(/^TP-/) },
        tamogatastIgenylo: { id: applicantId, nev: 'Benyújtáskori Kft.', adoszam: taxNumber },
        tulajdonosok: [{ id: firstOwner.id, nev: 'Első Tulajdonos Zrt.', tulajdoniHanyad: 60 }],
      });
      expect(frozen.palyazat.projektCim).toBe('A Kékfrankos Étterem konyhájának korszerűsítése');
      expect(frozen.tamogatastIgenylo).not.toHaveProperty('parent');
      const frozenAt = new Date(frozen.benyujtva).getTime();
      expect(frozenAt).toBeGreaterThanOrEqual(before - 1000);
      expect(frozenAt).toBeLessThanOrEqual(Date.now() + 1000);

      // Later edits: base data renamed, the owner changed, a second owner added.
      const renamed = await agent.put(
        `/api/tamogatast-igenylok/${applicantId}`,
        applicantBody(ref, { nev: 'Átnevezett Kft.', adoszam: taxNumber, verzio: 1 }),
      );
      expect(renamed.statusCode, renamed.body).toBe(200);
      const changedOwner = await agent.put(
        `/api/tamogatast-igenylo-tulajdonosok/tulajdonos/${firstOwner.id}`,
        {
          tipus: 'JOGI_SZEMELY',
          nev: 'Első Tulajdonos Zrt.',
          tulajdoniHanyad: 40,
          szavazatiJog: 40,
          verzio: 1,
        },
      );
      expect(changedOwner.statusCode, changedOwner.body).toBe(200);
      const added = await agent.post('/api/tamogatast-igenylo-tulajdonosok', {
        tamogatastIgenylo: { id: applicantId },
        tulajdonos: {
          tipus: 'TERMESZETES_SZEMELY',
          nev: 'Új Tulajdonos',
          tulajdoniHanyad: 20,
          szavazatiJog: 20,
        },
      });
      expect(added.statusCode).toBe(201);
      expect((await agent.get(snapshotUrl(applicantId))).json().pillanatkep).toEqual(frozen);

      // A second submission (another application) replaces what is shown.
      const second = await submitted(app, company);
      const refrozen = (await agent.get(snapshotUrl(applicantId))).json().pillanatkep;
      expect(refrozen.palyazat.id).toBe(second.id);
      expect(refrozen.tamogatastIgenylo.nev).toBe('Átnevezett Kft.');
      expect(
        refrozen.tulajdonosok.map((owner: { nev: string; tulajdoniHanyad: number }) => [
          owner.nev,
          owner.tulajdoniHanyad,
        ]),
      ).toEqual([
        ['Első Tulajdonos Zrt.', 40],
        ['Új Tulajdonos', 20],
      ]);
      expect(new Date(refrozen.benyujtva).getTime()).toBeGreaterThanOrEqual(frozenAt);
    });
  },
  { overrides },
);
