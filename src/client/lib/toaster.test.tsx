import { describe, expect, it } from 'vitest';
import { TOAST_SWIPE_THRESHOLD_PX } from '../app/ui-constants.ts';
import { isSwipeDismiss } from './toaster.tsx';

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
