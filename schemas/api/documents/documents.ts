/** Schemas of the document and statement calls of an application. */
import { applicationIdParams, numericId, problemResponses } from '../calls/common.ts';
import { requiredDocument } from '../calls/calls.ts';
import type { ApiTypes } from '../from-schema.ts';

/** The states of a document's virus scan (src/server/uploads/scanner.ts). */
export const SCAN_STATES = [
  'PENDING_SCAN',
  'CLEAN',
  'INFECTED',
  'NOT_SCANNED',
  'SCAN_FAILED',
] as const;

/**
 * Document metadata of spec section 3: every field is always sent (null where the value is
 * absent), so the repository's type derived from it (DocumentPayload) builds exactly this answer.
 */
export const documentMetadata = {
  type: 'object',
  required: [
    'uuid',
    'version',
    'tenderId',
    'loanProductId',
    'documentType',
    'customLabels',
    'pageType',
    'mainType',
    'subType',
    'contentType',
    'filename',
    'size',
    'sha256',
    'uploadDate',
    'uploaderId',
    'uploaderName',
    'deletable',
    'visible',
    'scanStatus',
    'completionReportId',
  ],
  properties: {
    uuid: { type: 'string' },
    version: { type: 'integer' },
    tenderId: { type: 'integer' },
    loanProductId: { type: 'integer' },
    documentType: { type: 'string' },
    customLabels: {
      type: 'array',
      items: {
        type: 'object',
        required: ['label', 'value'],
        properties: { label: { type: 'string' }, value: { type: 'string' } },
      },
    },
    pageType: { type: ['string', 'null'] },
    mainType: { type: ['string', 'null'] },
    subType: { type: ['string', 'null'] },
    contentType: { type: 'string' },
    filename: { type: 'string' },
    size: { type: 'integer' },
    sha256: { type: 'string' },
    uploadDate: { type: 'string' },
    uploaderId: { type: ['integer', 'null'] },
    /** The uploader's name (null once the user is gone or for system uploads). */
    uploaderName: { type: ['string', 'null'] },
    deletable: { type: 'boolean' },
    visible: { type: 'boolean' },
    /** PENDING_SCAN until clamd says CLEAN; NOT_SCANNED when no ClamAV is configured. */
    scanStatus: { type: 'string', enum: SCAN_STATES },
    /** The completion report the document belongs to (docs/decisions/0011), null otherwise. */
    completionReportId: { type: ['integer', 'null'] },
  },
} as const;

const uuidParams = {
  type: 'object',
  required: ['uuid'],
  properties: { uuid: { type: 'string', format: 'uuid' } },
  additionalProperties: false,
} as const;

const statementAnswer = {
  type: 'object',
  required: ['azonosito', 'kotelezo', 'elfogadva'],
  properties: {
    azonosito: { type: 'string' },
    kotelezo: { type: 'boolean' },
    sorrend: { type: 'integer' },
    elfogadva: { type: 'boolean' },
    felhasznalo: {
      type: ['object', 'null'],
      properties: { id: { type: ['integer', 'null'] }, nev: { type: 'string' } },
    },
    idopont: { type: ['string', 'null'] },
  },
} as const;

export const documentRoutes = {
  list: {
    params: applicationIdParams,
    response: {
      200: {
        type: 'object',
        required: ['kovetelmenyek', 'dokumentumok'],
        properties: {
          kovetelmenyek: {
            type: 'array',
            /** documentRequirementsOf (src/server/calls/call-detail.ts) fills every field. */
            items: {
              type: 'object',
              required: [...requiredDocument.required, 'note', 'teljesitve'],
              properties: { ...requiredDocument.properties, teljesitve: { type: 'boolean' } },
            },
          },
          /** The latest version of each document, with the versions before it (newest first). */
          dokumentumok: {
            type: 'array',
            items: {
              type: 'object',
              required: [...documentMetadata.required, 'korabbiVerziok'],
              properties: {
                ...documentMetadata.properties,
                korabbiVerziok: { type: 'array', items: documentMetadata },
              },
            },
          },
        },
      },
      ...problemResponses,
    },
  },
  upload: {
    params: {
      type: 'object',
      required: ['id', 'kategoria'],
      properties: { id: numericId, kategoria: { type: 'string', pattern: '^[A-Z0-9_]{1,64}$' } },
      additionalProperties: false,
    },
    response: { 201: documentMetadata, ...problemResponses },
  },
  versions: {
    params: uuidParams,
    response: { 200: { type: 'array', items: documentMetadata }, ...problemResponses },
  },
  download: {
    params: uuidParams,
    querystring: {
      type: 'object',
      properties: { verzio: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' } },
      additionalProperties: false,
    },
  },
  remove: { params: uuidParams, response: { 204: { type: 'null' }, ...problemResponses } },
  visibility: {
    params: uuidParams,
    body: {
      type: 'object',
      required: ['lathato'],
      additionalProperties: false,
      properties: { lathato: { type: 'boolean' } },
    },
    response: { 200: { type: 'array', items: documentMetadata }, ...problemResponses },
  },
} as const;

export const statementRoutes = {
  list: {
    params: applicationIdParams,
    response: { 200: { type: 'array', items: statementAnswer }, ...problemResponses },
  },
  answer: {
    params: {
      type: 'object',
      required: ['id', 'nyilatkozat'],
      properties: { id: numericId, nyilatkozat: { type: 'string', pattern: '^[A-Z0-9_-]{1,64}$' } },
      additionalProperties: false,
    },
    body: {
      type: 'object',
      required: ['elfogadva'],
      additionalProperties: false,
      properties: { elfogadva: { type: 'boolean' } },
    },
    response: { 200: statementAnswer, ...problemResponses },
  },
} as const;

/** The request and answer types of documentRoutes (schemas/api/from-schema.ts). */
export type DocumentApi = ApiTypes<typeof documentRoutes>;

/** The request and answer types of statementRoutes (schemas/api/from-schema.ts). */
export type StatementApi = ApiTypes<typeof statementRoutes>;
