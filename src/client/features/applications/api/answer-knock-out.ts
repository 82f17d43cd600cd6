/**
 * PUT /palyazatok/{id}/kizaro-feltetelek with one confirmation: sent at once on its own (no
 * version: answers are independent facts).
 */
import { api } from '../../../lib/api-client.ts';
import {
  applicationSaveKnockOutResponse,
  type applicationSaveKnockOutBody,
} from '../../../generated/zod/applications/applications.ts';
import { parseResponse, type InputOf } from '../../../lib/parse-response.ts';
import type { SaveResult } from '../../../application/api/types.ts';

export function answerKnockOut(
  applicationId: number,
  criterion: string,
  confirmed: boolean,
): Promise<SaveResult> {
  const body: InputOf<typeof applicationSaveKnockOutBody> = {
    megerositesek: { [criterion]: confirmed },
  };
  return parseResponse(
    api().put(`palyazatok/${applicationId}/kizaro-feltetelek`, { json: body }),
    applicationSaveKnockOutResponse,
  );
}
