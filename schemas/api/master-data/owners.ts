/** Schemas of the owner calls (/tamogatast-igenylo-tulajdonosok). */
import {
  errorResponses,
  id,
  idParams,
  noContent,
  optionalText,
  reference,
  version,
} from './common.ts';
import { OWNER_TYPES } from './value-sets.ts';
import type { ApiTypes, FromSchema } from '../from-schema.ts';

/** Spec section 5, "Owner": type, name, share and voting rights required; both at most 100. */
export const ownerBody = {
  type: 'object',
  required: ['tipus', 'nev', 'tulajdoniHanyad', 'szavazatiJog'],
  properties: {
    id,
    tipus: { type: 'string', enum: [...OWNER_TYPES] },
    nev: { type: 'string', 'x-rule': 'requiredString', maxLength: 250 },
    adoszam: optionalText(20),
    adoazonositoJel: optionalText(20),
    tulajdoniHanyad: { type: 'number', minimum: 0, maximum: 100 },
    // Whole percentages from 1 to 100 (spec section 5; issue 20, item 7).
    szavazatiJog: { type: 'integer', minimum: 1, maximum: 100 },
    bejegyzesOrszaga: { type: ['object', 'null'], required: ['id'], properties: { id } },
    egyhaziAzonosito: optionalText(50),
    pirAzonosito: optionalText(50),
    szuletesiSzam: optionalText(50),
    verzio: version,
  },
} as const;

/** An owner as a create or update sends it. */
export type OwnerInput = FromSchema<typeof ownerBody>;

const nullableText = { type: ['string', 'null'] } as const;

export const ownerResponse = {
  type: 'object',
  required: ['id', 'tipus', 'nev', 'tulajdoniHanyad', 'szavazatiJog', 'verzio'],
  properties: {
    id: { type: 'integer' },
    tipus: { type: 'string', enum: [...OWNER_TYPES] },
    nev: { type: 'string' },
    adoszam: nullableText,
    adoazonositoJel: nullableText,
    tulajdoniHanyad: { type: 'number' },
    szavazatiJog: { type: 'number' },
    bejegyzesOrszaga: {
      type: ['object', 'null'],
      required: ['id'],
      properties: { id: { type: 'integer' }, nev: { type: 'string' } },
    },
    egyhaziAzonosito: nullableText,
    pirAzonosito: nullableText,
    szuletesiSzam: nullableText,
    verzio: { type: 'integer' },
  },
} as const;

export const ownerRoutes = {
  list: {
    params: idParams,
    response: { 200: { type: 'array', items: ownerResponse }, ...errorResponses },
  },
  create: {
    body: {
      type: 'object',
      required: ['tamogatastIgenylo', 'tulajdonos'],
      properties: { tamogatastIgenylo: reference, tulajdonos: ownerBody },
    },
    response: {
      201: {
        type: 'object',
        properties: {
          tamogatastIgenylo: {
            type: 'object',
            properties: { id: { type: 'integer' }, nev: { type: 'string' } },
          },
          tulajdonos: ownerResponse,
        },
      },
      ...errorResponses,
    },
  },
  update: {
    params: idParams,
    body: { ...ownerBody, required: [...ownerBody.required, 'verzio'] },
    response: { 200: ownerResponse, ...errorResponses },
  },
  remove: { params: idParams, response: { ...noContent, ...errorResponses } },
} as const;

/** The request and answer types of ownerRoutes (schemas/api/from-schema.ts). */
export type OwnerApi = ApiTypes<typeof ownerRoutes>;
