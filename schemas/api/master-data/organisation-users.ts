/**
 * Schemas of the organisation-user calls (our design; the spec gives the user form only):
 * /tamogatast-igenylok/{id}/felhasznalok lists, invites; .../{permissionId} changes the role, removes;
 * /tamogatast-igenylok/{id}/meghivok lists pending invitations, .../{inviteId} withdraws one,
 * .../{inviteId}/resend mails it again with a new token;
 * /felhasznalok/meghivok/{show,accept} let the signed-in invitee see and accept one (decision 0018).
 */
import { formSchema } from '../../registry.ts';
import type { ApiTypes, FromSchema } from '../from-schema.ts';
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
      required: ['id', 'nev', 'email'],
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

/** The answer to an invitation: the same for every e-mail, never about an account. */
export const inviteAcceptedResponse = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
  additionalProperties: false,
} as const;

export const organisationInviteResponse = {
  type: 'object',
  required: ['id', 'email', 'szerep', 'lejarat', 'letrehozva'],
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    szerep: { type: 'string', enum: [...APPLICANT_ROLES] },
    lejarat: { type: 'string', format: 'date-time' },
    letrehozva: { type: 'string', format: 'date-time' },
  },
} as const;

const inviteParams = {
  type: 'object',
  required: ['id', 'inviteId'],
  properties: { id: idParam, inviteId: idParam },
  additionalProperties: false,
} as const;

const inviteTokenBody = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
  additionalProperties: false,
} as const;

export const organisationInviteRoutes = {
  list: {
    params: idParams,
    response: { 200: { type: 'array', items: organisationInviteResponse }, ...errorResponses },
  },
  withdraw: { params: inviteParams, response: { ...noContent, ...errorResponses } },
  resend: { params: inviteParams, response: { 202: inviteAcceptedResponse, ...errorResponses } },
  show: {
    body: inviteTokenBody,
    response: {
      200: {
        type: 'object',
        required: ['tamogatastIgenyloId', 'szervezet', 'szerep'],
        properties: {
          tamogatastIgenyloId: { type: 'integer' },
          szervezet: { type: 'string' },
          szerep: { type: 'string', enum: [...APPLICANT_ROLES] },
        },
      },
      ...errorResponses,
    },
  },
  accept: {
    body: inviteTokenBody,
    response: {
      200: {
        type: 'object',
        required: ['tamogatastIgenyloId'],
        properties: { tamogatastIgenyloId: { type: 'integer' } },
      },
      ...errorResponses,
    },
  },
} as const;

/** An invitation: the user form (schemas/forms/user) as it is. */
const organisationUserInviteBody = formSchema('user');
export type OrganisationUserInvite = FromSchema<typeof organisationUserInviteBody>;

export const organisationUserRoutes = {
  list: {
    params: idParams,
    response: { 200: { type: 'array', items: organisationUserResponse }, ...errorResponses },
  },
  add: {
    params: idParams,
    body: organisationUserInviteBody,
    response: { 202: inviteAcceptedResponse, ...errorResponses },
  },
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

/** The request and answer types of organisationInviteRoutes (schemas/api/from-schema.ts). */
export type OrganisationInviteApi = ApiTypes<typeof organisationInviteRoutes>;

/** The request and answer types of organisationUserRoutes (schemas/api/from-schema.ts). */
export type OrganisationUserApi = ApiTypes<typeof organisationUserRoutes>;
