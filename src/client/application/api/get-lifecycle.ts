/**
 * GET /palyazatok/{id}/allapot: the application's status, timeline, what the applicant can do
 * next and why not, and the open supplement request. Read by the /progress pages and by the
 * supplement lock of the application screens (one query key: one request serves all, and the
 * lifecycle's mutations refresh it). Answers of schemas/api/lifecycle/lifecycle.ts.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { lifecycleStateResponse } from '../../generated/zod/lifecycle/lifecycle.ts';
import { parseResponse, type ParsedBy } from '../../lib/parse-response.ts';

export type LifecycleState = ParsedBy<typeof lifecycleStateResponse>;

/** The open supplement request: deadline (ISO instant) and what may be changed. */
export type SupplementRequest = NonNullable<LifecycleState['hianypotlas']>;

export type TransitionRow = LifecycleState['allapotvaltasok'][number];

/** The signed final document kept as the record of the submission (issue 16). */
export type SignedFinalDocument = NonNullable<LifecycleState['alairtVeglegesito']>;

export function getLifecycle(id: number): Promise<LifecycleState> {
  return parseResponse(api().get(`palyazatok/${id}/allapot`), lifecycleStateResponse);
}

export function lifecycleQueryOptions(id: number) {
  return queryOptions({ queryKey: queryKeys.lifecycle(id), queryFn: () => getLifecycle(id) });
}

export function useLifecycle(id: number | null) {
  return useQuery({ ...lifecycleQueryOptions(id ?? 0), enabled: id !== null });
}
