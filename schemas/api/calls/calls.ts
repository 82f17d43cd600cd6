/** Schemas of GET /palyazati-felhivasok (dashboard) and GET /palyazati-felhivasok/{azonosito}. */
import { anyObject, isoDateTime, nullableIsoDateTime, problemResponses } from './common.ts';
import type { ApiTypes } from '../from-schema.ts';

const localizedSummary = {
  type: 'object',
  required: ['name', 'summary'],
  properties: { name: { type: 'string' }, summary: { type: 'string' } },
} as const;

/** One call on the dashboard. `kezdet`/`vege` are instants (ISO, UTC); the client shows Budapest time. */
export const callSummary = {
  type: 'object',
  required: [
    'id',
    'azonosito',
    'nev',
    'munkanev',
    'tipus',
    'kezdet',
    'vege',
    'nyitott',
    'felhivas',
    'szovegek',
  ],
  properties: {
    id: { type: 'integer' },
    azonosito: { type: 'string' },
    nev: { type: 'string' },
    munkanev: { type: 'string' },
    tipus: { type: 'string' },
    kezdet: isoDateTime,
    vege: nullableIsoDateTime,
    /** Started and not closed: applications may be started. False: upcoming. */
    nyitott: { type: 'boolean' },
    /** call.json: every field of spec section 3 "Funding call". */
    felhivas: anyObject,
    szovegek: {
      type: 'object',
      required: ['hu', 'en'],
      properties: { hu: localizedSummary, en: localizedSummary },
    },
  },
} as const;

export const documentCategory = {
  type: 'object',
  required: ['code', 'name', 'type', 'requirement', 'frequent', 'note', 'deletable', 'extensions'],
  properties: {
    code: { type: 'string' },
    name: { type: 'object', properties: { hu: { type: 'string' }, en: { type: 'string' } } },
    type: { type: 'string' },
    requirement: { type: 'string' },
    frequent: { type: 'boolean' },
    note: { type: 'object', properties: { hu: { type: 'string' }, en: { type: 'string' } } },
    deletable: { type: 'boolean' },
    extensions: { type: 'array', items: { type: 'string' } },
  },
} as const;

/** A document the call asks for: category data, requiredForCall, largeFile and the effective limits. */
export const requiredDocument = {
  type: 'object',
  required: ['category', 'requiredForCall', 'largeFile', 'allowedExtensions', 'maxSizeBytes'],
  properties: {
    category: documentCategory,
    requiredForCall: { type: 'boolean' },
    largeFile: { type: 'boolean' },
    allowedExtensions: { type: 'array', items: { type: 'string' } },
    maxSizeBytes: { type: 'integer' },
    note: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

export const callDetail = {
  type: 'object',
  required: [
    ...callSummary.required,
    'egyediMezok',
    'dokumentumok',
    'kizaroFeltetelek',
    'nyilatkozatok',
    'teljesSzovegek',
  ],
  properties: {
    ...callSummary.properties,
    /** custom-fields.schema.json and .ui.json of the call folder. */
    egyediMezok: {
      type: 'object',
      required: ['schema', 'uiSchema', 'formKey'],
      properties: { schema: anyObject, uiSchema: anyObject, formKey: { type: 'string' } },
    },
    dokumentumok: { type: 'array', items: requiredDocument },
    kizaroFeltetelek: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'order'],
        properties: { id: { type: 'string' }, order: { type: 'integer' } },
      },
    },
    nyilatkozatok: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'required', 'order'],
        properties: {
          id: { type: 'string' },
          required: { type: 'boolean' },
          order: { type: 'integer' },
        },
      },
    },
    /** texts.hu.json and texts.en.json. */
    teljesSzovegek: {
      type: 'object',
      required: ['hu', 'en'],
      properties: { hu: anyObject, en: anyObject },
    },
  },
} as const;

export const callRoutes = {
  list: { response: { 200: { type: 'array', items: callSummary }, ...problemResponses } },
  detail: {
    params: {
      type: 'object',
      required: ['azonosito'],
      properties: {
        azonosito: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 80 },
      },
      additionalProperties: false,
    },
    response: { 200: callDetail, ...problemResponses },
  },
  categories: {
    response: { 200: { type: 'array', items: documentCategory }, ...problemResponses },
  },
} as const;

/** The request and answer types of callRoutes (schemas/api/from-schema.ts). */
export type CallApi = ApiTypes<typeof callRoutes>;
