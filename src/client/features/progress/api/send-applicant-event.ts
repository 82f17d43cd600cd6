/**
 * POST /palyazatok/{id}/palyazoi-esemenyek: an event of the applicant that has no screen of its
 * own (answering a supplement request), on top of the version the page read.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface EventResult {
  statusz: string;
  benyujtasAllapot: string | null;
  verzio: number;
}

export function sendApplicantEvent(id: number, esemeny: string, verzio: number) {
  return api()
    .post(`palyazatok/${id}/palyazoi-esemenyek`, { json: { esemeny, verzio } })
    .json<EventResult>();
}

export function useSendApplicantEvent(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { esemeny: string; verzio: number }) =>
      sendApplicantEvent(id, input.esemeny, input.verzio),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['lifecycle', id] }),
        client.invalidateQueries({ queryKey: ['applications'] }),
      ]),
  });
}
