/**
 * No lost updates: two writers holding the same version write at once; exactly one succeeds and
 * the other gets 409. On PostgreSQL the two requests really run in parallel on two connections.
 */
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { addMember, applicantBody, createCompany, referenceIds } from '../helpers/master-data.ts';

describeOnEachDatabase('concurrent writes with the same version', (get) => {
  it('applicant base data: exactly one of two parallel PUTs succeeds', async () => {
    const { app } = get();
    const ref = await referenceIds(app);
    const company = await createCompany(app);
    const editor = await addMember(app, company, 'EDITOR');
    const url = `/api/tamogatast-igenylok/${company.applicantId}`;
    const { verzio } = (await company.owner.agent.get(url)).json();
    const results = await Promise.all([
      company.owner.agent.put(url, applicantBody(ref, { nev: 'Tulajdonos változata', verzio })),
      editor.agent.put(url, applicantBody(ref, { nev: 'Szerkesztő változata', verzio })),
    ]);
    expect(results.map((response) => response.statusCode).toSorted()).toEqual([200, 409]);
    const winner = results.find((response) => response.statusCode === 200)?.json();
    const stored = (await company.owner.agent.get(url)).json();
    expect(stored).toMatchObject({ nev: winner.nev, verzio: verzio + 1 });
  });

  it('owner, contact and financial year: exactly one of two parallel writes succeeds', async () => {
    const { app } = get();
    const company = await createCompany(app);
    const editor = await addMember(app, company, 'EDITOR');
    const applicant = { id: company.applicantId };
    const owner = (
      await company.owner.agent.post('/api/tamogatast-igenylo-tulajdonosok', {
        tamogatastIgenylo: applicant,
        tulajdonos: {
          tipus: 'JOGI_SZEMELY',
          nev: 'Anya Zrt.',
          tulajdoniHanyad: 100,
          szavazatiJog: 100,
        },
      })
    ).json().tulajdonos;
    const contact = (
      await company.owner.agent.post('/api/kapcsolattartok', {
        tamogatastIgenylo: applicant,
        nev: 'Kiss Éva',
        statusz: 'KAPCSOLATTARTO',
        email: 'eva@pelda.hu',
      })
    ).json();
    const year = (
      await company.owner.agent.post('/api/penzugyi-adatok', {
        tamogatastIgenylo: applicant,
        ev: new Date().getFullYear() - 1,
        nettoArbevetel: 1,
        merlegfoosszeg: 1,
        atlagosLetszam: 1,
        uzemiEredmeny: 1,
      })
    ).json();

    const writes: Array<[string, (name: string) => unknown]> = [
      [
        `/api/tamogatast-igenylo-tulajdonosok/tulajdonos/${owner.id}`,
        (nev) => ({
          tipus: 'JOGI_SZEMELY',
          nev,
          tulajdoniHanyad: 100,
          szavazatiJog: 100,
          verzio: 1,
        }),
      ],
      [
        `/api/kapcsolattartok/${contact.id}`,
        (nev) => ({
          tamogatastIgenylo: applicant,
          nev,
          statusz: 'KAPCSOLATTARTO',
          email: 'eva@pelda.hu',
          verzio: 1,
        }),
      ],
      [
        `/api/penzugyi-adatok/${year.id}`,
        (nev) => ({
          tamogatastIgenylo: applicant,
          ev: year.ev,
          nettoArbevetel: nev.length,
          merlegfoosszeg: 1,
          atlagosLetszam: 1,
          uzemiEredmeny: -1,
          verzio: 1,
        }),
      ],
    ];
    for (const [url, body] of writes) {
      const results = await Promise.all([
        company.owner.agent.put(url, body('Első')),
        editor.agent.put(url, body('Második író')),
      ]);
      expect(results.map((response) => response.statusCode).toSorted(), url).toEqual([200, 409]);
    }
  });
});
