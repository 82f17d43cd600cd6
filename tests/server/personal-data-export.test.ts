/**
 * The personal-data export (issue 19, item 2): every personal value planted about a user and
 * their company (canaries) is in the ZIP's data.json; no secret is; nothing of another company.
 */
import { unzipSync } from 'fflate';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { createCompany } from '../helpers/master-data.ts';
import { soleProprietorProfile } from '../helpers/provider-profile.ts';

describeOnEachDatabase('personal data export', (get) => {
  it('contains every planted personal value of the user and the company, and no secret', async () => {
    const { app } = get();
    const company = await createCompany(app, { nev: 'KANARI-CEG Kft.' });
    const other = await createCompany(app, { nev: 'MASIK-CEG Kft.' });
    const { agent } = company.owner;
    const applicant = { id: company.applicantId };
    const canaries = {
      contactName: 'Kanári Kapcsolattartó',
      contactEmail: 'kanari.kapcsolat@pelda.hu',
      contactPhone: '+36 30 999 1234',
      ownerName: 'Kanári Tulajdonos',
      ownerTaxId: '8499999999',
      address: 'Kanári utca 17.',
      maidenName: 'Kanári Születési',
      mothersMaidenName: 'Kanári Anyja',
      idDocumentNumber: '987654KZ',
      tajNumber: '987654321',
      placeOfBirth: 'Kanárifalva',
    };
    expect(
      (
        await agent.post('/api/kapcsolattartok', {
          tamogatastIgenylo: applicant,
          nev: canaries.contactName,
          statusz: 'KEPVISELO',
          email: canaries.contactEmail,
          telefonszam: canaries.contactPhone,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await agent.post('/api/tamogatast-igenylo-tulajdonosok', {
          tamogatastIgenylo: applicant,
          tulajdonos: {
            tipus: 'TERMESZETES_SZEMELY',
            nev: canaries.ownerName,
            adoazonositoJel: canaries.ownerTaxId,
            tulajdoniHanyad: 100,
            szavazatiJog: 100,
          },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await agent.post('/api/tamogatast-igenylo-cimek', {
          tamogatastIgenylo: applicant,
          cim: { cimTipus: 'SZEKHELY', cim: canaries.address, iranyitoszam: '1011' },
        })
      ).statusCode,
    ).toBe(200);
    const profile = await agent.put(
      `/api/tamogatast-igenylok/${company.applicantId}/szolgaltatoi-profil`,
      {
        adatok: soleProprietorProfile({
          maidenName: canaries.maidenName,
          mothersMaidenName: canaries.mothersMaidenName,
          idDocumentNumber: canaries.idDocumentNumber,
          tajNumber: canaries.tajNumber,
          placeOfBirth: canaries.placeOfBirth,
        }),
      },
    );
    expect(profile.statusCode, profile.body).toBe(200);

    const response = await agent.get('/api/felhasznalok/current/adatexport');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files)).toContain('data.json');
    const json = new TextDecoder().decode(files['data.json']);
    const data = JSON.parse(json) as { user: Record<string, unknown> };
    for (const [name, value] of Object.entries({
      ...canaries,
      userEmail: company.owner.email,
      company: 'KANARI-CEG Kft.',
    }))
      expect(json.includes(value), `${name} (${value}) missing from the export`).toBe(true);
    expect(data.user.email).toBe(company.owner.email);
    expect(json).not.toContain('jelszo_hash');
    expect(json).not.toContain('MASIK-CEG');
    expect(json).not.toContain(other.owner.email);
  });

  it('needs a signed-in user', async () => {
    const { app } = get();
    const response = await app.inject({
      method: 'GET',
      url: '/api/felhasznalok/current/adatexport',
    });
    expect(response.statusCode).toBe(401);
  });
});
