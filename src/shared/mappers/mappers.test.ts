import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_SOURCES,
  ADDRESS_TYPES,
  APPLICANT_TYPES,
  CONTACT_STATUSES,
  OWNER_TYPES,
  QUALIFICATION_CODES,
  REPRESENTATIVE_RIGHTS,
  SUPPORT_APPLICANT_TYPES,
  TRANSPARENT_ORGANISATION_VALUES,
  type AddressForm,
  type ApplicantForm,
  type ContactForm,
  type FinancialYearForm,
  type OwnerForm,
  addressFromPayload,
  addressToPayload,
  applicantFromPayload,
  applicantSummaryFromPayload,
  applicantToPayload,
  contactFromPayload,
  contactToPayload,
  financialYearFromPayload,
  financialYearToPayload,
  ownerFromPayload,
  ownerToPayload,
  toDateOnly,
} from './index.ts';

const optionOf = <T extends string>(values: readonly T[]) =>
  fc.oneof(fc.constant('' as const), fc.constantFrom(...values));
const id = fc.integer({ min: 1, max: 1_000_000 });
const date = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const applicantForm: fc.Arbitrary<ApplicantForm> = fc.record({
  id,
  version: id,
  name: fc.string(),
  shortName: fc.string(),
  taxNumber: fc.string(),
  foreignHeadquarters: fc.boolean(),
  foreignTaxNumber: fc.string(),
  statisticalNumber: fc.string(),
  individualEntrepreneurID: fc.string(),
  businessForm: fc.record({ id: fc.nat(), name: fc.string() }),
  courtRegistration: fc.string(),
  companyRegistration: fc.string(),
  establishment: fc.oneof(fc.constant(''), date),
  consortiumImplementation: fc.boolean(),
  qualificationCode: optionOf(QUALIFICATION_CODES),
  teaor: fc.record({ id: fc.nat(), name: fc.string(), code: fc.string() }),
  transparentOrganization: optionOf(TRANSPARENT_ORGANISATION_VALUES),
  supportApplicantType: optionOf(SUPPORT_APPLICANT_TYPES),
  email: fc.string(),
  phone: fc.string(),
  website: fc.string(),
  pirIdentifier: fc.string(),
  technical: fc.boolean(),
  applicantType: optionOf(APPLICANT_TYPES),
});

