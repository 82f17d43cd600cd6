/** GET /palyazatok/{id}/szerzodes: contract documents, the signed copy, appointment slots. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ContractState } from './types.ts';

export function getContract(id: number): Promise<ContractState> {
  return api().get(`palyazatok/${id}/szerzodes`).json<ContractState>();
}

export function contractQueryOptions(id: number) {
  return queryOptions({ queryKey: ['contract', id], queryFn: () => getContract(id) });
}

export function useContract(id: number) {
  return useQuery(contractQueryOptions(id));
}
