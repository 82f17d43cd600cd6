/**
 * Schemas of the back office's API (docs/decisions/0017): the work queue with the spec's list
 * query and envelope, the counts, the CSV export, the application file, notes and assignment.
 */
import { application } from '../applications/applications.ts';
import { anyObject, applicationIdParams, problemResponses } from '../calls/common.ts';
import { completionReviewSummary, completionSummary } from '../completion/completion.ts';
import { appointmentSlot } from '../contract/contract.ts';
import { documentRoutes } from '../documents/documents.ts';
import type { ApiTypes } from '../from-schema.ts';

const nullableString = { type: ['string', 'null'] } as const;
const idAndName = {
  type: 'object',
  required: ['id', 'nev'],
  properties: { id: { type: 'integer' }, nev: { type: 'string' } },
} as const;
const nullableIdAndName = { ...idAndName, type: ['object', 'null'] } as const;

/** The sortable columns of the queue. */
export const QUEUE_SORT_BY = [
  'id',
  'azonosito',
  'statusz',
  'benyujtasDatuma',
  'hianypotlasHatarido',
  'tamogatastIgenylo',
  'felhivas',
  'igenyeltTamogatas',
] as const;

/** The spec's list query; our filterData is an object of the queue's filters. */
export const queueQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    filterData: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: {
        kereses: { type: ['string', 'null'], maxLength: 250 },
        statusz: {
          type: ['array', 'null'],
          maxItems: 30,
          items: { type: 'string', pattern: '^[A-Z_]{1,40}$' },
        },
        felhivasId: { type: ['integer', 'null'], minimum: 1 },
        varakozas: { type: ['string', 'null'], enum: ['MI', 'PALYAZO', null] },
        csakSajat: { type: ['boolean', 'null'] },
      },
    },
    sort: {
      type: 'object',
      additionalProperties: false,
      properties: {
        sortBy: { type: 'string', enum: [...QUEUE_SORT_BY] },
        sortDirection: { type: 'string', enum: ['asc', 'desc'] },
      },
    },
    page: {
      type: 'object',
      additionalProperties: false,
      properties: {
        pageIndex: { type: 'integer', minimum: 0, maximum: 100000 },
        pageSize: { type: 'integer', minimum: 1, maximum: 100 },
      },
    },
  },
} as const;

const queueRow = {
  type: 'object',
  required: ['id', 'azonosito', 'statusz', 'felhivas', 'tamogatastIgenylo', 'varakozas'],
  properties: {
    id: { type: 'integer' },
    azonosito: { type: 'string' },
    projektCim: nullableString,
    statusz: { type: 'string' },
    benyujtasAllapot: nullableString,
    benyujtasDatuma: nullableString,
    hianypotlasHatarido: nullableString,
    igenyeltTamogatas: { type: ['number', 'null'] },
    felhivas: idAndName,
    tamogatastIgenylo: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        nev: { type: 'string' },
        adoszam: { type: 'string' },
      },
    },
    felelos: nullableIdAndName,
    varakozas: { type: ['string', 'null'], enum: ['MI', 'PALYAZO', null] },
  },
} as const;

const queuePage = {
  type: 'object',
  required: ['data', 'totalPages', 'totalElements'],
  properties: {
    data: { type: 'array', items: queueRow },
    totalPages: { type: 'integer' },
    totalElements: { type: 'integer' },
  },
} as const;

const counts = {
  type: 'object',
  required: ['sorok'],
  properties: {
    sorok: {
      type: 'array',
      items: {
        type: 'object',
        required: ['felhivas', 'statusz', 'darab'],
        properties: {
          felhivas: idAndName,
          statusz: { type: 'string' },
          darab: { type: 'integer' },
        },
      },
    },
  },
} as const;

const item = {
  type: 'object',
  required: ['tetel', 'nev'],
  properties: { tetel: { type: 'string' }, nev: { type: 'string' } },
} as const;

const documentVersion = {
  type: 'object',
  required: [
    'uuid',
    'version',
    'documentType',
    'filename',
    'contentType',
    'size',
    'uploadDate',
    'uploaderName',
    'visible',
    'scanStatus',
    'completionReportId',
  ],
  properties: {
    uuid: { type: 'string' },
    version: { type: 'integer' },
    documentType: { type: 'string' },
    filename: { type: 'string' },
    contentType: { type: 'string' },
    size: { type: 'integer' },
    uploadDate: { type: 'string' },
    uploaderName: nullableString,
    visible: { type: 'boolean' },
    scanStatus: { type: 'string' },
    completionReportId: { type: ['integer', 'null'] },
  },
} as const;

