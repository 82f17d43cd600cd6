/** GET and PUT /tamogatast-igenylok/{id}: the selected applicant's base data. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import {
  type ApplicantForm,
  applicantFromPayload,
  applicantToPayload,
} from '../../../../shared/mappers/applicant.ts';
import {
  applicantGetResponse,
  applicantUpdateResponse,
} from '../../../generated/zod/master-data/applicants.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export async function getApplicant(id: number): Promise<ApplicantForm> {
  return applicantFromPayload(
    await parseResponse(api().get(`tamogatast-igenylok/${id}`), applicantGetResponse),
  );
}

export function applicantQueryOptions(id: number) {
  return queryOptions({ queryKey: queryKeys.applicantBase(id), queryFn: () => getApplicant(id) });
}

export function useApplicant(id: number | null) {
  return useQuery({ ...applicantQueryOptions(id ?? 0), enabled: id !== null });
}

export async function updateApplicant(
  form: ApplicantForm & { id: number },
): Promise<ApplicantForm> {
  const saved = await parseResponse(
    api().put(`tamogatast-igenylok/${form.id}`, { json: applicantToPayload(form) }),
    applicantUpdateResponse,
  );
  return applicantFromPayload(saved);
}

export function useUpdateApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplicant,
    onSuccess: (saved) => {
      if (saved.id !== undefined)
        queryClient.setQueryData(queryKeys.applicantBase(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.myApplicants() });
    },
  });
}
