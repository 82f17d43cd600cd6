/**
 * GET /palyazatok/{id}/nyilatkozatok and PUT …/{nyilatkozat}: the call's statements, each
 * accepted (or withdrawn) with who and when.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import {
  statementAnswerResponse,
  statementListResponse,
  type statementAnswerBody,
} from '../../../generated/zod/documents/documents.ts';
import { parseResponse, type InputOf, type ParsedBy } from '../../../lib/parse-response.ts';

export type StatementAnswer = ParsedBy<typeof statementAnswerResponse>;

export function getStatements(applicationId: number): Promise<StatementAnswer[]> {
  return parseResponse(
    api().get(`palyazatok/${applicationId}/nyilatkozatok`),
    statementListResponse,
  );
}

/** PUT …/nyilatkozatok/{nyilatkozat}: accepts (or withdraws) one statement. */
export function answerStatement(
  applicationId: number,
  statement: string,
  answer: InputOf<typeof statementAnswerBody>,
): Promise<StatementAnswer> {
  return parseResponse(
    api().put(`palyazatok/${applicationId}/nyilatkozatok/${statement}`, { json: answer }),
    statementAnswerResponse,
  );
}

export function statementsQueryOptions(applicationId: number) {
  return queryOptions({
    queryKey: queryKeys.statements(applicationId),
    queryFn: () => getStatements(applicationId),
  });
}

export function useStatements(applicationId: number) {
  return useQuery(statementsQueryOptions(applicationId));
}

export function useAnswerStatement(applicationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { statement: string; accepted: boolean }) =>
      answerStatement(applicationId, input.statement, { elfogadva: input.accepted }),
    onSettled: () =>
      client.invalidateQueries({
        predicate: (query) => ['statements', 'applications'].includes(String(query.queryKey[0])),
      }),
  });
}
