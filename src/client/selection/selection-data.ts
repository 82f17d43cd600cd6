/**
 * Data sources of the applicant switcher and the application selector: the signed-in user's
 * applicants (selection/api/search-my-applicants.ts) and the selected applicant's applications
 * (application/api/get-applications.ts), shaped as the selection rules' options.
 */
import { useMemo } from 'react';
import { useApplications } from '../application/api/get-applications.ts';
import type { ApplicantOption, ApplicationOption } from './selection-rules.ts';
import { useMyApplicants } from './api/search-my-applicants.ts';

export interface OptionsResult<T> {
  data: T[];
  isLoading: boolean;
}

const NO_APPLICANTS: OptionsResult<ApplicantOption> = { data: [], isLoading: false };
const NO_APPLICATIONS: OptionsResult<ApplicationOption> = { data: [], isLoading: false };

/** The signed-in user's applicants (POST /felhasznalok/felhasznalok/search-by-current). */
export function useApplicantOptions(): OptionsResult<ApplicantOption> {
  const query = useMyApplicants();
  return query.data
    ? { data: query.data, isLoading: false }
    : { ...NO_APPLICANTS, isLoading: query.isPending };
}

/** The applications of an applicant: GET /palyazatok/kedvezmenyezett/tamogatast-igenylo/{id}. */
export function useApplicationOptions(
  applicantId: number | null,
): OptionsResult<ApplicationOption> {
  const query = useApplications(applicantId);
  return useMemo(
    () =>
      query.data
        ? {
            data: query.data.map((application) => ({
              id: application.id,
              projectTitle: application.projektCim,
              identifier: application.azonosito,
              status: application.statusz,
            })),
            isLoading: false,
          }
        : { ...NO_APPLICATIONS, isLoading: query.isLoading },
    [query.data, query.isLoading],
  );
}
