/** GET /palyazatok/{id}/allapot: status, timeline, what the applicant can do next and why not. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { LifecycleState } from './types.ts';

export function getLifecycle(id: number): Promise<LifecycleState> {
  return api().get(`palyazatok/${id}/allapot`).json<LifecycleState>();
}

export function lifecycleQueryOptions(id: number) {
  return queryOptions({ queryKey: ['lifecycle', id], queryFn: () => getLifecycle(id) });
}

export function useLifecycle(id: number | null) {
  return useQuery({ ...lifecycleQueryOptions(id ?? 0), enabled: id !== null });
}
