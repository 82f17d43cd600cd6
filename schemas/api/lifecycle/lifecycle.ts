/**
 * Schemas of the lifecycle calls (docs/decisions/0008): the application's state with its
 * timeline, the submission steps, and the events sent by staff and by the applicant.
 */
import { application, section } from '../applications/applications.ts';
import { applicationIdParams, problemResponses } from '../calls/common.ts';
import type { ApiTypes } from '../from-schema.ts';

const eventName = { type: 'string', pattern: '^[A-Z_]{1,60}$' } as const;
const version = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const nullableString = { type: ['string', 'null'] } as const;

const transition = {
  type: 'object',
  required: ['id', 'elozoStatusz', 'ujStatusz', 'esemeny', 'szereplo', 'idopont'],
  properties: {
    id: { type: 'integer' },
    elozoStatusz: { type: 'string' },
    elozoBenyujtasAllapot: nullableString,
    ujStatusz: { type: 'string' },
    ujBenyujtasAllapot: nullableString,
    esemeny: { type: 'string' },
    szereplo: { type: 'string', enum: ['APPLICANT', 'STAFF', 'SYSTEM'] },
    felhasznalo: {
      type: ['object', 'null'],
      properties: { id: { type: 'integer' }, nev: { type: 'string' } },
    },
    indoklas: nullableString,
    idopont: { type: 'string' },
  },
} as const;

