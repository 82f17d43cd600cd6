/**
 * Schemas of the completion report calls (docs/decisions/0011). The report's form data is
 * validated in the route with schemas/forms/completion-report (without `required` for a draft,
 * in full on submission), the very schema the browser renders.
 */
import { documentMetadata } from '../documents/documents.ts';
import { applicationIdParams, numericId, problemResponses } from '../calls/common.ts';
import type { ApiTypes } from '../from-schema.ts';

const completionIdParams = {
  type: 'object',
  required: ['completionId'],
  properties: { completionId: numericId },
  additionalProperties: false,
} as const;

/** A report in a list (also in the back office's application file). */
export const completionSummary = {
  type: 'object',
  required: ['id', 'palyazatId', 'megnevezes', 'hatarido', 'statusz', 'verzio', 'megnyitva'],
  properties: {
    id: { type: 'integer' },
    palyazatId: { type: 'integer' },
    megnevezes: { type: 'string' },
    /** The due date, yyyy-MM-dd. */
    hatarido: { type: 'string' },
    statusz: { type: 'string', enum: ['OPEN', 'SUBMITTED', 'RETURNED', 'ACCEPTED'] },
    verzio: { type: 'integer' },
    megnyitva: { type: 'string' },
    benyujtva: { type: ['string', 'null'] },
  },
} as const;

/** A staff decision on a submitted report, as the applicant reads it (decision 0031). */
export const completionReviewSummary = {
  type: 'object',
  required: ['id', 'dontes', 'megjegyzes', 'idopont'],
  properties: {
    id: { type: 'integer' },
    dontes: { type: 'string', enum: ['ELFOGADVA', 'JAVITASRA_VISSZAKULDVE'] },
    megjegyzes: { type: 'string' },
    idopont: { type: 'string' },
  },
} as const;

/** A report with its form data and documents. */
const completionDetail = {
  type: 'object',
  required: [...completionSummary.required, 'adatok', 'dokumentumok', 'kategoriak', 'elbiralasok'],
  properties: {
    ...completionSummary.properties,
    adatok: { type: 'object', additionalProperties: true },
    /** Staff decisions on the report, oldest first: the last return's note says what to fix. */
    elbiralasok: { type: 'array', items: completionReviewSummary },
    dokumentumok: { type: 'array', items: documentMetadata },
    /** The document categories a report's attachment may have, with their extensions. */
    kategoriak: {
      type: 'array',
      items: {
        type: 'object',
        required: ['code', 'extensions'],
        properties: {
          code: { type: 'string' },
          name: { type: 'object', additionalProperties: { type: 'string' } },
          extensions: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
} as const;

export const completionRoutes = {
  list: {
    params: applicationIdParams,
    response: { 200: { type: 'array', items: completionSummary }, ...problemResponses },
  },
  /** Staff open a report due on a date. */
  open: {
    params: applicationIdParams,
    body: {
      type: 'object',
      required: ['hatarido'],
      additionalProperties: false,
      properties: {
        hatarido: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
        megnevezes: { type: 'string', minLength: 1, maxLength: 200 },
      },
    },
    response: { 201: completionSummary, ...problemResponses },
  },
  detail: { params: completionIdParams, response: { 200: completionDetail, ...problemResponses } },
  saveDraft: {
    params: completionIdParams,
    body: {
      type: 'object',
      required: ['adatok', 'verzio'],
      additionalProperties: false,
      properties: {
        adatok: { type: 'object', additionalProperties: true },
        verzio: { type: 'integer', minimum: 1, maximum: 2147483647 },
      },
    },
    response: {
      200: { type: 'object', required: ['verzio'], properties: { verzio: { type: 'integer' } } },
      ...problemResponses,
    },
  },
  uploadDocument: {
    params: {
      type: 'object',
      required: ['completionId', 'kategoria'],
      properties: {
        completionId: numericId,
        kategoria: { type: 'string', pattern: '^[A-Z0-9_]{1,64}$' },
      },
      additionalProperties: false,
    },
    response: { 201: documentMetadata, ...problemResponses },
  },
  submit: {
    params: completionIdParams,
    response: { 200: completionDetail, ...problemResponses },
  },
  /**
   * Staff accept a submitted report or return it for correction (decision 0031); a return needs
   * a note saying what to fix, which the applicant reads on the report and in the mail.
   */
  review: {
    params: completionIdParams,
    body: {
      type: 'object',
      required: ['dontes'],
      additionalProperties: false,
      properties: {
        dontes: { type: 'string', enum: ['ELFOGADVA', 'JAVITASRA_VISSZAKULDVE'] },
        megjegyzes: { type: 'string', maxLength: 4000 },
      },
    },
    response: { 200: completionDetail, ...problemResponses },
  },
} as const;

/** The request and answer types of completionRoutes (schemas/api/from-schema.ts). */
export type CompletionApi = ApiTypes<typeof completionRoutes>;
