/** Schemas of the applicant calls: search-by-current, POST/PUT/GET /tamogatast-igenylok. */
import { errorResponses, id, idParams, optionalEnum, optionalText, version } from './common.ts';
import {
  APPLICANT_ROLES,
  APPLICANT_TYPES,
  QUALIFICATION_CODES,
  SUPPORT_APPLICANT_TYPES,
  TRANSPARENT_ORGANISATION_VALUES,
} from './value-sets.ts';

/**
 * A picked business form or TEÁOR: the id must name a row (≥ 1, and the database checks it
 * exists); the name is taken from the reference table, so the one sent is not required.
 */
const gazdalkodasiForma = {
  type: 'object',
  required: ['id'],
  properties: { id, megnevezes: { type: 'string', maxLength: 250 } },
} as const;

const teaor = {
  type: 'object',
  required: ['id'],
  properties: {
    id,
    megnevezes: { type: 'string', maxLength: 500 },
    kod: { type: 'string', maxLength: 20 },
  },
} as const;

/** The applicant as sent by the base-data form (spec section 5, "Applicant form"). */
const applicantBodyProperties = {
  nev: { type: 'string', 'x-rule': 'requiredString', maxLength: 250 },
  roviditettNev: optionalText(100),
  adoszam: { type: 'string', 'x-rule': 'requiredTaxNumber' },
  kulfoldiSzekhelyu: { type: ['boolean', 'null'] },
  adoszamKulfoldi: optionalText(50),
  statisztikaiSzam: { type: 'string', 'x-rule': 'requiredString', maxLength: 20 },
  egyeniVallalkozoiIgazolvanySzam: optionalText(20),
  gazdalkodasiForma,
  birosagiNyilvantartas: optionalText(250),
  cegbirosagBejegyzes: optionalText(100),
  alapitas: { type: 'string', 'x-rule': 'requiredPastDate' },
  konzorciumiMegvalositas: { type: ['boolean', 'null'] },
  minositesiKod: optionalEnum(QUALIFICATION_CODES),
  teaor,
  atlathatoSzervezet: optionalEnum(TRANSPARENT_ORGANISATION_VALUES),
  tamogatastIgenyloTipus: optionalEnum(SUPPORT_APPLICANT_TYPES),
  honlap: optionalText(250),
  pirAzonosito: optionalText(50),
  technikai: { type: ['boolean', 'null'] },
  applicantType: optionalEnum(APPLICANT_TYPES),
  parent: { type: ['object', 'null'], properties: { id } },
  id,
  verzio: version,
} as const;

const applicantRequired = [
  'nev',
  'adoszam',
  'statisztikaiSzam',
  'gazdalkodasiForma',
  'alapitas',
  'teaor',
];

export const createApplicantBody = {
  type: 'object',
  required: applicantRequired,
  properties: applicantBodyProperties,
} as const;

export const updateApplicantBody = {
  type: 'object',
  required: [...applicantRequired, 'verzio'],
  properties: applicantBodyProperties,
} as const;

const nullableText = { type: ['string', 'null'] } as const;

const applicantResponseProperties = {
  id,
  nev: { type: 'string' },
  roviditettNev: nullableText,
  adoszam: { type: 'string' },
  kulfoldiSzekhelyu: { type: 'boolean' },
  adoszamKulfoldi: nullableText,
  statisztikaiSzam: nullableText,
  egyeniVallalkozoiIgazolvanySzam: nullableText,
  gazdalkodasiForma: {
    type: ['object', 'null'],
    properties: { id: { type: 'integer' }, megnevezes: { type: 'string' } },
  },
  birosagiNyilvantartas: nullableText,
  cegbirosagBejegyzes: nullableText,
  alapitas: nullableText,
  konzorciumiMegvalositas: { type: 'boolean' },
  minositesiKod: nullableText,
  teaor: {
    type: ['object', 'null'],
    properties: {
      id: { type: 'integer' },
      megnevezes: { type: 'string' },
      kod: { type: 'string' },
    },
  },
  atlathatoSzervezet: nullableText,
  tamogatastIgenyloTipus: nullableText,
  honlap: nullableText,
  pirAzonosito: nullableText,
  technikai: { type: 'boolean' },
  applicantType: { type: 'string' },
  verzio: { type: 'integer' },
} as const;

/** The applicant as answered; `parent` has the same shape without its own parent. */
export const applicantResponse = {
  type: 'object',
  required: ['id', 'nev', 'adoszam', 'verzio'],
  properties: {
    ...applicantResponseProperties,
    parent: { type: ['object', 'null'], properties: applicantResponseProperties },
  },
} as const;

export const listQueryBody = {
  type: 'object',
  properties: {
    filterData: { type: ['string', 'null'], maxLength: 250 },
    sort: {
      type: 'object',
      properties: {
        sortBy: { type: 'string', maxLength: 50 },
        sortDirection: { type: 'string', enum: ['asc', 'desc'] },
      },
    },
    page: {
      type: 'object',
      properties: {
        pageIndex: { type: 'integer', minimum: 0, maximum: 100000 },
        pageSize: { type: 'integer', minimum: 1, maximum: 100 },
      },
    },
  },
} as const;

export const applicantSummaryPage = {
  type: 'object',
  required: ['data', 'totalPages', 'totalElements'],
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'nev', 'adoszam', 'applicantType', 'jogosultsagok'],
        properties: {
          id: { type: 'integer' },
          nev: { type: 'string' },
          adoszam: { type: 'string' },
          applicantType: { type: 'string' },
          jogosultsagok: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                szerep: { type: 'string', enum: [...APPLICANT_ROLES] },
                admin: { type: 'boolean' },
                felhasznalo: {
                  type: 'object',
                  properties: {
                    id: { type: 'integer' },
                    nev: { type: 'string' },
                    email: { type: 'string' },
                  },
                },
              },
            },
          },
        },
      },
    },
    totalPages: { type: 'integer' },
    totalElements: { type: 'integer' },
  },
} as const;

export const applicantRoutes = {
  search: { body: listQueryBody, response: { 200: applicantSummaryPage, ...errorResponses } },
  get: { params: idParams, response: { 200: applicantResponse, ...errorResponses } },
  create: { body: createApplicantBody, response: { 201: applicantResponse, ...errorResponses } },
  update: {
    params: idParams,
    body: updateApplicantBody,
    response: { 200: applicantResponse, ...errorResponses },
  },
} as const;
