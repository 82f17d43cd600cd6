/** POST /palyazatok: starts an application for an open call. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { Application } from './types.ts';

export function startApplication(input: {
  callId: number;
  applicantId: number;
}): Promise<Application> {
  return api()
    .post('palyazatok', {
      json: {
        palyazatiFelhivas: { id: input.callId },
        tamogatastIgenylo: { id: input.applicantId },
      },
    })
    .json<Application>();
}

export function useStartApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startApplication,
    onSuccess: () => client.invalidateQueries({ queryKey: ['applications'] }),
  });
}