describe('applicant mapper (spec section 3)', () => {
  it('defaults missing text to empty, flags to false and the ids to 0', () => {
    const form = applicantFromPayload({ id: 7, nev: 'Példa Kft.' });
    expect(form).toMatchObject({
      id: 7,
      name: 'Példa Kft.',
      shortName: '',
      taxNumber: '',
      foreignHeadquarters: false,
      consortiumImplementation: false,
      technical: false,
      businessForm: { id: 0, name: '' },
      teaor: { id: 0, name: '', code: '' },
      establishment: '',
      qualificationCode: '',
      applicantType: '',
    });
  });

  it('formats the establishment date as yyyy-MM-dd', () => {
    expect(applicantFromPayload({ alapitas: '2019-03-04T00:00:00.000Z' }).establishment).toBe(
      '2019-03-04',
    );
    expect(applicantFromPayload({ alapitas: '2019-03-04' }).establishment).toBe('2019-03-04');
    expect(toDateOnly('nonsense')).toBe('');
  });

  it('maps the English names back to Hungarian on save', () => {
    const payload = applicantToPayload({
      ...applicantFromPayload({}),
      name: 'Példa Kft.',
      shortName: 'Példa',
      taxNumber: '12345678-2-41',
      statisticalNumber: '12345678-5510-113-01',
      businessForm: { id: 113, name: 'Korlátolt felelősségű társaság' },
      teaor: { id: 5, name: 'Szállodai szolgáltatás', code: '5510' },
      establishment: '2010-05-06',
      version: 3,
    });
    expect(payload).toMatchObject({
      nev: 'Példa Kft.',
      roviditettNev: 'Példa',
      adoszam: '12345678-2-41',
      statisztikaiSzam: '12345678-5510-113-01',
      gazdalkodasiForma: { id: 113, megnevezes: 'Korlátolt felelősségű társaság' },
      teaor: { id: 5, megnevezes: 'Szállodai szolgáltatás', kod: '5510' },
      alapitas: '2010-05-06',
      verzio: 3,
    });
  });

  it('omits an empty individual entrepreneur ID and sends empty codes as null', () => {
    const payload = applicantToPayload(applicantFromPayload({ nev: 'X' }));
    expect(payload).not.toHaveProperty('egyeniVallalkozoiIgazolvanySzam');
    expect(payload.minositesiKod).toBeNull();
    expect(payload.tamogatastIgenyloTipus).toBeNull();
    expect(payload.atlathatoSzervezet).toBeNull();
    expect(payload.pirAzonosito).toBeNull();
    expect(payload.applicantType).toBeNull();
    const filled = applicantToPayload({
      ...applicantFromPayload({}),
      individualEntrepreneurID: 'EV-123',
      qualificationCode: 'KISVALLALKOZAS',
      pirIdentifier: '123456',
    });
    expect(filled.egyeniVallalkozoiIgazolvanySzam).toBe('EV-123');
    expect(filled.minositesiKod).toBe('KISVALLALKOZAS');
    expect(filled.pirAzonosito).toBe('123456');
  });

  it('round-trips every form model: form → payload → form', () => {
    fc.assert(
      fc.property(applicantForm, (form) => {
        expect(applicantFromPayload(applicantToPayload(form))).toEqual(form);
      }),
    );
  });

  it('round-trips a parent of the same shape', () => {
    fc.assert(
      fc.property(applicantForm, applicantForm, (form, parent) => {
        const withParent = { ...form, parent };
        expect(applicantFromPayload(applicantToPayload(withParent))).toEqual(withParent);
      }),
    );
  });

  it('round-trips a full payload: payload → form → payload', () => {
    const payload = {
      id: 1,
      nev: 'Példa Kft.',
      roviditettNev: 'Példa',
      adoszam: '12345678-2-41',
      kulfoldiSzekhelyu: false,
      adoszamKulfoldi: 'AT123',
      statisztikaiSzam: '123',
      egyeniVallalkozoiIgazolvanySzam: 'EV1',
      gazdalkodasiForma: { id: 2, megnevezes: 'Kft.' },
      birosagiNyilvantartas: 'Fővárosi Törvényszék',
      cegbirosagBejegyzes: '01-09-123456',
      alapitas: '2000-01-31',
      konzorciumiMegvalositas: true,
      minositesiKod: 'MIKROVALLALKOZAS',
      teaor: { id: 3, megnevezes: 'Szálláshely', kod: '5510' },
      atlathatoSzervezet: 'NEM_ISMERT',
      tamogatastIgenyloTipus: 'EGYEB_VALLALKOZAS',
      email: 'iroda@pelda.hu',
      telefonszam: '+36 30 123 4567',
      honlap: 'https://pelda.hu',
      pirAzonosito: '999',
      technikai: false,
      applicantType: 'JOINT_VENTURE',
      verzio: 4,
    } as const;
    expect(applicantToPayload(applicantFromPayload(payload))).toEqual(payload);
  });

  it('maps the applicant summary with its permissions', () => {
    expect(
      applicantSummaryFromPayload({
        id: 1,
        nev: 'A',
        adoszam: '1',
        applicantType: 'JOINT_VENTURE',
        jogosultsagok: [
          {
            id: 9,
            szerep: 'OWNER',
            admin: true,
            felhasznalo: { id: 2, nev: 'B', email: 'b@x.hu' },
          },
        ],
      }),
    ).toEqual({
      id: 1,
      name: 'A',
      taxNumber: '1',
      applicantType: 'JOINT_VENTURE',
      permissions: [
        { id: 9, role: 'OWNER', admin: true, user: { id: 2, name: 'B', email: 'b@x.hu' } },
      ],
    });
  });
});

