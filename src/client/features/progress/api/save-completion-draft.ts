/**
 * PUT /zaro-beszamolok/{completionId}: the report's draft, on top of the version it was typed on
 * (409 when someone saved in between). A save sent while the page closes may be cut off; the
 * autosave hook's local draft keeps what was typed and sends it on the next visit.
 */
import { api } from '../../../lib/api-client.ts';
import {
  completionSaveDraftResponse,
  type completionSaveDraftBody,
} from '../../../generated/zod/completion/completion.ts';
import { parseResponse, type InputOf, type ParsedBy } from '../../../lib/parse-response.ts';

export function saveCompletionDraft(
  completionId: number,
  adatok: InputOf<typeof completionSaveDraftBody>['adatok'],
  verzio: number,
): Promise<ParsedBy<typeof completionSaveDraftResponse>> {
  const body: InputOf<typeof completionSaveDraftBody> = { adatok, verzio };
  return parseResponse(
    api().put(`zaro-beszamolok/${completionId}`, { json: body }),
    completionSaveDraftResponse,
  );
}
