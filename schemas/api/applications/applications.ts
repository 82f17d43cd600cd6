/**
 * Schemas of the application calls: start, list per applicant (spec section 7),
 * read, and the draft saves of the loan claim, the custom fields and the knock-out criteria.
 */
import {
  anyObject,
  applicationIdParams,
  fieldIssue,
  numericId,
  problemResponses,
} from '../calls/common.ts';
import type { ApiTypes } from '../from-schema.ts';

const nullableString = { type: ['string', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;
const nullableDate = {
  type: ['string', 'null'],
  pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
} as const;
const amount = { type: ['integer', 'null'], minimum: 0, maximum: 999999999999 } as const;
const version = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const reference = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

const idAndName = {
  type: 'object',
  required: ['id', 'nev'],
  properties: { id: { type: 'integer' }, nev: { type: 'string' } },
} as const;

/** Every field of `application`: the server always sends them all (toStored in src/server/repositories/applications.ts). */
const applicationFields = [
  'id',
  'azonosito',
  'munkaAzonosito',
  'projektCim',
  'tamogatastIgenylo',
  'tervezettKezdet',
  'tenylegesKezdet',
  'rovidLeiras',
  'szakmaiTartalom',
  'kincstariKor',
  'afaStatusz',
  'tervezettFizikaiBefejezes',
  'tenylegesFizikaiBefejezes',
  'zaroElszamolasBenyujtasa',
  'elszamolhatosagKezdete',
  'elszamolhatoKoltseg',
  'palyazatiFelhivas',
  'munkahelynovekedes',
  'mukodesiEredmeny',
  'palyazatEgyediMezok',
  'felelos',
  'benyujtasDatuma',
  'statusz',
  'benyujtasAllapot',
  'projektForrasok',
  'megvalositasiHelyszin',
  'inditasDatuma',
  'statuszjelentesAutoGeneralhato',
  'callForProposalTitle',
  'igenyeltTamogatas',
  'igenyeltEloleg',
  'verzio',
] as const;

/**
 * Spec section 3 "Application", Hungarian server names. Every field is required, nested ones
 * too: the server always sends them all (null where there is none), so the derived client type
 * has no needless optionals.
 */
export const application = {
  type: 'object',
  required: applicationFields,
  properties: {
    id: { type: 'integer' },
    azonosito: { type: 'string' },
    munkaAzonosito: { type: 'string' },
    projektCim: nullableString,
    tamogatastIgenylo: idAndName,
    tervezettKezdet: nullableString,
    tenylegesKezdet: nullableString,
    rovidLeiras: nullableString,
    szakmaiTartalom: nullableString,
    kincstariKor: { type: ['boolean', 'null'] },
    afaStatusz: nullableString,
    tervezettFizikaiBefejezes: nullableString,
    tenylegesFizikaiBefejezes: nullableString,
    zaroElszamolasBenyujtasa: nullableString,
    elszamolhatosagKezdete: nullableString,
    elszamolhatoKoltseg: nullableNumber,
    palyazatiFelhivas: {
      type: 'object',
      required: ['id', 'cim', 'azonosito'],
      properties: {
        id: { type: 'integer' },
        cim: { type: 'string' },
        azonosito: { type: 'string' },
      },
    },
    munkahelynovekedes: nullableNumber,
    mukodesiEredmeny: nullableNumber,
    palyazatEgyediMezok: idAndName,
    felelos: { ...idAndName, type: ['object', 'null'] },
    benyujtasDatuma: nullableString,
    statusz: { type: 'string' },
    benyujtasAllapot: nullableString,
    projektForrasok: {
      type: 'array',
      items: {
        type: 'object',
        required: ['forras', 'osszeg'],
        properties: { forras: { type: 'string' }, osszeg: { type: 'number' } },
      },
    },
    megvalositasiHelyszin: {
      type: 'array',
      items: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
    },
    inditasDatuma: { type: 'string' },
    statuszjelentesAutoGeneralhato: { type: 'boolean' },
    callForProposalTitle: { type: 'string' },
    igenyeltTamogatas: nullableNumber,
    igenyeltEloleg: nullableNumber,
    verzio: { type: 'integer' },
  },
} as const;

/** The sections of /application whose completion is computed (applications/completion.ts). */
export const SECTIONS = [
  'loanClaim',
  'customFields',
  'knockOut',
  'documents',
  'statements',
] as const;

/** A section name on the wire. */
export const section = { type: 'string', enum: SECTIONS } as const;

/** What is complete and what is missing, per section (computeCompletion builds it). */
export const completion = {
  type: 'object',
  required: ['szakaszok', 'szazalek', 'kovetkezoLepes'],
  properties: {
    szakaszok: {
      type: 'array',
      items: {
        type: 'object',
        required: ['szakasz', 'kesz', 'hianyzik'],
        properties: {
          szakasz: section,
          kesz: { type: 'boolean' },
          /** Still missing or wrong: field names, criterion/statement ids, category codes. */
          hianyzik: { type: 'array', items: { type: 'string' } },
        },
      },
    },
    /** Share of complete sections, 0-100. */
    szazalek: { type: 'integer' },
    /** The first incomplete section, or null when everything is done. */
    kovetkezoLepes: { type: ['string', 'null'], enum: [...SECTIONS, null] },
  },
} as const;

/**
 * A list entry: the whole application plus its completion (for the dashboard). Every field is
 * required, nested ones too; the completion is left out only for an application whose call the
 * catalogue does not know (ApplicationService.listOfApplicant).
 */
const applicationWithCompletion = {
  ...application,
  properties: { ...application.properties, teljesites: completion },
} as const;

const applicationDetail = {
  type: 'object',
  required: ['palyazat', 'teljesites', 'egyediMezok', 'kizaroFeltetelek'],
  properties: {
    palyazat: application,
    teljesites: completion,
    /** Custom-field values by data group. */
    egyediMezok: anyObject,
    kizaroFeltetelek: {
      type: 'array',
      items: {
        type: 'object',
        required: ['kriterium', 'megerositve', 'felhasznaloId', 'idopont'],
        properties: {
          kriterium: { type: 'string' },
          megerositve: { type: 'boolean' },
          felhasznaloId: { type: ['integer', 'null'] },
          idopont: { type: 'string' },
        },
      },
    },
  },
} as const;

/** The loan claim of spec/issue 6; every field optional so a draft can carry any subset. */
export const loanClaimBody = {
  type: 'object',
  required: ['verzio'],
  additionalProperties: false,
  properties: {
    verzio: version,
    projektCim: { type: ['string', 'null'], maxLength: 250 },
    rovidLeiras: { type: ['string', 'null'], maxLength: 2000 },
    igenyeltTamogatas: amount,
    elszamolhatoKoltseg: amount,
    igenyeltEloleg: amount,
    tervezettKezdet: nullableDate,
    tervezettFizikaiBefejezes: nullableDate,
    afaStatusz: { type: ['string', 'null'], enum: ['A', 'B', 'C', 'D', 'E', 'F', 'G', null] },
    kincstariKor: { type: ['boolean', 'null'] },
    munkahelynovekedes: { type: ['integer', 'null'], minimum: 0, maximum: 100000 },
    mukodesiEredmeny: { type: ['integer', 'null'], minimum: -999999999999, maximum: 999999999999 },
    megvalositasiHelyszin: { type: 'array', maxItems: 50, items: reference },
    projektForrasok: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        required: ['forras', 'osszeg'],
        additionalProperties: false,
        properties: {
          forras: { enum: ['SAJAT_FORRAS', 'BANKI_HITEL', 'EGYEB_TAMOGATAS', 'EGYEB'] },
          osszeg: { type: 'integer', minimum: 0, maximum: 999999999999 },
        },
      },
    },
  },
} as const;

