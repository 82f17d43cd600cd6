/**
 * PUT /palyazatok/{id}/hiteligenyles | egyedi-mezok | kizaro-feltetelek. `draft` (autosave) stores
 * whatever was typed and returns the problems; a final save with problems answers 422.
 */
import { api } from '../../../lib/api-client.ts';
import type { SaveResult } from './types.ts';

export type SectionResource = 'hiteligenyles' | 'egyedi-mezok' | 'kizaro-feltetelek';

export function saveApplicationSection(
  id: number,
  resource: SectionResource,
  body: Record<string, unknown> & { verzio: number },
  draft: boolean,
): Promise<SaveResult> {
  return api()
    .put(`palyazatok/${id}/${resource}${draft ? '?vazlat=true' : ''}`, {
      json: body,
      keepalive: draft,
    })
    .json<SaveResult>();
}
