/** GET /palyazatok/kedvezmenyezett/tamogatast-igenylo/{id}: an applicant's applications (spec section 7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { Application } from './types.ts';

export function getApplications(applicantId: number): Promise<Application[]> {
  return api()
    .get(`palyazatok/kedvezmenyezett/tamogatast-igenylo/${applicantId}`)
    .json<Application[]>();
}

export function applicationsQueryOptions(applicantId: number) {
  return queryOptions({
    queryKey: ['applications', 'of-applicant', applicantId],
    queryFn: () => getApplications(applicantId),
  });
}

export function useApplications(applicantId: number | null) {
  return useQuery({ ...applicationsQueryOptions(applicantId ?? 0), enabled: applicantId !== null });
}
