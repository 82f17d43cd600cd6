/**
 * POST /felhasznalok/felhasznalok/search-by-current: the signed-in user's applicants for the
 * applicant switcher (spec section 7: the client asks for page size 100).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import {
  type ApplicantSummary,
  applicantSummaryFromPayload,
} from '../../../../shared/mappers/applicant.ts';
import type {
  ListQueryPayload,
  PagedPayload,
  TamogatastIgenyloOsszegzesPayload,
} from '../../../../shared/mappers/payloads.ts';

export const MY_APPLICANTS_PAGE_SIZE = 100;

export async function searchMyApplicants(): Promise<ApplicantSummary[]> {
  const query: ListQueryPayload = {
    filterData: '',
    sort: { sortBy: 'id', sortDirection: 'desc' },
    page: { pageIndex: 0, pageSize: MY_APPLICANTS_PAGE_SIZE },
  };
  const page = await api()
    .post('felhasznalok/felhasznalok/search-by-current', { json: query })
    .json<PagedPayload<TamogatastIgenyloOsszegzesPayload>>();
  return page.data.map(applicantSummaryFromPayload);
}

export const myApplicantsQueryKey = ['applicants', 'mine'] as const;

export function myApplicantsQueryOptions() {
  return queryOptions({ queryKey: myApplicantsQueryKey, queryFn: searchMyApplicants });
}

export function useMyApplicants() {
  return useQuery(myApplicantsQueryOptions());
}
