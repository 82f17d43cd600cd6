/**
 * The reference form of the keystroke-latency benchmark (issue 8): 320 fields, shaped like the
 * portal's heaviest screen — about 60 master-data fields, 150 custom fields of mixed types,
 * 5 owners each with a nested address, and 5 addresses. Plain JSON Schema (draft-07) so every
 * renderer under test reads the same document. Generated, not hand-written, so the counts are
 * exact and easy to change.
 */

export type JsonSchema = Record<string, unknown>;

const QUALIFICATION_CODES = [
  'MIKROVALLALKOZAS',
  'KISVALLALKOZAS',
  'KOZEPVALLALKOZAS',
  'NAGYVALLALKOZAS',
  'NEM_ISMERT',
];
const ADDRESS_TYPES = ['POSTACIM', 'SZEKHELY', 'TELEPHELY', 'FIOKTELEP', 'PERMANENT_ADDRESS'];
const TAX_NUMBER = '^[0-9]{8}-[0-9]-[0-9]{2}$';

/** The 60 master-data fields: text with limits, patterns, choices, dates, flags, amounts. */
function baseDataProperties(): Record<string, JsonSchema> {
  const properties: Record<string, JsonSchema> = {
    name: { type: 'string', title: 'Név', minLength: 1, maxLength: 250 },
    shortName: { type: 'string', title: 'Rövidített név', maxLength: 100 },
    taxNumber: { type: 'string', title: 'Adószám', pattern: TAX_NUMBER },
    statisticalNumber: {
      type: 'string',
      title: 'Statisztikai számjel',
      minLength: 1,
      maxLength: 20,
    },
    individualEntrepreneurId: { type: 'string', title: 'Egyéni vállalkozói szám', maxLength: 20 },
    companyRegistration: { type: 'string', title: 'Cégjegyzékszám', maxLength: 100 },
    establishment: { type: 'string', title: 'Alapítás', format: 'date' },
    qualificationCode: { type: 'string', title: 'Minősítési kód', enum: QUALIFICATION_CODES },
    foreignHeadquarters: { type: 'boolean', title: 'Külföldi székhelyű' },
    consortiumImplementation: { type: 'boolean', title: 'Konzorciumi megvalósítás' },
  };
  for (let index = 1; Object.keys(properties).length < 60; index++) {
    const kind = index % 5;
    const key = `masterField${String(index).padStart(2, '0')}`;
    if (kind === 0)
      properties[key] = { type: 'number', title: `Pénzügyi adat ${index}`, minimum: 0 };
    else if (kind === 1)
      properties[key] = { type: 'string', title: `Adat ${index}`, maxLength: 120 };
    else if (kind === 2) properties[key] = { type: 'boolean', title: `Jelölő ${index}` };
    else if (kind === 3)
      properties[key] = { type: 'string', title: `Dátum ${index}`, format: 'date' };
    else properties[key] = { type: 'string', title: `Kód ${index}`, enum: QUALIFICATION_CODES };
  }
  return properties;
}

/** 150 custom fields cycling through the call editor's data and component types. */
function customFieldProperties(): { properties: Record<string, JsonSchema>; ui: JsonSchema } {
  const properties: Record<string, JsonSchema> = {};
  const ui: JsonSchema = {};
  for (let index = 1; index <= 150; index++) {
    const key = `custom${String(index).padStart(3, '0')}`;
    const title = `Egyedi mező ${index}`;
    switch (index % 6) {
      case 0:
        properties[key] = { type: 'string', title, minLength: 3, maxLength: 200 };
        break;
      case 1:
        properties[key] = { type: 'string', title, maxLength: 2000 };
        ui[key] = { 'ui:widget': 'textarea' };
        break;
      case 2:
        properties[key] = { type: 'number', title, minimum: 0, maximum: 1_000_000_000 };
        break;
      case 3:
        properties[key] = { type: 'string', title, format: 'date' };
        break;
      case 4:
        properties[key] = { type: 'boolean', title };
        break;
      default:
        properties[key] = { type: 'string', title, enum: ['IGEN', 'NEM', 'RESZBEN'] };
        ui[key] = { 'ui:widget': 'radio' };
    }
  }
  return { properties, ui };
}

const simpleAddress: JsonSchema = {
  type: 'object',
  title: 'Cím',
  required: ['country', 'postalCode', 'city', 'address'],
  properties: {
    country: { type: 'string', title: 'Ország', minLength: 1 },
    postalCode: { type: 'string', title: 'Irányítószám', pattern: '^[0-9]{4}$' },
    city: { type: 'string', title: 'Település', minLength: 1 },
    address: { type: 'string', title: 'Cím', minLength: 1, maxLength: 250 },
    parcelNumber: { type: 'string', title: 'Helyrajzi szám', maxLength: 50 },
  },
};

