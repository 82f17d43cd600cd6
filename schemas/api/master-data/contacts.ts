/** Schemas of the contact-person calls (/kapcsolattartok). */
import {
  errorResponses,
  id,
  idParams,
  noContent,
  optionalEnum,
  optionalText,
  reference,
  version,
} from './common.ts';
import { CONTACT_STATUSES, REPRESENTATIVE_RIGHTS } from './value-sets.ts';
import type { ApiTypes, FromSchema } from '../from-schema.ts';

/** Spec section 5, "Contact person": name, status and a valid e-mail required. */
export const contactBody = {
  type: 'object',
  required: ['tamogatastIgenylo', 'nev', 'statusz', 'email'],
  properties: {
    id,
    tamogatastIgenylo: reference,
    nev: { type: 'string', 'x-rule': 'requiredString', maxLength: 250 },
    statusz: { type: 'string', enum: [...CONTACT_STATUSES] },
    kepviseletiJog: optionalEnum(REPRESENTATIVE_RIGHTS),
    telefonszam: optionalText(30),
    mobilTelefonszam: optionalText(30),
    email: { type: 'string', 'x-rule': 'requiredEmail', maxLength: 254 },
    beosztas: optionalText(250),
    verzio: version,
  },
} as const;

const nullableText = { type: ['string', 'null'] } as const;

/** A contact person as a save sends it. */
export type ContactInput = FromSchema<typeof contactBody>;

export const contactResponse = {
  type: 'object',
  required: ['id', 'tamogatastIgenylo', 'nev', 'statusz', 'email', 'verzio'],
  properties: {
    id: { type: 'integer' },
    tamogatastIgenylo: { type: 'object', properties: { id: { type: 'integer' } } },
    nev: { type: 'string' },
    statusz: { type: 'string', enum: [...CONTACT_STATUSES] },
    kepviseletiJog: optionalEnum(REPRESENTATIVE_RIGHTS),
    telefonszam: nullableText,
    mobilTelefonszam: nullableText,
    email: { type: 'string' },
    beosztas: nullableText,
    verzio: { type: 'integer' },
  },
} as const;

export const contactRoutes = {
  list: {
    params: idParams,
    response: { 200: { type: 'array', items: contactResponse }, ...errorResponses },
  },
  create: { body: contactBody, response: { 201: contactResponse, ...errorResponses } },
  update: {
    params: idParams,
    body: { ...contactBody, required: [...contactBody.required, 'verzio'] },
    response: { 200: contactResponse, ...errorResponses },
  },
  remove: { params: idParams, response: { ...noContent, ...errorResponses } },
} as const;

/** The request and answer types of contactRoutes (schemas/api/from-schema.ts). */
export type ContactApi = ApiTypes<typeof contactRoutes>;
