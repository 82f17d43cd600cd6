/** GET and PUT /tamogatast-igenylok/{id}/szolgaltatoi-profil: the applicant's provider profile. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type ParsedBy, parseResponse } from '../../../lib/parse-response.ts';
import { providerProfileResponse } from '../../../generated/zod/master-data/provider-profile.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type ProviderProfile = ParsedBy<typeof providerProfileResponse>;

export function getProviderProfile(applicantId: number): Promise<ProviderProfile> {
  return parseResponse(
    api().get(`tamogatast-igenylok/${applicantId}/szolgaltatoi-profil`),
    providerProfileResponse,
  );
}

export function providerProfileQueryOptions(applicantId: number) {
  return queryOptions({
    queryKey: queryKeys.providerProfile(applicantId),
    queryFn: () => getProviderProfile(applicantId),
  });
}

export function useProviderProfile(applicantId: number) {
  return useQuery(providerProfileQueryOptions(applicantId));
}

export interface SaveProviderProfile {
  applicantId: number;
  data: Record<string, unknown>;
  /** The version read; null for the first save. */
  version: number | null;
}

export function saveProviderProfile(input: SaveProviderProfile): Promise<ProviderProfile> {
  return parseResponse(
    api().put(`tamogatast-igenylok/${input.applicantId}/szolgaltatoi-profil`, {
      json: { adatok: input.data, ...(input.version === null ? {} : { verzio: input.version }) },
    }),
    providerProfileResponse,
  );
}

export function useSaveProviderProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProviderProfile,
    onSuccess: (saved, input) => {
      queryClient.setQueryData(queryKeys.providerProfile(input.applicantId), saved);
    },
  });
}