const fileCompletionReport = {
  type: 'object',
  required: [...completionSummary.required, 'benyujtva', 'adatok', 'elbiralasok'],
  properties: {
    ...completionSummary.properties,
    adatok: { type: 'object', additionalProperties: true },
    elbiralasok: {
      type: 'array',
      items: {
        type: 'object',
        required: [...completionReviewSummary.required, 'elbiralo'],
        properties: { ...completionReviewSummary.properties, elbiralo: nullableIdAndName },
      },
    },
  },
} as const;

const note = {
  type: 'object',
  required: ['id', 'szoveg', 'szerzo', 'idopont'],
  properties: {
    id: { type: 'integer' },
    szoveg: { type: 'string' },
    szerzo: idAndName,
    idopont: { type: 'string' },
  },
} as const;

const transition = {
  type: 'object',
  required: [
    'id',
    'elozoStatusz',
    'elozoBenyujtasAllapot',
    'ujStatusz',
    'ujBenyujtasAllapot',
    'esemeny',
    'szereplo',
    'felhasznalo',
    'indoklas',
    'idopont',
  ],
  properties: {
    id: { type: 'integer' },
    elozoStatusz: { type: 'string' },
    elozoBenyujtasAllapot: nullableString,
    ujStatusz: { type: 'string' },
    ujBenyujtasAllapot: nullableString,
    esemeny: { type: 'string' },
    szereplo: { type: 'string' },
    felhasznalo: nullableIdAndName,
    indoklas: nullableString,
    idopont: { type: 'string' },
  },
} as const;

const applicationFile = {
  type: 'object',
  // Every part is always sent (null where there is none), nested parts too, so the client's type
  // needs no guards.
  required: [
    'palyazat',
    'felhivas',
    'statusz',
    'verzio',
    'egyediMezok',
    'kizaroFeltetelek',
    'nyilatkozatok',
    'dokumentumok',
    'allapotvaltasok',
    'torzsadatPillanatkep',
    'hianypotlas',
    'felelos',
    'megjegyzesek',
    'muveletek',
    'jogok',
    'hianypotlasValasztek',
    'idopontok',
    'zaroBeszamolok',
  ],
  properties: {
    palyazat: application,
    felhivas: {
      type: 'object',
      required: ['id', 'azonosito', 'nev'],
      properties: {
        id: { type: 'integer' },
        azonosito: { type: 'string' },
        nev: { type: 'string' },
      },
    },
    statusz: { type: 'string' },
    benyujtasAllapot: nullableString,
    verzio: { type: 'integer' },
    egyediMezok: anyObject,
    kizaroFeltetelek: {
      type: 'array',
      items: {
        type: 'object',
        required: ['kriterium', 'nev', 'megerositve', 'idopont'],
        properties: {
          kriterium: { type: 'string' },
          nev: { type: 'string' },
          megerositve: { type: 'boolean' },
          idopont: { type: 'string' },
        },
      },
    },
    nyilatkozatok: {
      type: 'array',
      items: {
        type: 'object',
        required: ['nyilatkozat', 'nev', 'elfogadva', 'felhasznalo', 'idopont'],
        properties: {
          nyilatkozat: { type: 'string' },
          nev: { type: 'string' },
          elfogadva: { type: 'boolean' },
          felhasznalo: {
            type: 'object',
            required: ['id', 'nev'],
            properties: { id: { type: ['integer', 'null'] }, nev: { type: 'string' } },
          },
          idopont: { type: 'string' },
        },
      },
    },
    dokumentumok: {
      type: 'array',
      items: {
        type: 'object',
        required: [...documentVersion.required, 'kategoriaNev', 'korabbiVerziok'],
        properties: {
          ...documentVersion.properties,
          kategoriaNev: { type: 'string' },
          korabbiVerziok: { type: 'array', items: documentVersion },
        },
      },
    },
    allapotvaltasok: { type: 'array', items: transition },
    torzsadatPillanatkep: {
      type: ['object', 'null'],
      required: ['keszult', 'tamogatastIgenylo', 'tulajdonosok'],
      properties: {
        keszult: { type: 'string' },
        tamogatastIgenylo: anyObject,
        tulajdonosok: { type: 'array', items: anyObject },
      },
    },
    hianypotlas: {
      type: ['object', 'null'],
      required: ['hatarido', 'tetelek'],
      properties: { hatarido: { type: 'string' }, tetelek: { type: 'array', items: item } },
    },
    felelos: {
      type: ['object', 'null'],
      required: ['id', 'nev', 'ota'],
      properties: { id: { type: 'integer' }, nev: { type: 'string' }, ota: { type: 'string' } },
    },
    megjegyzesek: { type: 'array', items: note },
    muveletek: {
      type: 'array',
      items: {
        type: 'object',
        required: ['esemeny', 'akadalyok'],
        properties: {
          esemeny: { type: 'string' },
          akadalyok: { type: 'array', items: { type: 'string' } },
        },
      },
    },
    hianypotlasValasztek: { type: 'array', items: item },
    /** The appointment slots offered for signing the contract, booked or free (issue 15). */
    idopontok: { type: 'array', items: appointmentSlot },
    /**
     * The completion reports opened on the application, oldest first (issue 15), each with what
     * the applicant entered (the report form's data; its attachments are among `dokumentumok`
     * with their `completionReportId`) and the staff decisions on it with who took them.
     */
    zaroBeszamolok: { type: 'array', items: fileCompletionReport },
    /** What the viewer's roles may do here (decision 0017's table). */
    jogok: {
      type: 'object',
      required: ['esemenyKuldes', 'felvetelEsMegjegyzes'],
      properties: {
        esemenyKuldes: { type: 'boolean' },
        felvetelEsMegjegyzes: { type: 'boolean' },
      },
    },
  },
} as const;

