/**
 * Schemas of the provider-profile calls (our design, decision 0022):
 * GET /tamogatast-igenylok/{id}/szolgaltatoi-profil answers the profile (an empty one before the
 * first save); PUT stores it. The body's `adatok` is validated by the very form schema the
 * browser renders (schemas/forms/provider-profile), the segment → micro-segment dependency and
 * the catalogue rules included; `verzio` is the version read (absent for the first save).
 */
import providerProfileSchema from '../../forms/provider-profile/provider-profile.schema.json' with { type: 'json' };
import type { ApiTypes, FromSchema } from '../from-schema.ts';
import { errorResponses, idParams, version } from './common.ts';

const { $schema: _draft, title: _title, ...profileData } = providerProfileSchema;

/** A save: the form's data (validated by the form's own schema) and the version read. */
export const providerProfileBody = {
  type: 'object',
  required: ['adatok'],
  additionalProperties: false,
  properties: {
    adatok: profileData,
    verzio: version,
  },
} as const;
export type ProviderProfileSave = FromSchema<typeof providerProfileBody>;

export const providerProfileResponse = {
  type: 'object',
  required: ['adatok', 'ntakMezok', 'ntakKitoltve', 'verzio'],
  properties: {
    /** The stored form data (partial when filled in from NTAK and not yet completed). */
    adatok: { type: 'object', additionalProperties: true },
    /** Fields whose value is the one NTAK supplied. */
    ntakMezok: { type: 'array', items: { type: 'string' } },
    /** When NTAK data last arrived (ISO date-time), or null. */
    ntakKitoltve: { type: ['string', 'null'] },
    /** The version to send with the next save; null before the first save. */
    verzio: { type: ['integer', 'null'] },
  },
} as const;

export const providerProfileRoutes = {
  get: { params: idParams, response: { 200: providerProfileResponse, ...errorResponses } },
  put: {
    params: idParams,
    body: providerProfileBody,
    response: { 200: providerProfileResponse, ...errorResponses },
  },
} as const;

/** The request and answer types of providerProfileRoutes (schemas/api/from-schema.ts). */
export type ProviderProfileApi = ApiTypes<typeof providerProfileRoutes>;