const draftQuery = {
  type: 'object',
  properties: { vazlat: { type: 'string', enum: ['true', 'false'] } },
  additionalProperties: false,
} as const;

/** Answer of a save: the new version, the problems found (a draft is stored anyway), completion. */
const saveResult = {
  type: 'object',
  required: ['verzio', 'hibak', 'teljesites'],
  properties: {
    verzio: { type: 'integer' },
    hibak: { type: 'array', items: fieldIssue },
    teljesites: completion,
  },
} as const;

export const applicationRoutes = {
  start: {
    body: {
      type: 'object',
      required: ['palyazatiFelhivas', 'tamogatastIgenylo'],
      additionalProperties: false,
      properties: { palyazatiFelhivas: reference, tamogatastIgenylo: reference },
    },
    response: { 201: application, ...problemResponses },
  },
  listOfApplicant: {
    params: applicationIdParams,
    response: { 200: { type: 'array', items: applicationWithCompletion }, ...problemResponses },
  },
  detail: {
    params: applicationIdParams,
    response: { 200: applicationDetail, ...problemResponses },
  },
  completion: { params: applicationIdParams, response: { 200: completion, ...problemResponses } },
  saveLoanClaim: {
    params: applicationIdParams,
    querystring: draftQuery,
    body: loanClaimBody,
    response: { 200: saveResult, ...problemResponses },
  },
  saveCustomFields: {
    params: applicationIdParams,
    querystring: draftQuery,
    body: {
      type: 'object',
      required: ['verzio', 'ertekek'],
      additionalProperties: false,
      properties: {
        verzio: version,
        ertekek: {
          type: 'object',
          maxProperties: 50,
          additionalProperties: {
            type: 'object',
            maxProperties: 200,
            additionalProperties: {
              anyOf: [
                { type: 'string', maxLength: 20000 },
                { type: 'number' },
                { type: 'boolean' },
                { type: 'null' },
              ],
            },
          },
        },
      },
    },
    response: { 200: saveResult, ...problemResponses },
  },
  saveKnockOut: {
    params: applicationIdParams,
    body: {
      type: 'object',
      // verzio is optional: each answer is an independent fact (like a statement), so the
      // checklist may send one per click without waiting; when given it is checked.
      required: ['megerositesek'],
      additionalProperties: false,
      properties: {
        verzio: version,
        megerositesek: {
          type: 'object',
          maxProperties: 100,
          additionalProperties: { type: 'boolean' },
        },
      },
    },
    response: { 200: saveResult, ...problemResponses },
  },
} as const;

export { numericId };

/** The request and answer types of applicationRoutes (schemas/api/from-schema.ts). */
export type ApplicationApi = ApiTypes<typeof applicationRoutes>;