const owner: JsonSchema = {
  type: 'object',
  title: 'Tulajdonos',
  required: ['type', 'name', 'ownershipShare', 'votingRights'],
  properties: {
    type: { type: 'string', title: 'Típus', enum: ['NATURAL_PERSON', 'LEGAL_PERSON'] },
    name: { type: 'string', title: 'Név', minLength: 1 },
    taxNumber: { type: 'string', title: 'Adószám', pattern: TAX_NUMBER },
    taxIdentificationNumber: { type: 'string', title: 'Adóazonosító jel', pattern: '^[0-9]{10}$' },
    ownershipShare: { type: 'integer', title: 'Tulajdoni hányad', minimum: 1, maximum: 100 },
    votingRights: { type: 'integer', title: 'Szavazati jog', minimum: 1, maximum: 100 },
    registeredCountry: { type: 'string', title: 'Bejegyzés országa' },
    churchIdentificationNumber: { type: 'string', title: 'Egyházi azonosító' },
    pirIdentifier: { type: 'string', title: 'PIR azonosító' },
    birthNumber: { type: 'string', title: 'Születési szám' },
    address: simpleAddress,
  },
};

const applicationAddress: JsonSchema = {
  type: 'object',
  title: 'Cím',
  required: ['orszag', 'telepules', 'cimTipus', 'iranyitoszam', 'cim'],
  properties: {
    orszag: { type: 'string', title: 'Ország', minLength: 1 },
    telepules: { type: 'string', title: 'Település', minLength: 1 },
    cimTipus: { type: 'string', title: 'Cím típusa', enum: ADDRESS_TYPES },
    iranyitoszam: { type: 'string', title: 'Irányítószám', pattern: '^[0-9]{4}$' },
    cim: { type: 'string', title: 'Cím', minLength: 1 },
    helyrajziSzam: { type: 'string', title: 'Helyrajzi szám' },
    source: { type: 'string', title: 'Forrás', enum: ['PORTAL', 'OPTEN'] },
  },
};

const custom = customFieldProperties();

/** The path of the field the benchmark types into: a custom text field in the middle. */
export const TARGET_FIELD = { section: 'custom', key: 'custom078' } as const;

export const referenceSchema: JsonSchema = {
  type: 'object',
  title: 'Referenciaűrlap',
  properties: {
    base: {
      type: 'object',
      title: 'Alapadatok',
      required: ['name', 'taxNumber', 'statisticalNumber', 'establishment'],
      properties: baseDataProperties(),
    },
    custom: { type: 'object', title: 'Egyedi mezők', properties: custom.properties },
    owners: { type: 'array', title: 'Tulajdonosok', items: owner, minItems: 1, maxItems: 10 },
    addresses: { type: 'array', title: 'Címek', items: applicationAddress, maxItems: 10 },
  },
};

export const referenceUiSchema: JsonSchema = {
  custom: custom.ui,
  'ui:submitButtonOptions': { norender: true },
};

/** Valid sample values, so live validation reports only what the typing changes. */
function sampleValue(schema: JsonSchema, index: number): unknown {
  if (Array.isArray(schema.enum)) return schema.enum[index % schema.enum.length];
  if (schema.type === 'boolean') return index % 2 === 0;
  if (schema.type === 'number' || schema.type === 'integer') return 10 + (index % 50);
  if (schema.format === 'date') return '2024-05-17';
  if (schema.pattern === TAX_NUMBER) return '12345678-2-42';
  if (schema.pattern === '^[0-9]{10}$') return '8123456789';
  if (schema.pattern === '^[0-9]{4}$') return '8230';
  return `Minta ${index}`;
}

function sampleObject(schema: JsonSchema, seed: number): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  let index = seed;
  for (const [key, child] of Object.entries(schema.properties as Record<string, JsonSchema>)) {
    data[key] = child.type === 'object' ? sampleObject(child, index) : sampleValue(child, index);
    index++;
  }
  return data;
}

export function referenceFormData(): Record<string, unknown> {
  const schema = referenceSchema.properties as Record<string, JsonSchema>;
  const data = {
    base: sampleObject(schema.base as JsonSchema, 0),
    custom: sampleObject(schema.custom as JsonSchema, 100),
    owners: [0, 1, 2, 3, 4].map((i) => ({
      ...sampleObject(owner, i * 20),
      ownershipShare: 20,
      votingRights: 20,
    })),
    addresses: [0, 1, 2, 3, 4].map((i) => sampleObject(applicationAddress, i * 7)),
  };
  // The typed-into field starts empty (its minLength error shows until three characters).
  (data.custom as Record<string, unknown>)[TARGET_FIELD.key] = '';
  return data;
}

/** Number of leaf fields a user can edit (arrays counted with their 5 sample items). */
export function countLeafFields(schema: JsonSchema = referenceSchema, arrayItems = 5): number {
  if (schema.type === 'object') {
    return Object.values(schema.properties as Record<string, JsonSchema>).reduce(
      (sum, child) => sum + countLeafFields(child, arrayItems),
      0,
    );
  }
  if (schema.type === 'array')
    return arrayItems * countLeafFields(schema.items as JsonSchema, arrayItems);
  return 1;
}
