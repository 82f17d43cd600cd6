/**
 * The signed-in part of the app: the shell with its server state. The TanStack Query client is
 * created here rather than at the root because only signed-in pages fetch through it; the public
 * pages (sign-in, registration, ...) then load no query library at all (bundle budget, issue 8).
 * The client lives as long as the shell: leaving it (sign-out, expired session) drops the cache.
 * The route's loader fills it before the shell renders (`shellLoader`, selection/prefetch.ts).
 */
import { IconSize, Icons } from '@blueprintjs/icons';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type LoaderFunctionArgs, Navigate, useLocation } from 'react-router';
import { BACK_OFFICE_ROLES, hasRole } from '../../shared/roles.ts';
import { MENU, flattenMenu, isMenuGroup } from './menu.ts';
import { AppShell } from './shell/app-shell.tsx';
import { useSession } from '../session/session-provider.tsx';
import { applicantOf } from '../session/session-user.ts';
import { propertiesQueryOptions } from '../lib/get-properties.ts';
import { adoptShellQueryClient, shellQueryClient } from '../lib/query-client.ts';
import { MOBILE_MEDIA_QUERY } from '../lib/ui-constants.ts';
import { prefetchLoader, prefetchSelection } from '../selection/prefetch.ts';

/**
 * The icons a shell page shows at desktop width: the menu's (sidebar-nav.tsx: an entry without
 * one shows a dot, a group chevrons), the header's toggle, the sidebar's logo and the user
 * menu's button.
 */
const SHELL_ICONS = [
  ...new Set([
    'menu' as const,
    'mountain' as const,
    'user' as const,
    ...flattenMenu().map((entry) => entry.icon ?? 'dot'),
    ...(MENU.some(isMenuGroup) ? (['chevron-down', 'chevron-right'] as const) : []),
  ]),
];

/**
 * The shell's own data, asked for beside the page's: the footer's properties, the selection;
 * and the shell's icons and user menu, which would otherwise be asked for when it renders.
 */
const prefetchShell = prefetchLoader((context) => {
  void context.client.prefetchQuery(propertiesQueryOptions);
  prefetchSelection(context);
});

export function shellLoader(args: LoaderFunctionArgs): null {
  // Under 768 px the sidebar is a sheet that renders when it is opened: only the header's toggle
  // shows, and a phone on a slow network should not fetch the rest now.
  if (window.matchMedia(MOBILE_MEDIA_QUERY).matches) {
    void Icons.load('menu', IconSize.STANDARD);
  } else {
    void Icons.load(SHELL_ICONS, IconSize.STANDARD);
    // The user menu is a lazy part of the sidebar (sidebar.tsx): asked for now, not on render.
    void import('./shell/user-menu.tsx');
  }
  return prefetchShell(args);
}

/** The shell layout route's component. */
export function ShellRoute() {
  const [queryClient] = useState(shellQueryClient);
  const { attachQueryClient, user } = useSession();
  useEffect(() => attachQueryClient(queryClient), [attachQueryClient, queryClient]);
  useEffect(() => adoptShellQueryClient(queryClient), [queryClient]);
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
