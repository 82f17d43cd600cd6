/**
 * Blueprint's PopoverNext, loaded after the first render: it brings floating-ui and Overlay2
 * (~20 KiB gzip) that no page needs for its first paint (bundle budget, issue 8). Until it has
 * arrived, the target renders on its own; the load starts with the first popover rendered.
 */
import type { PopoverNextProps } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';

const Loaded = lazy(() => import('./popover-next.ts'));

export function LazyPopoverNext(props: PopoverNextProps) {
  return (
    <Suspense fallback={props.children}>
      <Loaded {...props} />
    </Suspense>
  );
}
