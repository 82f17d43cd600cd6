import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { createCompany, referenceIds } from '../helpers/master-data.ts';
import { listChangesOfRow } from '../../src/server/repositories/audit.ts';

describeOnEachDatabase('owners API (/api/tamogatast-igenylo-tulajdonosok)', (get) => {
  it('creates, lists, updates with the version and deletes owners', async () => {
    const { app } = get();
    const ref = await referenceIds(app);
    const company = await createCompany(app);
    const { agent } = company.owner;
    const applicant = { id: company.applicantId };

    const created = await agent.post('/api/tamogatast-igenylo-tulajdonosok', {
      tamogatastIgenylo: applicant,
      tulajdonos: {
        tipus: 'TERMESZETES_SZEMELY',
        nev: 'Kovács Anna',
        tulajdoniHanyad: 60,
        szavazatiJog: 60,
        adoazonositoJel: '8123456789',
        bejegyzesOrszaga: { id: ref.countryId },
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      tamogatastIgenylo: { id: company.applicantId, nev: expect.any(String) },
      tulajdonos: {
        tipus: 'TERMESZETES_SZEMELY',
        nev: 'Kovács Anna',
        tulajdoniHanyad: 60,
        szavazatiJog: 60,
        bejegyzesOrszaga: { id: ref.countryId },
        verzio: 1,
      },
    });
    await agent.post('/api/tamogatast-igenylo-tulajdonosok', {
      tamogatastIgenylo: applicant,
      tulajdonos: {
        tipus: 'JOGI_SZEMELY',
        nev: 'Anya Zrt.',
        tulajdoniHanyad: 40,
        szavazatiJog: 40,
        adoszam: '87654321-2-42',
      },
    });
    const list = (
      await agent.get(
        `/api/tamogatast-igenylo-tulajdonosok/tamogatast-igenylo/${company.applicantId}`,
      )
    ).json();
    expect(list.map((owner: { nev: string }) => owner.nev)).toEqual(['Kovács Anna', 'Anya Zrt.']);

    const ownerId = created.json().tulajdonos.id;
    const url = `/api/tamogatast-igenylo-tulajdonosok/tulajdonos/${ownerId}`;
    const updated = await agent.put(url, {
      tipus: 'TERMESZETES_SZEMELY',
      nev: 'Kovács Anna',
      tulajdoniHanyad: 55.5,
      szavazatiJog: 50,
      verzio: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      tulajdoniHanyad: 55.5,
      szavazatiJog: 50,
      verzio: 2,
      bejegyzesOrszaga: null,
    });
    expect(
      (
        await agent.put(url, {
          tipus: 'TERMESZETES_SZEMELY',
          nev: 'X',
          tulajdoniHanyad: 1,
          szavazatiJog: 1,
          verzio: 1,
        })
      ).statusCode,
    ).toBe(409);

    expect((await agent.delete(url)).statusCode).toBe(204);
    expect((await agent.delete(url)).statusCode).toBe(404);
    expect(
      (await listChangesOfRow(app.db, 'tulajdonos', ownerId)).map((change) => change.action),
    ).toEqual(['INSERT', 'UPDATE', 'DELETE']);
  });

  it('refuses a share or voting right over 100 and missing required fields', async () => {
    const { app } = get();
    const company = await createCompany(app);
    const base = {
      tipus: 'JOGI_SZEMELY',
      nev: 'Túl Sok Kft.',
      tulajdoniHanyad: 50,
      szavazatiJog: 50,
    };
    for (const tulajdonos of [
      { ...base, tulajdoniHanyad: 101 },
      { ...base, szavazatiJog: 100.5 },
      // Voting rights are whole percentages from 1 to 100 (issue 20, item 7).
      { ...base, szavazatiJog: 60.5 },
      { ...base, szavazatiJog: 0 },
      { ...base, nev: '' },
      { nev: 'Típus nélkül', tulajdoniHanyad: 1, szavazatiJog: 1 },
      { tipus: 'JOGI_SZEMELY', nev: 'Hányad nélkül', szavazatiJog: 1 },
    ]) {
      const response = await company.owner.agent.post('/api/tamogatast-igenylo-tulajdonosok', {
        tamogatastIgenylo: { id: company.applicantId },
        tulajdonos,
      });
      expect(response.statusCode, JSON.stringify(tulajdonos)).toBe(400);
    }
    const tooHigh = await company.owner.agent.post('/api/tamogatast-igenylo-tulajdonosok', {
      tamogatastIgenylo: { id: company.applicantId },
      tulajdonos: { ...base, tulajdoniHanyad: 101 },
    });
    expect(tooHigh.json().errors).toEqual([
      expect.objectContaining({ keyword: 'maximum', path: '/tulajdonos/tulajdoniHanyad' }),
    ]);
  });
});
