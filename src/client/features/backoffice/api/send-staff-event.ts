/**
 * POST /palyazatok/{id}/esemenyek: a staff event, through the lifecycle's own route (the one
 * authority, decision 0017), on top of the version the file showed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface StaffEventInput {
  esemeny: string;
  verzio: number;
  indoklas?: string;
  /** REQUEST_SUPPLEMENT: the deadline (ISO instant) and the items to fix. */
  hatarido?: string;
  tetelek?: string[];
}

export function sendStaffEvent(id: number, input: StaffEventInput) {
  return api().post(`palyazatok/${id}/esemenyek`, { json: input }).json<{ statusz: string }>();
}

export function useSendStaffEvent(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffEventInput) => sendStaffEvent(id, input),
    onSettled: () => client.invalidateQueries({ queryKey: ['backoffice'] }),
  });
}
