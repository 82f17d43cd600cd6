/**
 * The signed-in part of the app: the shell with its server state. The TanStack Query client is
 * created here rather than at the root because only signed-in pages fetch through it; the public
 * pages (sign-in, registration, ...) then load no query library at all (bundle budget, issue 8).
 * The client lives as long as the shell: leaving it (sign-out, expired session) drops the cache.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AppShell } from '../components/layout/app-shell.tsx';
import { useSession } from '../session/session-provider.tsx';
import { createQueryClient } from '../lib/query-client.ts';

/** The shell layout route's component. */
export function ShellRoute() {
  const [queryClient] = useState(createQueryClient);
  const { attachQueryClient } = useSession();
  useEffect(() => attachQueryClient(queryClient), [attachQueryClient, queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <AppShell />
    </QueryClientProvider>
  );
}
