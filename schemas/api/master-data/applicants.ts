/** Schemas of the applicant calls: search-by-current, POST/PUT/GET /tamogatast-igenylok. */
import { errorResponses, id, idParams, optionalEnum, optionalText, version } from './common.ts';
import {
  APPLICANT_ROLES,
  APPLICANT_TYPES,
  QUALIFICATION_CODES,
  SUPPORT_APPLICANT_TYPES,
  TRANSPARENT_ORGANISATION_VALUES,
} from './value-sets.ts';
import type { ApiTypes, FromSchema } from '../from-schema.ts';

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

/**
 * The applicant's plain text fields: optional text on the wire (absent, null or a string), a
 * nullable text column of the same name in snake_case (`roviditettNev` ↔ `roviditett_nev`) in the
 * database. The answer's properties, the table's type (src/server/db/types.ts) and the
 * repository's reads and writes are derived from this list, so a new text field of the base data
 * is one line here, a migration and the form mapper (src/server/README.md, "Adding a base-data
 * field").
 */
export const applicantTextFields = {
  roviditettNev: optionalText(100),
  adoszamKulfoldi: optionalText(50),
  birosagiNyilvantartas: optionalText(250),
  cegbirosagBejegyzes: optionalText(100),
  honlap: optionalText(250),
  pirAzonosito: optionalText(50),
  // A format, not the 'email' rule: the rule's expansion would refuse null.
  email: { type: ['string', 'null'], format: 'emailAddress', maxLength: 254 },
  telefonszam: optionalText(30),
} as const;

/** The name of a plain text field on the wire. */
export type ApplicantTextField = keyof typeof applicantTextFields;

/** The applicant as sent by the base-data form (spec section 5, "Applicant form"). */
const applicantBodyProperties = {
  ...applicantTextFields,
  nev: { type: 'string', 'x-rule': 'requiredString', maxLength: 250 },
  adoszam: { type: 'string', 'x-rule': 'requiredTaxNumber' },
  kulfoldiSzekhelyu: { type: ['boolean', 'null'] },
  statisztikaiSzam: { type: 'string', 'x-rule': 'requiredString', maxLength: 20 },
  egyeniVallalkozoiIgazolvanySzam: optionalText(20),
  gazdalkodasiForma,
  alapitas: { type: 'string', 'x-rule': 'requiredPastDate' },
  konzorciumiMegvalositas: { type: ['boolean', 'null'] },
  minositesiKod: optionalEnum(QUALIFICATION_CODES),
  teaor,
  atlathatoSzervezet: optionalEnum(TRANSPARENT_ORGANISATION_VALUES),
  tamogatastIgenyloTipus: optionalEnum(SUPPORT_APPLICANT_TYPES),
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
] as const;

export const createApplicantBody = {
  type: 'object',
  required: applicantRequired,
  properties: applicantBodyProperties,
} as const;

/** An applicant as a create or update sends it. */
export type ApplicantInput = FromSchema<typeof createApplicantBody>;

export const updateApplicantBody = {
  type: 'object',
  required: [...applicantRequired, 'verzio'],
  properties: applicantBodyProperties,
} as const;

const nullableText = { type: ['string', 'null'] } as const;

/** Every plain text field answers as text or null. */
const applicantTextAnswers = Object.fromEntries(
  Object.keys(applicantTextFields).map((name) => [name, nullableText]),
) as { readonly [Name in ApplicantTextField]: typeof nullableText };

const applicantResponseProperties = {
  ...applicantTextAnswers,
  id,
  nev: { type: 'string' },
  adoszam: { type: 'string' },
  kulfoldiSzekhelyu: { type: 'boolean' },
  statisztikaiSzam: nullableText,
  egyeniVallalkozoiIgazolvanySzam: nullableText,
  gazdalkodasiForma: {
    type: ['object', 'null'],
    required: ['id'],
    properties: { id: { type: 'integer' }, megnevezes: { type: 'string' } },
  },
  alapitas: nullableText,
  konzorciumiMegvalositas: { type: 'boolean' },
  minositesiKod: optionalEnum(QUALIFICATION_CODES),
  teaor: {
    type: ['object', 'null'],
    required: ['id'],
    properties: {
      id: { type: 'integer' },
      megnevezes: { type: 'string' },
      kod: { type: 'string' },
    },
  },
  atlathatoSzervezet: optionalEnum(TRANSPARENT_ORGANISATION_VALUES),
  tamogatastIgenyloTipus: optionalEnum(SUPPORT_APPLICANT_TYPES),
  technikai: { type: 'boolean' },
  applicantType: optionalEnum(APPLICANT_TYPES),
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
          applicantType: { type: 'string', enum: [...APPLICANT_TYPES] },
          jogosultsagok: {
            type: 'array',
            items: {
              type: 'object',
              required: ['id', 'szerep', 'admin', 'felhasznalo'],
              properties: {
                id: { type: 'integer' },
                szerep: { type: 'string', enum: [...APPLICANT_ROLES] },
                admin: { type: 'boolean' },
                felhasznalo: {
                  type: 'object',
                  required: ['id', 'nev', 'email'],
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

/** The request and answer types of applicantRoutes (schemas/api/from-schema.ts). */
export type ApplicantApi = ApiTypes<typeof applicantRoutes>;
