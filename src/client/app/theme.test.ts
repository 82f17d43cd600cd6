import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, readStoredTheme, storeTheme } from './theme.ts';

describe('theme', () => {
  afterEach(() => localStorage.clear());

  it('defaults to light when neither a choice nor the system says otherwise', () => {
    expect(readStoredTheme(localStorage, () => false)).toBe('light');
  });

  it('follows the system preference on a first visit', () => {
    expect(readStoredTheme(localStorage, () => true)).toBe('dark');
    expect(readStoredTheme(null, () => true)).toBe('dark');
  });

  it('keeps the stored choice over the system preference', () => {
    storeTheme('light');
    expect(readStoredTheme(localStorage, () => true)).toBe('light');
    storeTheme('dark');
    expect(readStoredTheme(localStorage, () => false)).toBe('dark');
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
