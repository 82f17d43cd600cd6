/**
 * PUT /zaro-beszamolok/{completionId}: the report's draft, on top of the version it was typed on
 * (409 when someone saved in between). A save sent while the page closes may be cut off; the
 * autosave hook's local draft keeps what was typed and sends it on the next visit.
 */
import { api } from '../../../lib/api-client.ts';

export function saveCompletionDraft(
  completionId: number,
  adatok: Record<string, unknown>,
  verzio: number,
): Promise<{ verzio: number }> {
  return api()
    .put(`zaro-beszamolok/${completionId}`, { json: { adatok, verzio } })
    .json<{ verzio: number }>();
}
