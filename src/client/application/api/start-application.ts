/** POST /palyazatok: starts an application for an open call. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import {
  applicationStartResponse,
  type applicationStartBody,
} from '../../generated/zod/applications/applications.ts';
import { parseResponse, type InputOf } from '../../lib/parse-response.ts';
import type { Application } from './types.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function startApplication(input: {
  callId: number;
  applicantId: number;
}): Promise<Application> {
  const body: InputOf<typeof applicationStartBody> = {
    palyazatiFelhivas: { id: input.callId },
    tamogatastIgenylo: { id: input.applicantId },
  };
  return parseResponse(api().post('palyazatok', { json: body }), applicationStartResponse);
}

export function useStartApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startApplication,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.applications() }),
  });
}
