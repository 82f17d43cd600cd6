/**
 * Providers every page shares: Blueprint's overlays and portals. Server state (TanStack Query)
 * is provided by the signed-in shell only (shell-route.tsx). Not BlueprintProvider: its HotkeysProvider brings the hotkeys dialog (Dialog,
 * Overlay2, react-transition-group; ~5 KiB gzip) into the entry chunk, and the portal uses no
 * hotkeys. Add HotkeysProvider here if a page ever calls useHotkeys.
 */
import { OverlaysProvider, PortalProvider } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <PortalProvider>
      <OverlaysProvider>{children}</OverlaysProvider>
    </PortalProvider>
  );
}
