/** GET /backoffice/felhivasok/{azonosito}: a loaded call as the applicant screens get it, any status. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { callEditorDetailResponse } from '../../../generated/zod/backoffice/call-editor.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import type { CallDetail } from '../../../application/api/types.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export async function getCallPreview(identifier: string): Promise<CallDetail> {
  const call = await parseResponse(
    api().get(`backoffice/felhivasok/${identifier}`),
    callEditorDetailResponse,
  );
  // The call texts, as in getCall (src/client/application/api/get-call.ts): open in the schema,
  // checked against CallTexts by the server's catalogue loader.
  return call as CallDetail;
}

export function callPreviewQueryOptions(identifier: string) {
  return queryOptions({
    queryKey: queryKeys.backofficeCallPreview(identifier),
    queryFn: () => getCallPreview(identifier),
  });
}

export function useCallPreview(identifier: string) {
  return useQuery(callPreviewQueryOptions(identifier));
}
