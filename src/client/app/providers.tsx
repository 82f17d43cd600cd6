/**
 * Providers every page shares: server state (TanStack Query) and Blueprint's overlays and
 * portals. Not BlueprintProvider: its HotkeysProvider brings the hotkeys dialog (Dialog,
 * Overlay2, react-transition-group; ~5 KiB gzip) into the entry chunk, and the portal uses no
 * hotkeys. Add HotkeysProvider here if a page ever calls useHotkeys.
 */
import { OverlaysProvider, PortalProvider } from '@blueprintjs/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <PortalProvider>
        <OverlaysProvider>{children}</OverlaysProvider>
      </PortalProvider>
    </QueryClientProvider>
  );
}
