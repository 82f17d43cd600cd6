/** Providers every page shares: server state (TanStack Query) and Blueprint's overlays/hotkeys. */
import { BlueprintProvider } from '@blueprintjs/core';
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
      <BlueprintProvider>{children}</BlueprintProvider>
    </QueryClientProvider>
  );
}
