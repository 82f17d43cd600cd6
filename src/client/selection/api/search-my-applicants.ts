/**
 * POST /felhasznalok/felhasznalok/search-by-current: the signed-in user's applicants for the
 * applicant switcher (spec section 7: the client asks for page size 100).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import {
  type ApplicantSummary,
  applicantSummaryFromPayload,
} from '../../../shared/mappers/applicant.ts';
import type { ListQueryPayload } from '../../../shared/mappers/payloads.ts';
import { applicantSearchResponse } from '../../generated/zod/master-data/applicants.ts';
import { parseResponse } from '../../lib/parse-response.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const MY_APPLICANTS_PAGE_SIZE = 100;

export async function searchMyApplicants(): Promise<ApplicantSummary[]> {
  const query: ListQueryPayload = {
    filterData: '',
    sort: { sortBy: 'id', sortDirection: 'desc' },
    page: { pageIndex: 0, pageSize: MY_APPLICANTS_PAGE_SIZE },
  };
  const page = await parseResponse(
    api().post('felhasznalok/felhasznalok/search-by-current', { json: query }),
    applicantSearchResponse,
  );
  return page.data.map(applicantSummaryFromPayload);
}

export function myApplicantsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.myApplicants(), queryFn: searchMyApplicants });
}

export function useMyApplicants() {
  return useQuery(myApplicantsQueryOptions());
}
