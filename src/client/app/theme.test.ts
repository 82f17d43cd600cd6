import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, readStoredTheme, storeTheme } from './theme.ts';

describe('theme', () => {
  afterEach(() => localStorage.clear());

  it('defaults to light', () => {
    expect(readStoredTheme()).toBe('light');
  });

  it('is stored under the key theme', () => {
    storeTheme('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(readStoredTheme()).toBe('dark');
  });

  it("applies Blueprint's dark class and our own class on the root", () => {
    const root = document.createElement('html');
    applyTheme('dark', root);
    expect([...root.classList].toSorted()).toEqual(['bp6-dark', 'dark']);
    applyTheme('light', root);
    expect([...root.classList]).toEqual(['light']);
  });
});
