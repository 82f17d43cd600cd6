/**
 * PUT /palyazatok/{id}/hiteligenyles | egyedi-mezok | kizaro-feltetelek. `draft` (autosave) stores
 * whatever was typed and returns the problems; a final save with problems answers 422.
 */
import { getRuntimeConfig } from '../../../lib/runtime-config.ts';
import { api, readCookie } from '../../../lib/api-client.ts';
import {
  applicationSaveCustomFieldsResponse,
  applicationSaveKnockOutResponse,
  applicationSaveLoanClaimResponse,
} from '../../../generated/zod/applications/applications.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import type { SaveResult } from '../../../application/api/types.ts';

/** The answer's parser of each section's save route (all three answer a save result). */
const SAVE_ANSWERS = {
  hiteligenyles: applicationSaveLoanClaimResponse,
  'egyedi-mezok': applicationSaveCustomFieldsResponse,
  'kizaro-feltetelek': applicationSaveKnockOutResponse,
} as const;

export type SectionResource = keyof typeof SAVE_ANSWERS;

/** The anti-forgery header the server announces at the handshake (spec section 7). */
const CSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * A request that outlives the page (sent while the tab closes or reloads). Plain fetch with
 * `keepalive`: ky always sets `duplex`, which keepalive requests may not carry.
 */
async function keepaliveRequest(path: string, body: unknown): Promise<Response> {
  const base = getRuntimeConfig().apiUrl.replace(/\/$/, '');
  const response = await fetch(`${base}/${path}`, {
    method: 'PUT',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: readCookie('XSRF-TOKEN') ?? '' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`PUT ${path} answered ${response.status}`);
  return response;
}

export function saveApplicationSection(
  id: number,
  resource: SectionResource,
  body: Record<string, unknown>,
  draft: boolean,
  options: { leaving?: boolean } = {},
): Promise<SaveResult> {
  const path = `palyazatok/${id}/${resource}${draft ? '?vazlat=true' : ''}`;
  return parseResponse(
    options.leaving ? keepaliveRequest(path, body) : api().put(path, { json: body }),
    SAVE_ANSWERS[resource],
  );
}
