/** GET /palyazatok/kedvezmenyezett/tamogatast-igenylo/{id}: an applicant's applications (spec section 7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { applicationListOfApplicantResponse } from '../../generated/zod/applications/applications.ts';
import { parseResponse } from '../../lib/parse-response.ts';
import type { ApplicationWithCompletion } from './types.ts';

export function getApplications(applicantId: number): Promise<ApplicationWithCompletion[]> {
  return parseResponse(
    api().get(`palyazatok/kedvezmenyezett/tamogatast-igenylo/${applicantId}`),
    applicationListOfApplicantResponse,
  );
}

export function applicationsQueryOptions(applicantId: number) {
  return queryOptions({
    queryKey: queryKeys.applicationsOf(applicantId),
    queryFn: () => getApplications(applicantId),
  });
}

export function useApplications(applicantId: number | null) {
  return useQuery({ ...applicationsQueryOptions(applicantId ?? 0), enabled: applicantId !== null });
}
