import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { createCompany } from '../helpers/master-data.ts';
import { listChangesOfRow } from '../../src/server/repositories/audit.ts';

describeOnEachDatabase('contacts API (/api/kapcsolattartok)', (get) => {
  it('creates, lists, updates with the version and deletes contact persons', async () => {
    const { app } = get();
    const company = await createCompany(app);
    const { agent } = company.owner;
    const applicant = { id: company.applicantId };

    const created = await agent.post('/api/kapcsolattartok', {
      tamogatastIgenylo: applicant,
      nev: 'Nagy Péter',
      statusz: 'KEPVISELO',
      kepviseletiJog: 'ONALLO',
      telefonszam: '+36 1 234 5678',
      email: 'peter@pelda.hu',
      beosztas: 'ügyvezető',
    });
    expect(created.statusCode).toBe(201);
    const contact = created.json();
    expect(contact).toMatchObject({
      tamogatastIgenylo: applicant,
      nev: 'Nagy Péter',
      statusz: 'KEPVISELO',
      kepviseletiJog: 'ONALLO',
      mobilTelefonszam: null,
      verzio: 1,
    });
    const list = (
      await agent.get(`/api/kapcsolattartok/tamogatast-igenylok/${company.applicantId}`)
    ).json();
    expect(list).toEqual([contact]);

    const url = `/api/kapcsolattartok/${contact.id}`;
    const updated = await agent.put(url, {
      tamogatastIgenylo: applicant,
      nev: 'Nagy Péter',
      statusz: 'KAPCSOLATTARTO',
      email: 'p.nagy@pelda.hu',
      verzio: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      statusz: 'KAPCSOLATTARTO',
      kepviseletiJog: null,
      email: 'p.nagy@pelda.hu',
      verzio: 2,
    });
    expect(
      (
        await agent.put(url, {
          tamogatastIgenylo: applicant,
          nev: 'X',
          statusz: 'KAPCSOLATTARTO',
          email: 'x@pelda.hu',
          verzio: 1,
        })
      ).statusCode,
    ).toBe(409);
    expect((await agent.delete(url)).statusCode).toBe(204);
    expect(
      (await agent.get(`/api/kapcsolattartok/tamogatast-igenylok/${company.applicantId}`)).json(),
    ).toEqual([]);
    expect(
      (await listChangesOfRow(app.db, 'kapcsolattarto', contact.id)).map((change) => change.action),
    ).toEqual(['INSERT', 'UPDATE', 'DELETE']);
  });

  it('requires name, status and a valid e-mail', async () => {
    const { app } = get();
    const company = await createCompany(app);
    const base = {
      tamogatastIgenylo: { id: company.applicantId },
      nev: 'Kiss Éva',
      statusz: 'KAPCSOLATTARTO',
      email: 'eva@pelda.hu',
    };
    for (const body of [
      { ...base, nev: ' ' },
      { ...base, email: 'nem-email' },
      { ...base, statusz: 'FONOK' },
      {
        tamogatastIgenylo: base.tamogatastIgenylo,
        nev: 'E-mail nélkül',
        statusz: 'KAPCSOLATTARTO',
      },
    ]) {
      expect(
        (await company.owner.agent.post('/api/kapcsolattartok', body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
  });
});
