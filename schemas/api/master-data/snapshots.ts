/**
 * Schema of GET /tamogatast-igenylok/{id}/torzsadat-pillanatkep (our design, docs/decisions/0009):
 * the applicant's base data and owners as frozen at its latest submission, or `null` before one.
 */
import { applicantResponse } from './applicants.ts';
import { errorResponses, idParams } from './common.ts';
import { ownerResponse } from './owners.ts';
import type { ApiTypes } from '../from-schema.ts';

/** The frozen base data: the applicant as answered, without its parent (not part of the copy). */
const { parent: _parent, ...frozenApplicantProperties } = applicantResponse.properties;

export const masterDataSnapshot = {
  type: 'object',
  required: ['benyujtva', 'palyazat', 'tamogatastIgenylo', 'tulajdonosok'],
  properties: {
    /** When the submission froze the data (ISO 8601). */
    benyujtva: { type: 'string', format: 'date-time' },
    /** The application whose submission froze it. */
    palyazat: {
      type: 'object',
      required: ['id', 'azonosito', 'projektCim'],
      properties: {
        id: { type: 'integer' },
        azonosito: { type: 'string' },
        projektCim: { type: ['string', 'null'] },
      },
    },
    tamogatastIgenylo: { ...applicantResponse, properties: frozenApplicantProperties },
    tulajdonosok: { type: 'array', items: ownerResponse },
  },
} as const;

export const snapshotRoutes = {
  get: {
    params: idParams,
    response: {
      200: {
        type: 'object',
        required: ['pillanatkep'],
        properties: {
          /** null: no submission yet. */
          pillanatkep: { anyOf: [{ type: 'null' }, masterDataSnapshot] },
        },
      },
      ...errorResponses,
    },
  },
} as const;

/** The request and answer types of snapshotRoutes (schemas/api/from-schema.ts). */
export type SnapshotApi = ApiTypes<typeof snapshotRoutes>;
