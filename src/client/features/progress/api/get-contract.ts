/** GET /palyazatok/{id}/szerzodes: contract documents, the signed copy, appointment slots. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { contractStateResponse } from '../../../generated/zod/contract/contract.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import type { ContractState } from './types.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getContract(id: number): Promise<ContractState> {
  return parseResponse(api().get(`palyazatok/${id}/szerzodes`), contractStateResponse);
}

export function contractQueryOptions(id: number) {
  return queryOptions({ queryKey: queryKeys.contract(id), queryFn: () => getContract(id) });
}

export function useContract(id: number) {
  return useQuery(contractQueryOptions(id));
}
