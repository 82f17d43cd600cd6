/**
 * Route loaders that start a signed-in page's data before the page renders (issue 17, item 2):
 * on a first load the shell's and the page's requests go out as soon as their chunks have arrived
 * and the boot request has said who is signed in, instead of one after another along the render
 * (current user → shell → the user's applicants → the applicant's applications → the page). The
 * answers land in the shell's query client under the keys the components use, so the components
 * find them there (or in flight) and nothing is asked twice.
 *
 * The selection is the one the shell will make: the applicant stored last time when the user
 * still acts for it, else the rule's default (selection-rules.ts `chooseApplicant`: the first of
 * the list, which is sorted by id, highest first). A guess that turns out wrong costs one
 * request, never a wrong screen: the components ask for what the selection really is.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { shellQueryClient } from '../lib/query-client.ts';
import {
  type SignedInUser,
  permittedApplicantIds,
  signedInUser,
} from '../session/signed-in-user.ts';
import { applicationsQueryOptions } from '../application/api/get-applications.ts';
import { myApplicantsQueryOptions } from './api/search-my-applicants.ts';
import { readStoredApplicantId } from './selection.tsx';
import { chooseApplicant } from './selection-rules.ts';

/** What a page's prefetch gets: the shell's query client and the applicant it will show. */
export interface PrefetchContext {
  client: QueryClient;
  user: SignedInUser;
  /** The applicant the shell will select, or null (none, or not known before the render). */
  applicantId: number | null;
}

/** The NTAK sign-in's parameter changes the selection at the first render (session-gate.tsx). */
const NTAK_PARAMETER = 'selectedNtakProviderTaxNumber';

/** The applicant the shell will select for `user` on `url` (see the module's comment). */
export function expectedApplicantId(user: SignedInUser, url: string): number | null {
  if (new URL(url).searchParams.has(NTAK_PARAMETER)) return null;
  const permitted = permittedApplicantIds(user).map((id) => ({ id }));
  return chooseApplicant(permitted, readStoredApplicantId())?.id ?? null;
}

/**
 * A route loader that starts `prefetch` once the user is known to be signed in. It returns at
 * once: the route renders as it did, and a component that needs the data before it has arrived
 * waits for the same request.
 */
export function prefetchLoader(prefetch: (context: PrefetchContext) => void) {
  return ({ request }: LoaderFunctionArgs): null => {
    const client = shellQueryClient();
    void signedInUser().then((user) => {
      if (user) prefetch({ client, user, applicantId: expectedApplicantId(user, request.url) });
    });
    return null;
  };
}

/** The selection's data: the user's applicants and the expected applicant's applications. */
export function prefetchSelection({ client, applicantId }: PrefetchContext): void {
  void client.prefetchQuery(myApplicantsQueryOptions());
  if (applicantId !== null) void client.prefetchQuery(applicationsQueryOptions(applicantId));
}
