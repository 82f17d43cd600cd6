/**
 * Schemas of the financial-data calls (our design): GET /tamogatast-igenylok/{id}/penzugyi-adatok
 * answers the years and the derived enterprise size; /penzugyi-adatok creates, updates, deletes
 * one closed business year.
 */
import { errorResponses, id, idParams, noContent, reference, version } from './common.ts';
import { ENTERPRISE_SIZES } from './value-sets.ts';
import type { ApiTypes } from '../from-schema.ts';

/** One closed business year; amounts in forints; the operating result may be negative. */
export const financialYearBody = {
  type: 'object',
  required: [
    'tamogatastIgenylo',
    'ev',
    'nettoArbevetel',
    'merlegfoosszeg',
    'atlagosLetszam',
    'uzemiEredmeny',
  ],
  properties: {
    id,
    tamogatastIgenylo: reference,
    ev: { type: 'integer', minimum: 1990, maximum: 2100 },
    nettoArbevetel: { type: 'number', minimum: 0, maximum: 1e15 },
    merlegfoosszeg: { type: 'number', minimum: 0, maximum: 1e15 },
    atlagosLetszam: { type: 'number', minimum: 0, maximum: 1e7 },
    uzemiEredmeny: { type: 'number', minimum: -1e15, maximum: 1e15 },
    verzio: version,
  },
} as const;

export const financialYearResponse = {
  type: 'object',
  required: [
    'id',
    'ev',
    'nettoArbevetel',
    'merlegfoosszeg',
    'atlagosLetszam',
    'uzemiEredmeny',
    'verzio',
  ],
  properties: {
    id: { type: 'integer' },
    tamogatastIgenylo: { type: 'object', properties: { id: { type: 'integer' } } },
    ev: { type: 'integer' },
    nettoArbevetel: { type: 'number' },
    merlegfoosszeg: { type: 'number' },
    atlagosLetszam: { type: 'number' },
    uzemiEredmeny: { type: 'number' },
    verzio: { type: 'integer' },
  },
} as const;

const nullableNumber = { type: ['number', 'null'] } as const;

/** The derived size with the figures that decided it (src/shared/enterprise-size.ts). */
export const enterpriseSizeResponse = {
  type: 'object',
  required: [
    'size',
    'basisYear',
    'measuredSize',
    'keptPreviousStatus',
    'limitingFactor',
    'averageHeadcount',
    'netRevenueEur',
    'balanceSheetTotalEur',
    'eurHufRate',
  ],
  properties: {
    /** The status, or null without any figures (src/shared/enterprise-size.ts). */
    size: { type: ['string', 'null'], enum: [...ENTERPRISE_SIZES, null] },
    /** The latest year, whose figures are shown as the reason. */
    basisYear: { type: ['integer', 'null'] },
    /** The size the latest year's figures alone would give. */
    measuredSize: { type: ['string', 'null'], enum: [...ENTERPRISE_SIZES, null] },
    /** True when the two-consecutive-years rule kept an earlier status. */
    keptPreviousStatus: { type: 'boolean' },
    /** Which criterion kept the enterprise out of the next smaller size (null for micro). */
    limitingFactor: { type: ['string', 'null'], enum: ['headcount', 'financial', null] },
    averageHeadcount: nullableNumber,
    netRevenueEur: nullableNumber,
    balanceSheetTotalEur: nullableNumber,
    eurHufRate: { type: 'number' },
  },
} as const;

export const financialRoutes = {
  get: {
    params: idParams,
    response: {
      200: {
        type: 'object',
        required: ['evek', 'vallalkozasMeret'],
        properties: {
          evek: { type: 'array', items: financialYearResponse },
          vallalkozasMeret: enterpriseSizeResponse,
        },
      },
      ...errorResponses,
    },
  },
  create: { body: financialYearBody, response: { 201: financialYearResponse, ...errorResponses } },
  update: {
    params: idParams,
    body: { ...financialYearBody, required: [...financialYearBody.required, 'verzio'] },
    response: { 200: financialYearResponse, ...errorResponses },
  },
  remove: { params: idParams, response: { ...noContent, ...errorResponses } },
} as const;

/** The request and answer types of financialRoutes (schemas/api/from-schema.ts). */
export type FinancialApi = ApiTypes<typeof financialRoutes>;
