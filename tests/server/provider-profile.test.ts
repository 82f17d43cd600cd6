/**
 * The provider profile API (decision 0022): GET/PUT /api/tamogatast-igenylok/{id}/szolgaltatoi-profil
 * stored per applicant with the version rule and the audit trail; the segment → micro-segment
 * dependency and the catalogue rules are enforced by the form schema on the server too.
 */
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { addMember, createCompany, signedInUser } from '../helpers/master-data.ts';
import { listChangesOfRow } from '../../src/server/repositories/audit.ts';
import { profileFromNtakClaims } from '../../src/server/auth/ntak-provider-profile.ts';
import { fillProfilesFromNtak } from '../../src/server/auth/ntak-provider-profile.ts';
import { FAKE_OIDC_ACCOUNTS } from '../../src/server/auth/fake-oidc-provider.ts';
import { soleProprietorProfile } from '../helpers/provider-profile.ts';

const url = (applicantId: number) => `/api/tamogatast-igenylok/${applicantId}/szolgaltatoi-profil`;

describeOnEachDatabase('provider profile API', (get) => {
  it('starts empty, then creates and updates with the version rule, audited', async () => {
    const { app } = get();
    const company = await createCompany(app);
    const { agent } = company.owner;

    const empty = await agent.get(url(company.applicantId));
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ adatok: {}, ntakMezok: [], ntakKitoltve: null, verzio: null });

    const created = await agent.put(url(company.applicantId), { adatok: soleProprietorProfile() });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ adatok: soleProprietorProfile(), verzio: 1 });

    // A second "first save" (no version) meets the stored row: someone else created it.
    expect(
      (await agent.put(url(company.applicantId), { adatok: soleProprietorProfile() })).statusCode,
    ).toBe(409);

    const editor = await addMember(app, company, 'EDITOR');
    const updated = await editor.agent.put(url(company.applicantId), {
      adatok: soleProprietorProfile({ placeOfBirth: 'Miskolc' }),
      verzio: 1,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ adatok: { placeOfBirth: 'Miskolc' }, verzio: 2 });

    // The stale version loses.
    const stale = await agent.put(url(company.applicantId), {
      adatok: soleProprietorProfile({ placeOfBirth: 'Pécs' }),
      verzio: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect((await agent.get(url(company.applicantId))).json().adatok.placeOfBirth).toBe('Miskolc');

    const row = await app.db
      .selectFrom('szolgaltatoi_profil')
      .select('id')
      .where('tamogatast_igenylo_id', '=', company.applicantId)
      .executeTakeFirstOrThrow();
    const changes = await listChangesOfRow(app.db, 'szolgaltatoi_profil', row.id);
    expect(changes.map((change) => [change.action, change.userId])).toEqual([
      ['INSERT', company.owner.userId],
      ['UPDATE', editor.userId],
    ]);
    expect(changes[1]?.before?.adatok).toMatchObject({ placeOfBirth: 'Eger' });
    expect(changes[1]?.after?.adatok).toMatchObject({ placeOfBirth: 'Miskolc' });
  });

  it('refuses a micro-segment of another segment, and one where the segment has none', async () => {
    const { app } = get();
    const company = await createCompany(app);
    const { agent } = company.owner;
    for (const [segment, micro] of [
      ['ACCOMMODATION', 'CAFE'],
      ['CATERING', 'HOTEL'],
      ['ATTRACTION', 'RESTAURANT'],
      ['ATTRACTION_4_12M', 'ZOO'],
      ['NON_BUSINESS_ACCOMMODATION', 'PRIVATE'],
      ['HOTEL', undefined],
    ]) {
      const response = await agent.put(url(company.applicantId), {
        adatok: soleProprietorProfile({
          mainTourismSegment: segment,
          mainTourismMicroSegment: micro,
        }),
      });
      expect(response.statusCode, `${segment} / ${micro}`).toBe(400);
    }
    // A segment with micro-segments needs one; one without takes none.
    const missing = await agent.put(url(company.applicantId), {
      adatok: soleProprietorProfile({ mainTourismMicroSegment: undefined }),
    });
    expect(missing.statusCode).toBe(400);
    const without = await agent.put(url(company.applicantId), {
      adatok: soleProprietorProfile({
        mainTourismSegment: 'ATTRACTION_4_12M',
        mainTourismMicroSegment: undefined,
      }),
    });
    expect(without.statusCode, without.body).toBe(200);
    expect((await agent.get(url(company.applicantId))).json().verzio).toBe(1);
  });

  it('validates the catalogue rules of the personal part and requires it for a sole proprietor', async () => {
    const { app } = get();
    const company = await createCompany(app);
    const { agent } = company.owner;
    for (const wrong of [
      { idDocumentNumber: '12345AB' },
      { tajNumber: '12345678' },
      { taxId: '123456789' },
      { ntakRegistrationNumber: 'ma19004582' },
      { bankAccountNumber: '11773016-1111101' },
      { referenceNumber: '1234' },
      { dateOfBirth: '2999-01-01' },
      { maidenName: 'Anna 2' },
      { taxId: undefined },
    ]) {
      const response = await agent.put(url(company.applicantId), {
        adatok: soleProprietorProfile(wrong),
      });
      expect(response.statusCode, JSON.stringify(wrong)).toBe(400);
    }
  });

  it('keeps no personal part for a business organisation', async () => {
    const { app } = get();
    const company = await createCompany(app);
    const { agent } = company.owner;
    const saved = await agent.put(url(company.applicantId), {
      adatok: soleProprietorProfile({
        type: 'JOINT_VENTURE',
        companyRegistrationNumber: '01-09-123456',
      }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { adatok } = saved.json();
    expect(adatok.companyRegistrationNumber).toBe('01-09-123456');
    for (const personal of ['maidenName', 'mothersMaidenName', 'dateOfBirth', 'taxId', 'tajNumber'])
      expect(adatok[personal], personal).toBeUndefined();
  });

  it("answers 404 to another company's users and to strangers", async () => {
    const { app } = get();
    const company = await createCompany(app);
    await company.owner.agent.put(url(company.applicantId), { adatok: soleProprietorProfile() });
    const other = await createCompany(app);
    const stranger = await signedInUser(app);
    for (const agent of [other.owner.agent, stranger.agent]) {
      const read = await agent.get(url(company.applicantId));
      expect(read.statusCode).toBe(404);
      expect(read.body).not.toContain('Kovács');
      const write = await agent.put(url(company.applicantId), {
        adatok: soleProprietorProfile(),
        verzio: 1,
      });
      expect(write.statusCode).toBe(404);
    }
  });

  it('fills the profile from NTAK claims, marks those fields, and keeps what a user changed', async () => {
    const { app } = get();
    const company = await createCompany(app);
    const taxNumber = (
      await company.owner.agent.get(`/api/tamogatast-igenylok/${company.applicantId}`)
    ).json().adoszam as string;
    const claims = {
      ...FAKE_OIDC_ACCOUNTS.demo!.provider,
      tax_number: taxNumber.slice(0, 8),
    };
    expect(await fillProfilesFromNtak(app.db, company.owner.userId, claims)).toEqual([
      company.applicantId,
    ]);
    const filled = (await company.owner.agent.get(url(company.applicantId))).json();
    expect(filled.adatok).toMatchObject({
      type: 'JOINT_VENTURE',
      name: 'Demó Turisztikai Kft.',
      taxNumber,
      email: 'foglalas@demo-turisztika.example.hu',
      companyRegistrationNumber: '01-09-123456',
      ntakRegistrationNumber: 'MA19004582',
      nTakDataProvided: true,
      mainTourismSegment: 'ACCOMMODATION',
      mainTourismMicroSegment: 'HOTEL',
    });
    expect(filled.ntakMezok).toEqual(expect.arrayContaining(['name', 'mainTourismMicroSegment']));
    expect(filled.ntakKitoltve).not.toBeNull();

    // The user corrects the e-mail: it is no longer NTAK's, and the next NTAK sign-in keeps it.
    const corrected = await company.owner.agent.put(url(company.applicantId), {
      adatok: {
        ...filled.adatok,
        email: 'info@sajat.example.hu',
        isPep: false,
        hasConflictOfInterest: false,
      },
      verzio: filled.verzio,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().ntakMezok).not.toContain('email');
    await fillProfilesFromNtak(app.db, company.owner.userId, claims);
    const again = (await company.owner.agent.get(url(company.applicantId))).json();
    expect(again.adatok.email).toBe('info@sajat.example.hu');
    expect(again.ntakMezok).toContain('name');
    expect(again.verzio).toBe(filled.verzio + 2);

    // Another user's NTAK identity with the same tax number fills nothing it may not edit.
    const stranger = await signedInUser(app);
    expect(await fillProfilesFromNtak(app.db, stranger.userId, claims)).toEqual([]);
  });

  it('drops NTAK claims that break a rule, and an inconsistent micro-segment', () => {
    expect(
      profileFromNtakClaims({
        provider_name: 'X Kft.',
        provider_type: 'EGYENI_VALLALKOZO',
        ntak_registration_number: 'not-an-id',
        phone_number: '123',
        tourism_segment: 'CATERING',
        tourism_micro_segment: 'HOTEL',
      }),
    ).toEqual({ name: 'X Kft.', type: 'SOLE_PROPRIETORSHIP', mainTourismSegment: 'CATERING' });
  });
});
