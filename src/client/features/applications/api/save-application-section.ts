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
import type { QueryClient } from '@tanstack/react-query';
import type {
  Application,
  ApplicationDetail,
  ApplicationWithCompletion,
  SaveResult,
} from '../../../application/api/types.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

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

/**
 * Puts a section's save into the cached application and the cached application lists (the
 * selector shows the project title, the dashboard the completion) from what was sent and what the
 * server answered: the new version and the completion. Nothing is fetched again and nothing else
 * is touched — invalidating every application query after each draft refetched the application
 * and the lists and rendered the page and the shell again, under the keystrokes that followed
 * (issue 17). `changes`: the application's fields as saved (the loan claim), or the custom-field
 * values as the server keeps them.
 */
export function keepSectionSave(
  client: QueryClient,
  applicationId: number,
  changes: { fields?: Partial<Application>; customFields?: ApplicationDetail['egyediMezok'] },
  result: SaveResult,
): void {
  const saved = { ...changes.fields, verzio: result.verzio };
  client.setQueryData<ApplicationDetail>(queryKeys.application(applicationId), (detail) =>
    detail
      ? {
          ...detail,
          palyazat: { ...detail.palyazat, ...saved },
          teljesites: result.teljesites,
          ...(changes.customFields ? { egyediMezok: changes.customFields } : {}),
        }
      : detail,
  );
  client.setQueriesData<ApplicationWithCompletion[]>(
    { queryKey: queryKeys.applicationLists() },
    (list) =>
      list?.some((entry) => entry.id === applicationId)
        ? list.map((entry) =>
            entry.id === applicationId
              ? { ...entry, ...saved, teljesites: result.teljesites }
              : entry,
          )
        : list,
  );
}
