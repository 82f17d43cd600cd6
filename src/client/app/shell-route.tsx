/**
 * The signed-in part of the app: the shell with its server state. The TanStack Query client is
 * created here rather than at the root because only signed-in pages fetch through it; the public
 * pages (sign-in, registration, ...) then load no query library at all (bundle budget, issue 8).
 * The client lives as long as the shell: leaving it (sign-out, expired session) drops the cache.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { BACK_OFFICE_ROLES, hasRole } from '../../shared/roles.ts';
import { AppShell } from './shell/app-shell.tsx';
import { useSession } from '../session/session-provider.tsx';
import { applicantOf } from '../session/session-user.ts';
import { createQueryClient } from '../lib/query-client.ts';

/** The shell layout route's component. */
export function ShellRoute() {
  const [queryClient] = useState(createQueryClient);
  const { attachQueryClient, user } = useSession();
  useEffect(() => attachQueryClient(queryClient), [attachQueryClient, queryClient]);
  // Staff who are no applicant's user start in the back office (decision 0017), not on the
  // applicant's dashboard.
  const { pathname } = useLocation();
  if (pathname === '/' && hasRole(user, BACK_OFFICE_ROLES) && applicantOf(user) === null)
    return <Navigate to="/backoffice" replace />;
  return (
    <QueryClientProvider client={queryClient}>
      <AppShell />
    </QueryClientProvider>
  );
}
