/**
 * The status and open supplement request of an application: GET /palyazatok/{id}/allapot, the
 * lifecycle state the /progress pages read too (same query key, so one request serves both and
 * the lifecycle's invalidations refresh it). Read by the supplement lock (hooks/use-supplement-lock.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface SupplementRequest {
  /** The deadline (ISO instant), shown in Budapest time. */
  hatarido: string;
  /** What may be changed: sections or fields (src/shared/supplement-items.ts). */
  tetelek: string[];
}

/** The part of the lifecycle state the application screens read. */
interface LifecycleStateHead {
  statusz: string;
  hianypotlas: SupplementRequest | null;
}

export function getLifecycleState(id: number): Promise<LifecycleStateHead> {
  return api().get(`palyazatok/${id}/allapot`).json<LifecycleStateHead>();
}

export function lifecycleStateQueryOptions(id: number) {
  return queryOptions({ queryKey: ['lifecycle', id], queryFn: () => getLifecycleState(id) });
}
