/**
 * Schemas of the contract calls (docs/decisions/0011): the contract documents staff upload, the
 * signed contract the applicant uploads, and the appointment slots staff offer and the applicant
 * books (the BOOK_APPOINTMENT event of the lifecycle).
 */
import { documentMetadata } from '../documents/documents.ts';
import { applicationIdParams, numericId, problemResponses } from '../calls/common.ts';
import type { ApiTypes } from '../from-schema.ts';

const isoDateTimeWithZone = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$',
} as const;

/** One offered appointment slot. */
export const appointmentSlot = {
  type: 'object',
  required: ['id', 'kezdet', 'helyszin', 'foglalva'],
  properties: {
    id: { type: 'integer' },
    kezdet: { type: 'string' },
    helyszin: { type: 'string' },
    /** When it was booked; null while free. */
    foglalva: { type: ['string', 'null'] },
  },
} as const;

/** The contract page's data: documents, the signed copy, the slots, what the applicant may do. */
const contractState = {
  type: 'object',
  required: [
    'statusz',
    'dokumentumok',
    'alairtSzerzodes',
    'idopontok',
    'foglaltIdopont',
    'alairtFeltoltheto',
    'foglalhato',
  ],
  properties: {
    statusz: { type: 'string' },
    /** The contract and its annexes (from CONTRACT_APPROVED on). */
    dokumentumok: { type: 'array', items: documentMetadata },
    alairtSzerzodes: { anyOf: [documentMetadata, { type: 'null' }] },
    idopontok: { type: 'array', items: appointmentSlot },
    foglaltIdopont: { anyOf: [appointmentSlot, { type: 'null' }] },
    /** The signed contract may be uploaded now. */
    alairtFeltoltheto: { type: 'boolean' },
    /** A slot may be booked now (UNDER_APPOINTMENT_BOOKING). */
    foglalhato: { type: 'boolean' },
  },
} as const;

const categoryParams = {
  type: 'object',
  required: ['id', 'kategoria'],
  properties: {
    id: numericId,
    kategoria: { type: 'string', enum: ['SZERZODES', 'SZERZODES_MELLEKLET'] },
  },
  additionalProperties: false,
} as const;

export const contractRoutes = {
  state: { params: applicationIdParams, response: { 200: contractState, ...problemResponses } },
  /** Staff: multipart, one file. */
  uploadContractDocument: {
    params: categoryParams,
    response: { 201: documentMetadata, ...problemResponses },
  },
  /** The applicant: multipart, one file (a PDF). */
  uploadSignedContract: {
    params: applicationIdParams,
    response: { 201: documentMetadata, ...problemResponses },
  },
  /** Staff offer slots. */
  offerSlots: {
    params: applicationIdParams,
    body: {
      type: 'object',
      required: ['idopontok'],
      additionalProperties: false,
      properties: {
        idopontok: {
          type: 'array',
          minItems: 1,
          maxItems: 50,
          items: {
            type: 'object',
            required: ['kezdet', 'helyszin'],
            additionalProperties: false,
            properties: {
              kezdet: isoDateTimeWithZone,
              helyszin: { type: 'string', minLength: 1, maxLength: 300 },
            },
          },
        },
      },
    },
    response: {
      201: { type: 'array', items: appointmentSlot },
      ...problemResponses,
    },
  },
  book: {
    params: {
      type: 'object',
      required: ['id', 'idopontId'],
      properties: { id: numericId, idopontId: numericId },
      additionalProperties: false,
    },
    body: {
      type: ['object', 'null'],
      properties: { verzio: { type: 'integer', minimum: 1, maximum: 2147483647 } },
      additionalProperties: false,
    },
    response: {
      200: {
        type: 'object',
        required: ['statusz', 'verzio', 'foglaltIdopont'],
        properties: {
          statusz: { type: 'string' },
          verzio: { type: 'integer' },
          foglaltIdopont: appointmentSlot,
        },
      },
      ...problemResponses,
    },
  },
} as const;

/** The request and answer types of contractRoutes (schemas/api/from-schema.ts). */
export type ContractApi = ApiTypes<typeof contractRoutes>;
