/**
 * Schemas of the administrators' API (docs/decisions/0017, issue 15 item 6): staff users
 * (invite, roles, deactivate) and the audit log (master-data changes, staff user changes,
 * lifecycle transitions), filtered and paged with the spec's list query and envelope.
 */
import { problemResponses } from '../calls/common.ts';
import type { ApiTypes } from '../from-schema.ts';

/** The roles an administrator hands out. */
export const STAFF_ROLES_ENUM = ['VEZETO', 'FELHIVAS_SZERKESZTO', 'ADMIN'] as const;

const roles = {
  type: 'array',
  minItems: 1,
  maxItems: 3,
  uniqueItems: true,
  items: { type: 'string', enum: [...STAFF_ROLES_ENUM] },
} as const;

const userIdParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
} as const;

export const staffUser = {
  type: 'object',
  required: ['id', 'nev', 'email', 'szerepkorok', 'aktiv', 'jelszoBeallitva', 'letrehozva'],
  properties: {
    id: { type: 'integer' },
    nev: { type: 'string' },
    email: { type: 'string' },
    szerepkorok: { type: 'array', items: { type: 'string' } },
    aktiv: { type: 'boolean' },
    jelszoBeallitva: { type: 'boolean' },
    letrehozva: { type: 'string' },
  },
} as const;

const jsonOrNull = { type: ['object', 'null'], additionalProperties: true } as const;

export const AUDIT_SOURCES = ['MASTER_DATA', 'USER', 'LIFECYCLE'] as const;

const auditRow = {
  type: 'object',
  required: ['forras', 'id', 'idopont', 'szereplo', 'szereploTipus', 'targy', 'muvelet'],
  properties: {
    forras: { type: 'string', enum: [...AUDIT_SOURCES] },
    id: { type: 'integer' },
    idopont: { type: 'string' },
    szereplo: {
      type: ['object', 'null'],
      required: ['id', 'nev'],
      properties: { id: { type: 'integer' }, nev: { type: 'string' } },
    },
    szereploTipus: { type: ['string', 'null'] },
    targy: { type: 'string' },
    muvelet: { type: 'string' },
    elotte: jsonOrNull,
    utana: jsonOrNull,
  },
} as const;

export const administrationRoutes = {
  listUsers: {
    response: {
      200: {
        type: 'object',
        required: ['data'],
        properties: { data: { type: 'array', items: staffUser } },
      },
      ...problemResponses,
    },
  },
  invite: {
    body: {
      type: 'object',
      required: ['nev', 'email', 'szerepkorok'],
      additionalProperties: false,
      properties: {
        nev: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
        email: { type: 'string', format: 'email', maxLength: 254 },
        szerepkorok: roles,
        nyelv: { type: 'string', enum: ['hu', 'en'] },
      },
    },
    response: { 201: staffUser, ...problemResponses },
  },
  update: {
    params: userIdParams,
    body: {
      type: 'object',
      minProperties: 1,
      additionalProperties: false,
      properties: { szerepkorok: roles, aktiv: { type: 'boolean' } },
    },
    response: { 200: staffUser, ...problemResponses },
  },
  audit: {
    body: {
      type: 'object',
      additionalProperties: false,
      properties: {
        filterData: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: {
            forras: { type: ['string', 'null'], enum: [...AUDIT_SOURCES, null] },
            szereploId: { type: ['integer', 'null'], minimum: 1 },
            tol: { type: ['string', 'null'], format: 'date-time' },
            ig: { type: ['string', 'null'], format: 'date-time' },
          },
        },
        page: {
          type: 'object',
          additionalProperties: false,
          properties: {
            pageIndex: { type: 'integer', minimum: 0, maximum: 100000 },
            pageSize: { type: 'integer', minimum: 1, maximum: 100 },
          },
        },
      },
    },
    response: {
      200: {
        type: 'object',
        required: ['data', 'totalPages', 'totalElements'],
        properties: {
          data: { type: 'array', items: auditRow },
          totalPages: { type: 'integer' },
          totalElements: { type: 'integer' },
        },
      },
      ...problemResponses,
    },
  },
} as const;

/** The request and answer types of administrationRoutes (schemas/api/from-schema.ts). */
export type AdministrationApi = ApiTypes<typeof administrationRoutes>;
