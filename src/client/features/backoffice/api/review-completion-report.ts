/**
 * POST /zaro-beszamolok/{completionId}/elbiralas: staff accept a submitted completion report or
 * return it for correction with a note (docs/decisions/0031); the server mails the applicant
 * through the outbox. The file is read afresh afterwards (the report's status and decisions).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import {
  completionReviewResponse,
  type completionReviewBody,
} from '../../../generated/zod/completion/completion.ts';
import { parseResponse, type InputOf, type ParsedBy } from '../../../lib/parse-response.ts';
import { fileQueryOptions } from './get-file.ts';

/** `dontes` (ELFOGADVA or JAVITASRA_VISSZAKULDVE) and the note (`megjegyzes`). */
export type ReviewReportInput = InputOf<typeof completionReviewBody>;

export function reviewCompletionReport(
  completionId: number,
  input: ReviewReportInput,
): Promise<ParsedBy<typeof completionReviewResponse>> {
  return parseResponse(
    api().post(`zaro-beszamolok/${completionId}/elbiralas`, { json: input }),
    completionReviewResponse,
  );
}

export function useReviewCompletionReport(applicationId: number, completionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewReportInput) => reviewCompletionReport(completionId, input),
    onSettled: () =>
      client.invalidateQueries({ queryKey: fileQueryOptions(applicationId).queryKey }),
  });
}
