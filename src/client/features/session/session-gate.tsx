/**
 * The root behaviour of spec section 2 as a route element: the session provider around every
 * page, and the decision of machines/session-routing.ts — spinner while unknown, /login (with
 * `redirect`) when signed out, /2Fa while the second factor is pending, and the redirect target
 * (or /) for a signed-in user on a public page.
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import { decideRoute } from '../../../../machines/session-routing.ts';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { SessionProvider, useSession } from './session-provider.tsx';

function Gate() {
  const session = useSession();
  const location = useLocation();
  // A current-user answer of the wrong shape goes to the route's error screen.
  if (session.error) throw session.error;
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
