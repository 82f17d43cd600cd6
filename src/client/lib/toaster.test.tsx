import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOAST_SWIPE_THRESHOLD_PX } from './ui-constants.ts';
import { isSwipeDismiss } from './toaster-instance.tsx';
import { clearToasts, showToast } from './toaster.tsx';

describe('toast swipe', () => {
  it('dismisses from 45 px in either direction', () => {
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(45);
    expect(isSwipeDismiss(45)).toBe(true);
    expect(isSwipeDismiss(-60)).toBe(true);
  });
  it('keeps the toast below the threshold', () => {
    expect(isSwipeDismiss(44)).toBe(false);
    expect(isSwipeDismiss(-10)).toBe(false);
  });
});

describe('toaster placement', () => {
  it('renders toasts inside an element fixed to the viewport, not the scrolling page', async () => {
    await showToast('Feltöltés sikertelen', 'danger');
    const toast = await screen.findByText('Feltöltés sikertelen');
    const host = toast.closest<HTMLElement>('.portal-toaster-host');
    expect(host).not.toBeNull();
    expect(host?.parentElement).toBe(document.body);
    expect(host?.style.position).toBe('fixed');
    expect(host?.style.inset).toBe('0px');
    // Every positioned ancestor between the toast and the host is inside the host, so the
    // toast's box is laid out against the viewport.
    expect(toast.closest('.portal-toaster')?.parentElement?.parentElement).toBe(host);
  });
});

describe('clearing toasts', () => {
  it('removes the toasts of a step left behind', async () => {
    await showToast('Hibás e-mail-cím vagy jelszó.', 'danger');
    await screen.findByText('Hibás e-mail-cím vagy jelszó.');
    await clearToasts();
    // Well before the toast's own 4 s timeout.
    await waitFor(() => expect(screen.queryByText('Hibás e-mail-cím vagy jelszó.')).toBeNull(), {
      timeout: 1500,
    });
  });
});
