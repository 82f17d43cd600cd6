/** GET and PUT /tamogatast-igenylok/{id}: the selected applicant's base data. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import {
  type ApplicantForm,
  applicantFromPayload,
  applicantToPayload,
} from '../../../../shared/mappers/applicant.ts';
import type { TamogatastIgenyloPayload } from '../../../../shared/mappers/payloads.ts';
import { myApplicantsQueryKey } from './search-my-applicants.ts';

export async function getApplicant(id: number): Promise<ApplicantForm> {
  return applicantFromPayload(
    await api().get(`tamogatast-igenylok/${id}`).json<TamogatastIgenyloPayload>(),
  );
}

export const applicantQueryKey = (id: number) => ['applicants', id, 'base'] as const;

export function applicantQueryOptions(id: number) {
  return queryOptions({ queryKey: applicantQueryKey(id), queryFn: () => getApplicant(id) });
}

export function useApplicant(id: number | null) {
  return useQuery({ ...applicantQueryOptions(id ?? 0), enabled: id !== null });
}

export async function updateApplicant(
  form: ApplicantForm & { id: number },
): Promise<ApplicantForm> {
  const saved = await api()
    .put(`tamogatast-igenylok/${form.id}`, { json: applicantToPayload(form) })
    .json<TamogatastIgenyloPayload>();
  return applicantFromPayload(saved);
}

export function useUpdateApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplicant,
    onSuccess: (saved) => {
      if (saved.id !== undefined) queryClient.setQueryData(applicantQueryKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: myApplicantsQueryKey });
    },
  });
}
