/** POST /palyazatok/{id}/szerzodes/idopontok: staff offer appointment slots for the signing. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import {
  contractOfferSlotsResponse,
  type contractOfferSlotsBody,
} from '../../../generated/zod/contract/contract.ts';
import { parseResponse, type InputOf, type ParsedBy } from '../../../lib/parse-response.ts';
import { fileQueryOptions } from './get-file.ts';

/** One slot: `kezdet` an ISO instant with its zone. */
export type SlotInput = InputOf<typeof contractOfferSlotsBody>['idopontok'][number];

export function offerSlots(
  id: number,
  idopontok: SlotInput[],
): Promise<ParsedBy<typeof contractOfferSlotsResponse>> {
  return parseResponse(
    api().post(`palyazatok/${id}/szerzodes/idopontok`, { json: { idopontok } }),
    contractOfferSlotsResponse,
  );
}

export function useOfferSlots(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (idopontok: SlotInput[]) => offerSlots(id, idopontok),
    onSettled: () => client.invalidateQueries({ queryKey: fileQueryOptions(id).queryKey }),
  });
}