describe('owner, contact, address and financial mappers', () => {
  it('round-trip owner forms', () => {
    const owner: fc.Arbitrary<OwnerForm> = fc.record(
      {
        id,
        version: id,
        type: fc.constantFrom(...OWNER_TYPES),
        name: fc.string(),
        taxNumber: fc.string(),
        taxIdentificationNumber: fc.string(),
        ownershipShare: fc.integer({ min: 0, max: 100 }),
        votingRights: fc.integer({ min: 0, max: 100 }),
        registeredCountry: fc.record({ id, name: fc.string() }),
        churchIdentificationNumber: fc.string(),
        pirIdentifier: fc.string(),
        birthNumber: fc.string(),
      },
      {
        requiredKeys: [
          'type',
          'name',
          'taxNumber',
          'taxIdentificationNumber',
          'ownershipShare',
          'votingRights',
          'churchIdentificationNumber',
          'pirIdentifier',
          'birthNumber',
        ],
      },
    );
    fc.assert(
      fc.property(owner, (form) => {
        expect(ownerFromPayload(ownerToPayload(form))).toEqual(form);
      }),
    );
  });

  it('maps owner names to Hungarian', () => {
    const payload = ownerToPayload({
      ...ownerFromPayload({
        tipus: 'JOGI_SZEMELY',
        nev: 'Anya Zrt.',
        tulajdoniHanyad: 60,
        szavazatiJog: 55,
      }),
    });
    expect(payload).toEqual({
      tipus: 'JOGI_SZEMELY',
      nev: 'Anya Zrt.',
      adoszam: null,
      adoazonositoJel: null,
      tulajdoniHanyad: 60,
      szavazatiJog: 55,
      bejegyzesOrszaga: null,
      egyhaziAzonosito: null,
      pirAzonosito: null,
      szuletesiSzam: null,
    });
  });

  it('round-trip contact forms', () => {
    const contact: fc.Arbitrary<ContactForm> = fc.record({
      id,
      version: id,
      applicantId: id,
      name: fc.string(),
      contactStatus: fc.constantFrom(...CONTACT_STATUSES),
      representativeRight: optionOf(REPRESENTATIVE_RIGHTS),
      phone: fc.string(),
      mobilePhone: fc.string(),
      email: fc.string(),
      position: fc.string(),
    });
    fc.assert(
      fc.property(contact, (form) => {
        expect(contactFromPayload(contactToPayload(form))).toEqual(form);
      }),
    );
  });

  it('round-trip address forms', () => {
    const address: fc.Arbitrary<AddressForm> = fc.record(
      {
        id,
        version: id,
        country: fc.record({ id, name: fc.string() }),
        city: fc.record({ id, name: fc.string() }),
        cityName: fc.string(),
        addressType: fc.constantFrom(...ADDRESS_TYPES),
        postalCode: fc.string(),
        address: fc.string(),
        lotNumber: fc.string(),
        source: fc.constantFrom(...ADDRESS_SOURCES),
      },
      { requiredKeys: ['cityName', 'addressType', 'postalCode', 'address', 'lotNumber', 'source'] },
    );
    fc.assert(
      fc.property(address, id, (form, applicantId) => {
        const payload = addressToPayload(form, applicantId);
        expect(payload.tamogatastIgenylo).toEqual({ id: applicantId });
        expect(addressFromPayload(payload.cim)).toEqual(form);
      }),
    );
  });

  it('round-trip financial years, negative operating result included', () => {
    const year: fc.Arbitrary<FinancialYearForm> = fc.record({
      id,
      version: id,
      applicantId: id,
      year: fc.integer({ min: 1990, max: 2100 }),
      netRevenue: fc.nat().map(String),
      balanceSheetTotal: fc.nat().map(String),
      averageHeadcount: fc.nat({ max: 10000 }).map(String),
      operatingResult: fc.integer().map(String),
    });
    fc.assert(
      fc.property(year, (form) => {
        expect(financialYearFromPayload(financialYearToPayload(form))).toEqual(form);
      }),
    );
    expect(
      financialYearToPayload({
        applicantId: 1,
        year: 2024,
        netRevenue: '1 234,5',
        balanceSheetTotal: '0',
        averageHeadcount: '3',
        operatingResult: '-12,25',
      }),
    ).toMatchObject({
      nettoArbevetel: 1234.5,
      uzemiEredmeny: -12.25,
    });
  });
});

describe('value sets', () => {
  it('the form schemas offer exactly the value sets of the API', async () => {
    const { formRegistry } = await import('../../../schemas/registry.ts');
    const property = (formId: keyof typeof formRegistry, name: string) =>
      (formRegistry[formId].schema as { properties: Record<string, { enum?: string[] }> })
        .properties[name]?.enum ?? [];
    expect(property('applicant-base', 'qualificationCode')).toEqual([...QUALIFICATION_CODES]);
    expect(property('applicant-base', 'transparentOrganization')).toEqual([
      ...TRANSPARENT_ORGANISATION_VALUES,
    ]);
    expect(property('applicant-base', 'supportApplicantType')).toEqual([
      ...SUPPORT_APPLICANT_TYPES,
    ]);
    expect(property('applicant-address', 'addressType')).toEqual([...ADDRESS_TYPES]);
    expect(property('applicant-owner', 'type')).toEqual([...OWNER_TYPES]);
    expect(property('applicant-contact', 'contactStatus')).toEqual([...CONTACT_STATUSES]);
    expect(property('applicant-contact', 'representativeRight')).toEqual([
      ...REPRESENTATIVE_RIGHTS,
    ]);
  });
});
