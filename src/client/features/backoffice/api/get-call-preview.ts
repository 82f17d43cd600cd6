/** GET /backoffice/felhivasok/{azonosito}: a loaded call as the applicant screens get it, any status. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CallDetail } from '../../../tender/api/types.ts';

export function getCallPreview(identifier: string): Promise<CallDetail> {
  return api().get(`backoffice/felhivasok/${identifier}`).json<CallDetail>();
}

export function callPreviewQueryOptions(identifier: string) {
  return queryOptions({
    queryKey: ['backoffice', 'call-preview', identifier],
    queryFn: () => getCallPreview(identifier),
  });
}

export function useCallPreview(identifier: string) {
  return useQuery(callPreviewQueryOptions(identifier));
}
