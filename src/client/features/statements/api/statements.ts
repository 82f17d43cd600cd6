/**
 * GET /palyazatok/{id}/nyilatkozatok and PUT …/{nyilatkozat}: the call's statements, each
 * accepted (or withdrawn) with who and when.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface StatementAnswer {
  azonosito: string;
  kotelezo: boolean;
  elfogadva: boolean;
  felhasznalo: { id: number | null; nev: string } | null;
  idopont: string | null;
}

export function statementsQueryOptions(tenderId: number) {
  return queryOptions({
    queryKey: ['statements', tenderId],
    queryFn: () => api().get(`palyazatok/${tenderId}/nyilatkozatok`).json<StatementAnswer[]>(),
  });
}

export function useStatements(tenderId: number) {
  return useQuery(statementsQueryOptions(tenderId));
}

export function useAnswerStatement(tenderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { statement: string; accepted: boolean }) =>
      api()
        .put(`palyazatok/${tenderId}/nyilatkozatok/${input.statement}`, {
          json: { elfogadva: input.accepted },
        })
        .json<StatementAnswer>(),
    onSettled: () =>
      client.invalidateQueries({
        predicate: (query) => ['statements', 'applications'].includes(String(query.queryKey[0])),
      }),
  });
}