/** Where the application stands, what the applicant can do next and why not. */
const lifecycleState = {
  type: 'object',
  required: ['statusz', 'benyujtasAllapot', 'verzio', 'lehetsegesEsemenyek', 'allapotvaltasok'],
  properties: {
    statusz: { type: 'string' },
    benyujtasAllapot: nullableString,
    verzio: { type: 'integer' },
    benyujtasDatuma: nullableString,
    /** Events the applicant may send now. */
    lehetsegesEsemenyek: { type: 'array', items: { type: 'string' } },
    /** Per event of this status the applicant cannot send now: the failing rules. */
    akadalyok: {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    hianypotlas: {
      type: ['object', 'null'],
      properties: {
        hatarido: { type: 'string' },
        tetelek: { type: 'array', items: { type: 'string' } },
      },
    },
    allapotvaltasok: { type: 'array', items: transition },
    /** The signed final document last accepted (the record of the submission), or null. */
    alairtVeglegesito: {
      type: ['object', 'null'],
      required: ['fajlnev', 'meret', 'sha256', 'alairo', 'feltoltve'],
      properties: {
        fajlnev: { type: 'string' },
        meret: { type: 'integer' },
        sha256: { type: 'string' },
        /** The signer certificate's subject, e.g. "CN=Teszt Elek, C=HU". */
        alairo: { type: 'string' },
        feltoltve: { type: 'string' },
        /** The timeline entry (UPLOAD_SIGNED_DOCUMENT) it belongs to. */
        allapotvaltasId: { type: ['integer', 'null'] },
      },
    },
  },
} as const;

const missingItem = {
  type: 'object',
  required: ['szakasz', 'tetel', 'utvonal', 'uzenet'],
  properties: {
    szakasz: section,
    tetel: { type: 'string' },
    /** The client route of the field, e.g. /application/loan-claim#projektCim. */
    utvonal: { type: 'string' },
    uzenet: { type: 'string' },
  },
} as const;

const checkResult = {
  type: 'object',
  required: ['rendben', 'hianyok', 'akadalyok', 'statusz', 'benyujtasAllapot', 'verzio'],
  properties: {
    rendben: { type: 'boolean' },
    hianyok: { type: 'array', items: missingItem },
    akadalyok: { type: 'array', items: { type: 'string' } },
    statusz: { type: 'string' },
    benyujtasAllapot: nullableString,
    verzio: { type: 'integer' },
  },
} as const;

const transitionResult = {
  type: 'object',
  required: ['statusz', 'benyujtasAllapot', 'verzio', 'allapotvaltasId'],
  properties: {
    statusz: { type: 'string' },
    benyujtasAllapot: nullableString,
    verzio: { type: 'integer' },
    allapotvaltasId: { type: 'integer' },
  },
} as const;

export const lifecycleRoutes = {
  state: {
    params: applicationIdParams,
    response: { 200: lifecycleState, ...problemResponses },
  },
  check: {
    params: applicationIdParams,
    response: { 200: checkResult, ...problemResponses },
  },
  /** Answers the PDF itself (application/pdf), so only the problems have a schema. */
  generateFinalDocument: {
    params: applicationIdParams,
    response: { ...problemResponses },
  },
  /** Answers the kept signed final document (application/pdf), byte for byte as uploaded. */
  downloadSignedDocument: {
    params: applicationIdParams,
    response: { ...problemResponses },
  },
  /** Answers the ZIP of the submission (application/zip): signed document, receipt, attachments. */
  downloadSubmissionPackage: {
    params: applicationIdParams,
    response: { ...problemResponses },
  },
  /** A multipart body with one file: the signed final document. */
  uploadSignedDocument: {
    params: applicationIdParams,
    response: {
      200: {
        type: 'object',
        required: ['statusz', 'benyujtasAllapot', 'verzio'],
        properties: {
          statusz: { type: 'string' },
          benyujtasAllapot: nullableString,
          verzio: { type: 'integer' },
        },
      },
      ...problemResponses,
    },
  },
  submit: {
    params: applicationIdParams,
    headers: {
      type: 'object',
      properties: { 'idempotency-key': { type: 'string', minLength: 1, maxLength: 200 } },
    },
    body: {
      type: ['object', 'null'],
      properties: { verzio: version },
      additionalProperties: false,
    },
    response: {
      200: {
        type: 'object',
        required: ['palyazat'],
        properties: {
          palyazat: application,
          /** The receipt: reference number, submission instant, content hash. */
          nyugta: {
            type: 'object',
            required: ['azonosito', 'palyazatId', 'benyujtva', 'tartalomHash'],
            properties: {
              azonosito: { type: 'string' },
              palyazatId: { type: 'integer' },
              benyujtva: { type: 'string' },
              tartalomHash: { type: 'string' },
              alairtVeglegesitoSha256: nullableString,
            },
          },
        },
      },
      ...problemResponses,
    },
  },
  staffEvent: {
    params: applicationIdParams,
    body: {
      type: 'object',
      required: ['esemeny'],
      additionalProperties: false,
      properties: {
        esemeny: eventName,
        indoklas: { type: 'string', maxLength: 4000 },
        verzio: version,
        /** REQUEST_SUPPLEMENT: the deadline (ISO date-time) and the sections or fields to fix. */
        hatarido: {
          type: 'string',
          pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$',
        },
        /**
         * Each a section of the completion summary or one field/item in it, e.g. `loanClaim`,
         * `loanClaim.projektCim`, `customFields.egyseg.ferohelyek`, `documents.ARAJANLAT`.
         */
        tetelek: {
          type: 'array',
          minItems: 1,
          maxItems: 200,
          uniqueItems: true,
          items: {
            type: 'string',
            pattern:
              '^(loanClaim|customFields|knockOut|documents|statements)(\\.[A-Za-z0-9_-]{1,100}){0,2}$',
          },
        },
      },
    },
    response: { 200: transitionResult, ...problemResponses },
  },
  applicantEvent: {
    params: applicationIdParams,
    body: {
      type: 'object',
      required: ['esemeny'],
      additionalProperties: false,
      properties: {
        esemeny: {
          type: 'string',
          // BOOK_APPOINTMENT is sent by booking an offered slot (schemas/api/contract).
          enum: ['WITHDRAW', 'DATA_CHANGED', 'SUBMIT_SUPPLEMENT'],
        },
        verzio: version,
      },
    },
    response: { 200: transitionResult, ...problemResponses },
  },
} as const;

/** The request and answer types of lifecycleRoutes (schemas/api/from-schema.ts). */
export type LifecycleApi = ApiTypes<typeof lifecycleRoutes>;
