/**
 * POST /palyazatok/{id}/zaro-beszamolok: staff open a completion report due on a day (the
 * applicant's users are mailed through the outbox by the server).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import {
  completionOpenResponse,
  type completionOpenBody,
} from '../../../generated/zod/completion/completion.ts';
import { parseResponse, type InputOf, type ParsedBy } from '../../../lib/parse-response.ts';
import { fileQueryOptions } from './get-file.ts';

/** The due day (`hatarido`, yyyy-MM-dd) and an optional name. */
export type OpenReportInput = InputOf<typeof completionOpenBody>;

export function openCompletionReport(
  id: number,
  input: OpenReportInput,
): Promise<ParsedBy<typeof completionOpenResponse>> {
  return parseResponse(
    api().post(`palyazatok/${id}/zaro-beszamolok`, { json: input }),
    completionOpenResponse,
  );
}

export function useOpenCompletionReport(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenReportInput) => openCompletionReport(id, input),
    onSettled: () => client.invalidateQueries({ queryKey: fileQueryOptions(id).queryKey }),
  });
}
