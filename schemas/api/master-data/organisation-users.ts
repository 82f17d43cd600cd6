/**
 * Schemas of the organisation-user calls (our design; the spec gives the user form only):
 * /tamogatast-igenylok/{id}/felhasznalok lists, adds; .../{permissionId} changes the role, removes.
 */
import { errorResponses, idParam, idParams, noContent, version } from './common.ts';
import { APPLICANT_ROLES } from './value-sets.ts';

export const organisationUserResponse = {
  type: 'object',
  required: ['id', 'szerep', 'admin', 'felhasznalo', 'verzio'],
  properties: {
    id: { type: 'integer' },
    szerep: { type: 'string', enum: [...APPLICANT_ROLES] },
    admin: { type: 'boolean' },
    felhasznalo: {
      type: 'object',
      properties: { id: { type: 'integer' }, nev: { type: 'string' }, email: { type: 'string' } },
    },
    verzio: { type: 'integer' },
  },
} as const;

const permissionParams = {
  type: 'object',
  required: ['id', 'permissionId'],
  properties: { id: idParam, permissionId: idParam },
  additionalProperties: false,
} as const;

export const organisationUserRoutes = {
  list: {
    params: idParams,
    response: { 200: { type: 'array', items: organisationUserResponse }, ...errorResponses },
  },
  add: { params: idParams, response: { 201: organisationUserResponse, ...errorResponses } },
  changeRole: {
    params: permissionParams,
    body: {
      type: 'object',
      required: ['applicantRole', 'verzio'],
      properties: {
        applicantRole: { type: 'string', enum: [...APPLICANT_ROLES] },
        verzio: version,
      },
      additionalProperties: false,
    },
    response: { 200: organisationUserResponse, ...errorResponses },
  },
  remove: { params: permissionParams, response: { ...noContent, ...errorResponses } },
} as const;
