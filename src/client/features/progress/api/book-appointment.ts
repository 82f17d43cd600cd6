/**
 * POST /palyazatok/{id}/szerzodes/idopontok/{idopontId}/foglalas: books an offered slot, which is
 * the lifecycle's BOOK_APPOINTMENT event; the status, the sidebar and the contract page follow.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AppointmentSlot } from './types.ts';

export interface BookingResult {
  statusz: string;
  verzio: number;
  foglaltIdopont: AppointmentSlot;
}

export function bookAppointment(id: number, slotId: number): Promise<BookingResult> {
  return api()
    .post(`palyazatok/${id}/szerzodes/idopontok/${slotId}/foglalas`, { json: {} })
    .json<BookingResult>();
}

export function useBookAppointment(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (slotId: number) => bookAppointment(id, slotId),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['contract', id] }),
        client.invalidateQueries({ queryKey: ['lifecycle', id] }),
        client.invalidateQueries({ queryKey: ['applications'] }),
      ]),
  });
}
