import { describe, expect, it } from 'vitest';
import { tooltipOpenDelay } from './delayed-tooltip.tsx';

describe('tooltip timing', () => {
  it('waits 700 ms normally and opens at once within the skip window', () => {
    expect(tooltipOpenDelay(false)).toBe(700);
    expect(tooltipOpenDelay(true)).toBe(0);
  });
});
