/**
 * GET /tamogatast-igenylo-cimek/tamogatast-igenylo/{id}: the applicant's addresses. One query
 * under one key for both of its readers: the address editor (features/applicant) and the loan
 * claim's implementation sites (features/applications), so editing an address refreshes the
 * sites offered too.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { type AddressForm, addressFromPayload } from '../../../shared/mappers/address.ts';
import { addressListResponse } from '../../generated/zod/master-data/addresses.ts';
import { parseResponse } from '../../lib/parse-response.ts';

export async function getApplicantAddresses(applicantId: number): Promise<AddressForm[]> {
  const rows = await parseResponse(
    api().get(`tamogatast-igenylo-cimek/tamogatast-igenylo/${applicantId}`),
    addressListResponse,
  );
  return rows.map(addressFromPayload);
}

export function applicantAddressesQueryOptions(applicantId: number) {
  return queryOptions({
    queryKey: queryKeys.applicantAddresses(applicantId),
    queryFn: () => getApplicantAddresses(applicantId),
  });
}

export function useApplicantAddresses(applicantId: number | null) {
  return useQuery({
    ...applicantAddressesQueryOptions(applicantId ?? 0),
    enabled: applicantId !== null,
  });
}
