/**
 * POST /palyazatok/{id}/szerzodes/idopontok/{idopontId}/foglalas: books an offered slot, which is
 * the lifecycle's BOOK_APPOINTMENT event; the status, the sidebar and the contract page follow.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { contractBookResponse } from '../../../generated/zod/contract/contract.ts';
import { parseResponse, type ParsedBy } from '../../../lib/parse-response.ts';

export type BookingResult = ParsedBy<typeof contractBookResponse>;

export function bookAppointment(id: number, slotId: number): Promise<BookingResult> {
  return parseResponse(
    api().post(`palyazatok/${id}/szerzodes/idopontok/${slotId}/foglalas`, { json: {} }),
    contractBookResponse,
  );
}

export function useBookAppointment(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (slotId: number) => bookAppointment(id, slotId),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.contract(id) }),
        client.invalidateQueries({ queryKey: queryKeys.lifecycle(id) }),
        client.invalidateQueries({ queryKey: queryKeys.applications() }),
      ]),
  });
}
