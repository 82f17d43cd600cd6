/** GET /palyazatok/{id}: one application with its completion, custom-field values and knock-out answers. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { ApplicationDetail } from './types.ts';

export function getApplication(id: number): Promise<ApplicationDetail> {
  return api().get(`palyazatok/${id}`).json<ApplicationDetail>();
}

export function applicationQueryOptions(id: number) {
  return queryOptions({ queryKey: ['applications', id], queryFn: () => getApplication(id) });
}

export function useApplication(id: number | null) {
  return useQuery({ ...applicationQueryOptions(id ?? 0), enabled: id !== null });
}
