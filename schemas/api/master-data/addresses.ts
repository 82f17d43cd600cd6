/** Schemas of the address calls (/tamogatast-igenylo-cimek). */
import {
  errorResponses,
  id,
  idParam,
  idParams,
  noContent,
  optionalText,
  reference,
  version,
} from './common.ts';
import { ADDRESS_SOURCES, ADDRESS_TYPES } from './value-sets.ts';
import type { ApiTypes, FromSchema } from '../from-schema.ts';

const addressBody = {
  type: 'object',
  required: ['cimTipus'],
  properties: {
    id,
    orszag: { type: ['object', 'null'], required: ['id'], properties: { id } },
    telepules: { type: ['object', 'null'], required: ['id'], properties: { id } },
    telepulesNev: optionalText(250),
    cimTipus: { type: 'string', enum: [...ADDRESS_TYPES] },
    iranyitoszam: optionalText(10),
    cim: optionalText(250),
    helyrajziSzam: optionalText(50),
    source: { type: 'string', enum: [...ADDRESS_SOURCES] },
    verzio: version,
  },
} as const;

/** An address as a save sends it. */
export type AddressInput = FromSchema<typeof addressBody>;

const nullableText = { type: ['string', 'null'] } as const;

export const addressResponse = {
  type: 'object',
  required: ['id', 'cimTipus', 'verzio'],
  properties: {
    id: { type: 'integer' },
    orszag: {
      type: ['object', 'null'],
      required: ['id'],
      properties: { id: { type: 'integer' }, nev: { type: 'string' } },
    },
    telepules: {
      type: ['object', 'null'],
      required: ['id'],
      properties: { id: { type: 'integer' }, megnevezes: { type: 'string' } },
    },
    telepulesNev: nullableText,
    cimTipus: { type: 'string', enum: [...ADDRESS_TYPES] },
    iranyitoszam: nullableText,
    cim: nullableText,
    helyrajziSzam: nullableText,
    source: { type: 'string', enum: [...ADDRESS_SOURCES] },
    verzio: { type: 'integer' },
  },
} as const;

/**
 * POST /tamogatast-igenylo-cimek: "address and applicant link". Without `cim.id` it creates an
 * address; with `cim.id` (and its `verzio`) it saves that address of the applicant.
 */
export const saveAddressBody = {
  type: 'object',
  required: ['tamogatastIgenylo', 'cim'],
  properties: { tamogatastIgenylo: reference, cim: addressBody },
} as const;

export const addressRoutes = {
  list: {
    params: idParams,
    response: { 200: { type: 'array', items: addressResponse }, ...errorResponses },
  },
  save: {
    body: saveAddressBody,
    response: {
      200: {
        type: 'object',
        properties: {
          tamogatastIgenylo: { type: 'object', properties: { id: { type: 'integer' } } },
          cim: addressResponse,
        },
      },
      ...errorResponses,
    },
  },
  remove: {
    params: {
      type: 'object',
      required: ['id', 'addressId'],
      properties: { id: idParam, addressId: idParam },
      additionalProperties: false,
    },
    response: { ...noContent, ...errorResponses },
  },
} as const;

/** The request and answer types of addressRoutes (schemas/api/from-schema.ts). */
export type AddressApi = ApiTypes<typeof addressRoutes>;
