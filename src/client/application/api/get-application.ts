/** GET /palyazatok/{id}: one application with its completion, custom-field values and knock-out answers. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { applicationDetailResponse } from '../../generated/zod/applications/applications.ts';
import { parseResponse } from '../../lib/parse-response.ts';
import type { ApplicationDetail } from './types.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function getApplication(id: number): Promise<ApplicationDetail> {
  return parseResponse(api().get(`palyazatok/${id}`), applicationDetailResponse);
}

export function applicationQueryOptions(id: number) {
  return queryOptions({ queryKey: queryKeys.application(id), queryFn: () => getApplication(id) });
}

export function useApplication(id: number | null) {
  return useQuery({ ...applicationQueryOptions(id ?? 0), enabled: id !== null });
}
