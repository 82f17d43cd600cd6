/**
 * Creates the portal's OverlayToaster, and the swipe that dismisses a toast. A module of its own
 * so that toaster.tsx can load it on the first toast: OverlayToaster brings Overlay2 and
 * react-transition-group (~9 KiB gzip), which no page needs before it shows a message; the swipe
 * is here for the same reason (every sign-in page imports toaster.tsx, at its 200 KiB budget).
 */
import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { type PointerEvent, type ReactNode, useRef } from 'react';
import { TOAST_MAX_VISIBLE, TOAST_SWIPE_THRESHOLD_PX } from './ui-constants.ts';

/**
 * The element the toaster is rendered into: fixed to the viewport. `OverlayToaster.create`
 * renders its container inline (position: absolute) inside the element it is given; given the
 * body, toasts were placed relative to the page, so on a scrolled page they landed mid-form or
 * above the top edge (issue 20, item 1). Styles are set through the CSSOM, which the
 * Content-Security-Policy allows, and do not depend on a stylesheet having loaded.
 */
export function createViewportHost(): HTMLElement {
  const host = document.createElement('div');
  host.className = 'portal-toaster-host';
  Object.assign(host.style, {
    position: 'fixed',
    inset: '0',
    pointerEvents: 'none',
    zIndex: '40',
  });
  document.body.appendChild(host);
  return host;
}

export function createToaster(): Promise<Toaster> {
  return OverlayToaster.create(
    {
      position: Position.BOTTOM,
      maxToasts: TOAST_MAX_VISIBLE,
      className: 'portal-toaster',
    },
    { container: createViewportHost() },
  );
}

/** Whether a horizontal drag of `dx` px is far enough to dismiss a toast. */
export function isSwipeDismiss(dx: number, threshold: number = TOAST_SWIPE_THRESHOLD_PX): boolean {
  return Math.abs(dx) >= threshold;
}

/** The toast element around a swipe area (Blueprint's .bp6-toast). */
function toastOf(event: PointerEvent<HTMLElement>): HTMLElement {
  return (event.currentTarget.closest('.bp6-toast') as HTMLElement | null) ?? event.currentTarget;
}

/** Wraps a toast's message so a pointer swipe moves the toast and dismisses it past the threshold. */
export function SwipeToDismiss({
  children,
  onDismiss,
}: {
  children: ReactNode;
  onDismiss: () => void;
}) {
  const start = useRef<{ x: number; id: number } | null>(null);
  return (
    <span
      className="toast-swipe-area"
      onPointerDown={(event) => {
        start.current = { x: event.clientX, id: event.pointerId };
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (start.current?.id !== event.pointerId) return;
        toastOf(event).style.transform = `translateX(${event.clientX - start.current.x}px)`;
      }}
      onPointerUp={(event) => {
        if (start.current?.id !== event.pointerId) return;
        const dx = event.clientX - start.current.x;
        start.current = null;
        if (isSwipeDismiss(dx)) onDismiss();
        else toastOf(event).style.transform = '';
      }}
      onPointerCancel={(event) => {
        start.current = null;
        toastOf(event).style.transform = '';
      }}
    >
      {children}
    </span>
  );
}
