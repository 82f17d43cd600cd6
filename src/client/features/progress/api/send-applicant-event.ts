/**
 * POST /palyazatok/{id}/palyazoi-esemenyek: an event of the applicant that has no screen of its
 * own (answering a supplement request), on top of the version the page read.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import {
  lifecycleApplicantEventResponse,
  type lifecycleApplicantEventBody,
} from '../../../generated/zod/lifecycle/lifecycle.ts';
import { parseResponse, type InputOf, type ParsedBy } from '../../../lib/parse-response.ts';

export type EventResult = ParsedBy<typeof lifecycleApplicantEventResponse>;

/** The event and the version the page read. */
export type ApplicantEvent = InputOf<typeof lifecycleApplicantEventBody>;

export function sendApplicantEvent(id: number, event: ApplicantEvent): Promise<EventResult> {
  return parseResponse(
    api().post(`palyazatok/${id}/palyazoi-esemenyek`, { json: event }),
    lifecycleApplicantEventResponse,
  );
}

export function useSendApplicantEvent(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (event: ApplicantEvent) => sendApplicantEvent(id, event),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.lifecycle(id) }),
        client.invalidateQueries({ queryKey: queryKeys.applications() }),
      ]),
  });
}
