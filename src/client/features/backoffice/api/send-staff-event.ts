/**
 * POST /palyazatok/{id}/esemenyek: a staff event, through the lifecycle's own route (the one
 * authority, decision 0017), on top of the version the file showed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import {
  lifecycleStaffEventResponse,
  type lifecycleStaffEventBody,
} from '../../../generated/zod/lifecycle/lifecycle.ts';
import { parseResponse, type InputOf, type ParsedBy } from '../../../lib/parse-response.ts';

/** The event, the version the file showed, and for REQUEST_SUPPLEMENT the deadline and items. */
export type StaffEventInput = InputOf<typeof lifecycleStaffEventBody>;

export function sendStaffEvent(
  id: number,
  input: StaffEventInput,
): Promise<ParsedBy<typeof lifecycleStaffEventResponse>> {
  return parseResponse(
    api().post(`palyazatok/${id}/esemenyek`, { json: input }),
    lifecycleStaffEventResponse,
  );
}

export function useSendStaffEvent(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffEventInput) => sendStaffEvent(id, input),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.backoffice() }),
  });
}