/**
 * A status mail the outbox gave up on (issue 18): what it was and why it failed, for ADMIN staff.
 * Outbox mails carry no secrets (status mails and receipts; set-password and 2FA mails never go
 * through the outbox), and their parameters are not listed, only the subject they render to.
 */
const failedMail = {
  type: 'object',
  required: [
    'id',
    'sablon',
    'targy',
    'cimzett',
    'nyelv',
    'palyazat',
    'probalkozasok',
    'utolsoHiba',
    'letrehozva',
    'sikertelen',
  ],
  properties: {
    id: { type: 'integer' },
    /** The mail's template: a key of the 'progress' namespace's mails.* texts. */
    sablon: { type: 'string' },
    /** The subject the recipient would have read, in the mail's language. */
    targy: { type: 'string' },
    cimzett: { type: 'string' },
    nyelv: { type: 'string', enum: ['hu', 'en'] },
    palyazat: {
      type: ['object', 'null'],
      required: ['id', 'azonosito'],
      properties: { id: { type: 'integer' }, azonosito: { type: ['string', 'null'] } },
    },
    probalkozasok: { type: 'integer' },
    /** The last delivery error (the SMTP server's answer), at most 1000 characters. */
    utolsoHiba: nullableString,
    letrehozva: { type: 'string' },
    sikertelen: nullableString,
  },
} as const;

export const backOfficeRoutes = {
  /** ADMIN only: the mails the outbox gave up on, most recent first (at most 200). */
  failedMails: {
    response: {
      200: {
        type: 'object',
        required: ['levelek'],
        properties: { levelek: { type: 'array', items: failedMail } },
      },
      ...problemResponses,
    },
  },
  /** ADMIN only: a failed mail back to the outbox, due now, attempts counted afresh. */
  retryMail: {
    params: applicationIdParams,
    response: {
      200: {
        type: 'object',
        required: ['id', 'allapot'],
        properties: { id: { type: 'integer' }, allapot: { type: 'string', const: 'PENDING' } },
      },
      ...problemResponses,
    },
  },
  /** A document version's bytes (as the applicant's download; the same params and query). */
  download: { ...documentRoutes.download, response: { ...problemResponses } },
  queue: { body: queueQuery, response: { 200: queuePage, ...problemResponses } },
  counts: { response: { 200: counts, ...problemResponses } },
  /** Answers text/csv; only the problems have a schema. */
  exportCsv: { body: queueQuery, response: { ...problemResponses } },
  file: { params: applicationIdParams, response: { 200: applicationFile, ...problemResponses } },
  addNote: {
    params: applicationIdParams,
    body: {
      type: 'object',
      required: ['szoveg'],
      additionalProperties: false,
      properties: { szoveg: { type: 'string', minLength: 1, maxLength: 4000, pattern: '\\S' } },
    },
    response: { 201: note, ...problemResponses },
  },
  assign: {
    params: applicationIdParams,
    response: {
      200: { type: 'object', required: ['felelos'], properties: { felelos: nullableIdAndName } },
      ...problemResponses,
    },
  },
} as const;

/** The request and answer types of backOfficeRoutes (schemas/api/from-schema.ts). */
export type BackOfficeApi = ApiTypes<typeof backOfficeRoutes>;
