/**
 * The one toaster: bottom-centre, 4000 ms, at most 3 visible (spec section 9). Width and gap are
 * set in shell.css; swiping a toast sideways past 45 px dismisses it. Blueprint renders the
 * toaster in its own React root, so messages are passed already translated.
 */
import type { Intent, Toaster } from '@blueprintjs/core';
import { type PointerEvent, type ReactNode, useRef } from 'react';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from './ui-constants.ts';

let toaster: Promise<Toaster> | undefined;
let nextKey = 0;

/** The toaster, created on the first toast (its module loads then: toaster-instance.ts). */
function getToaster(): Promise<Toaster> {
  toaster ??= import('./toaster-instance.ts')
    .then((module) => module.createToaster())
    .catch((error: unknown) => {
      toaster = undefined;
      throw error;
    });
  return toaster;
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
function SwipeToDismiss({ children, onDismiss }: { children: ReactNode; onDismiss: () => void }) {
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

/** Shows a toast; resolves to its key. */
export async function showToast(message: string, intent: Intent = 'none'): Promise<string> {
  const instance = await getToaster();
  const key = `toast-${++nextKey}`;
  return instance.show(
    {
      message: <SwipeToDismiss onDismiss={() => instance.dismiss(key)}>{message}</SwipeToDismiss>,
      intent,
      timeout: TOAST_DURATION_MS,
    },
    key,
  );
}

/**
 * Removes every toast shown so far: a message about a step already left behind (a failed
 * sign-in before the correct password) must not stay on the next page (issue 20, item 10).
 */
export async function clearToasts(): Promise<void> {
  if (!toaster) return;
  (await toaster).clear();
}
