/**
 * Schemas of the call editors' API (docs/decisions/0017, issue 15 item 5): the call folders the
 * server loaded, the problems of the folders as they are on disk now, and one call's preview.
 */
import { callDetail, callRoutes } from '../calls/calls.ts';
import { problemResponses } from '../calls/common.ts';
import type { ApiTypes } from '../from-schema.ts';

/** One problem of a call folder: the folder (null: the calls directory itself), file, text. */
const folderProblem = {
  type: 'object',
  required: ['mappa', 'fajl', 'problema'],
  properties: {
    mappa: { type: ['string', 'null'] },
    fajl: { type: 'string' },
    problema: { type: 'string' },
  },
} as const;

/** A call folder: what the database holds (loaded at start) and what the disk says now. */
const folder = {
  type: 'object',
  required: ['azonosito', 'betoltve', 'nev', 'statusz', 'aktiv', 'lemezen', 'problemak'],
  properties: {
    azonosito: { type: 'string' },
    /** Loaded into the database at start-up. */
    betoltve: { type: 'boolean' },
    nev: { type: 'object', properties: { hu: { type: 'string' }, en: { type: 'string' } } },
    statusz: { type: ['string', 'null'] },
    aktiv: { type: 'boolean' },
    /**
     * The folder on disk now: SAME (what was loaded), CHANGED (valid, loaded at the next start),
     * INVALID (has problems: the next start would refuse it), MISSING (no folder any more).
     */
    lemezen: { type: 'string', enum: ['SAME', 'CHANGED', 'INVALID', 'MISSING'] },
    problemak: { type: 'array', items: folderProblem },
  },
} as const;

export const callEditorRoutes = {
  list: {
    response: {
      200: {
        type: 'object',
        required: ['mappak', 'altalanosProblemak'],
        properties: {
          mappak: { type: 'array', items: folder },
          /** Problems outside any call folder (the categories file, the directory). */
          altalanosProblemak: { type: 'array', items: folderProblem },
        },
      },
      ...problemResponses,
    },
  },
  /** A loaded call as the applicant screens receive it, whatever its status. */
  detail: {
    params: callRoutes.detail.params,
    response: { 200: callDetail, ...problemResponses },
  },
} as const;

/** The request and answer types of callEditorRoutes (schemas/api/from-schema.ts). */
export type CallEditorApi = ApiTypes<typeof callEditorRoutes>;
