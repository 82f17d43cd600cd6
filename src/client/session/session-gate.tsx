/**
 * The root behaviour of spec section 2 as a route element: the session provider around every
 * page, and the decision of machines/session-routing.ts — spinner while unknown, /login (with
 * `redirect`) when signed out, /2Fa while the second factor is pending, and the redirect target
 * (or /) for a signed-in user on a public page.
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import {
  decideRoute,
  safeRedirectTarget,
  selectApplicantByTaxNumber,
} from '../../../machines/session-routing.ts';
import { STORAGE_KEYS } from '../lib/ui-constants.ts';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import type { SessionUser } from './session-user.ts';
import { SessionProvider, useSession } from './session-provider.tsx';

const NTAK_PARAMETER = 'selectedNtakProviderTaxNumber';

/**
 * Applies `selectedNtakProviderTaxNumber` of the root (spec section 2): the matching applicant
 * becomes the stored selection, which the shell's applicant switcher starts from, and the
 * parameter leaves the address. Answers the location to go to, or null when there is none.
 */
function applyNtakSelection(
  user: SessionUser | null,
  search: string,
  pathname: string,
): string | null {
  const params = new URLSearchParams(search);
  const value = params.get(NTAK_PARAMETER);
  if (value === null) return null;
  const applicants = (user?.permissions ?? []).flatMap((permission) =>
    permission.applicant ? [permission.applicant] : [],
  );
  const chosen = selectApplicantByTaxNumber(applicants, value);
  if (chosen) {
    try {
      localStorage.setItem(STORAGE_KEYS.selectedApplicantId, String(chosen.id));
      localStorage.removeItem(STORAGE_KEYS.selectedApplicationId);
    } catch {
      // Without storage the shell picks its default applicant.
    }
  }
  params.delete(NTAK_PARAMETER);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}`;
}

function Gate() {
  const session = useSession();
  const location = useLocation();
  // A current-user answer of the wrong shape goes to the route's error screen.
  if (session.error) throw session.error;
  if (session.state === 'loggedIn') {
    const cleaned = applyNtakSelection(session.user, location.search, location.pathname);
    // The root's `redirect` parameter is followed with or without the NTAK selection (spec
    // section 2 lists them independently); with it, once the selection is stored.
    const redirect =
      location.pathname === '/'
        ? safeRedirectTarget(new URLSearchParams(location.search).get('redirect'))
        : null;
    if (redirect !== null && redirect !== '/' && !redirect.startsWith('/?'))
      return <Navigate to={redirect} replace />;
    if (cleaned !== null) return <Navigate to={cleaned} replace />;
  }
  const decision = decideRoute(session.state, location);
  if (decision.kind === 'spinner') return <PageSpinner />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}

export function SessionRoot() {
  return (
    <SessionProvider>
      <Gate />
    </SessionProvider>
  );
}
