/**
 * Blueprint's Tooltip with the portal's timing (spec section 9): it opens after 700 ms of hover,
 * but at once within 300 ms after another tooltip started closing, so moving along a row of
 * icons does not wait again for each one. Blueprint reads `hoverOpenDelay` from props when the
 * pointer enters, so the skip window is a tiny store every tooltip re-renders from. Built on
 * PopoverNext because Blueprint's classic Popover (and so Tooltip) mispositions under React 19.
 */
import type { PopoverNextPlacement } from '@blueprintjs/core';
import { type ReactNode, useSyncExternalStore } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../lib/ui-constants.ts';
// Loaded after the first paint (floating-ui stays out of the shell's first load).
import { LazyPopoverNext as PopoverNext } from './lazy-popover.tsx';

let skipping = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setSkipping(value: boolean): void {
  skipping = value;
  for (const listener of listeners) listener();
}

/** Opens the skip window: tooltips opened in the next 300 ms show without delay. */
export function markTooltipClosed(): void {
  setSkipping(true);
  clearTimeout(timer);
  timer = setTimeout(() => setSkipping(false), TOOLTIP_SKIP_DELAY_MS);
}

/** The open delay while the skip window is open or not. */
export function tooltipOpenDelay(inSkipWindow: boolean): number {
  return inSkipWindow ? 0 : TOOLTIP_DELAY_MS;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface DelayedTooltipProps {
  content: string;
  placement?: PopoverNextPlacement;
  children: ReactNode;
}

export function DelayedTooltip({ content, placement = 'top', children }: DelayedTooltipProps) {
  const inSkipWindow = useSyncExternalStore(
    subscribe,
    () => skipping,
    () => false,
  );
  return (
    <PopoverNext
      content={content}
      placement={placement}
      interactionKind="hover-target"
      popoverClassName="bp6-tooltip"
      autoFocus={false}
      enforceFocus={false}
      hoverOpenDelay={tooltipOpenDelay(inSkipWindow)}
      onClosing={markTooltipClosed}
    >
      {children}
    </PopoverNext>
  );
}
