import { IconNames as original } from '@blueprintjs/icons';
import { describe, expect, it } from 'vitest';
import { IconNames, IconNamesSet } from './icon-names.ts';

// The browser bundle swaps @blueprintjs/icons' iconNames module for icon-names.ts
// (vite.config.ts): every name Blueprint knows must come out the same.
describe('icon-names (the browser stand-in for @blueprintjs/icons iconNames)', () => {
  it('answers every IconNames key, in both spellings, as the original does', () => {
    const entries = Object.entries(original);
    expect(entries.length).toBeGreaterThan(1000);
    const differing = entries.filter(([key, name]) => IconNames[key] !== name);
    expect(differing).toEqual([]);
  });

  it('accepts every known icon name', () => {
    for (const name of Object.values(original)) expect(IconNamesSet.has(name)).toBe(true);
    expect(IconNamesSet.has('')).toBe(false);
  });
});
