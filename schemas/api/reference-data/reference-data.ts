/**
 * Schemas of the public reference-data routes (spec section 7): business forms, TEÁOR
 * activities, country search and settlement search. The server validates and serialises with
 * them (src/server/routes/reference-data); the client parses the answers with the parsers
 * generated from them (`referenceDataCountrySearchResponse`, …).
 */
import type { ApiTypes } from '../from-schema.ts';

/**
 * The TEÁOR classifications a code can belong to: TEÁOR'08 (NACE Rev. 2) and TEÁOR'25
 * (NACE Rev. 2.1, in force since 2025-01-01). The same code can mean different activities in
 * the two, so every code travels with its version (decision 0046).
 */
export const TEAOR_VERSIONS = ['2008', '2025'] as const;
export type TeaorVersion = (typeof TEAOR_VERSIONS)[number];

/** The most rows a search answers (the repository's LIMIT; the answer's `maxItems`). */
export const REFERENCE_SEARCH_LIMIT = 50;

const idName = (nameKey: string) =>
  ({
    type: 'object',
    properties: { id: { type: 'integer' }, [nameKey]: { type: 'string' } },
    required: ['id', nameKey],
    additionalProperties: false,
  }) as const;

export const businessForm = {
  type: 'object',
  properties: { id: { type: 'integer' }, megnevezes: { type: 'string' } },
  required: ['id', 'megnevezes'],
  additionalProperties: false,
} as const;

export const teaor = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    megnevezes: { type: 'string' },
    kod: { type: 'string' },
    versio: { type: 'string', enum: TEAOR_VERSIONS },
  },
  required: ['id', 'megnevezes', 'kod', 'versio'],
  additionalProperties: false,
} as const;

export const country = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    nev: { type: 'string' },
    nevKulfoldiul: { type: 'string' },
    eu: { type: 'boolean' },
  },
  required: ['id', 'nev', 'nevKulfoldiul', 'eu'],
  additionalProperties: false,
} as const;

const county = {
  type: 'object',
  properties: { id: { type: 'integer' }, nev: { type: 'string' } },
  required: ['id', 'nev'],
  additionalProperties: false,
} as const;

export const settlement = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    megnevezes: { type: 'string' },
    iranyitoszam: { type: 'string' },
    megye: county,
    turisztikaiRegio: { anyOf: [idName('nev'), { type: 'null' }] },
  },
  required: ['id', 'megnevezes', 'iranyitoszam', 'megye', 'turisztikaiRegio'],
  additionalProperties: false,
} as const;

export const referenceDataRoutes = {
  /** GET /referencia-adat/gazdalkodasi-forma: business forms (GFO codes as ids). */
  businessForms: {
    response: { 200: { type: 'array', items: businessForm } },
  },
  /**
   * GET /referencia-adat/teaor[?versio=2025][&turisztikai=true]: TEÁOR activities of one
   * version, or of both when none is named (a saved code of either version must be found).
   */
  teaor: {
    querystring: {
      type: 'object',
      properties: {
        turisztikai: { type: 'string', enum: ['true', 'false'] },
        versio: { type: 'string', enum: TEAOR_VERSIONS },
      },
      additionalProperties: false,
    },
    response: { 200: { type: 'array', items: teaor } },
  },
  /** GET /orszagok/search/{text}: countries whose Hungarian or foreign name contains the text. */
  countrySearch: {
    params: {
      type: 'object',
      properties: { text: { type: 'string', minLength: 1, maxLength: 100 } },
      required: ['text'],
    },
    response: {
      200: { type: 'array', maxItems: REFERENCE_SEARCH_LIMIT, items: country },
    },
  },
  /** POST /telepulesek/search: settlements by name, or by the start of their postal code. */
  settlementSearch: {
    body: {
      type: 'object',
      properties: {
        megnevezes: { type: 'string', maxLength: 100 },
        excludedIds: {
          type: ['array', 'null'],
          items: { type: 'integer' },
          maxItems: 1000,
        },
      },
      required: ['megnevezes'],
      additionalProperties: false,
    },
    response: {
      200: { type: 'array', maxItems: REFERENCE_SEARCH_LIMIT, items: settlement },
    },
  },
} as const;

/** The request and answer types of referenceDataRoutes (schemas/api/from-schema.ts). */
export type ReferenceDataApi = ApiTypes<typeof referenceDataRoutes>;
