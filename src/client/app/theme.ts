/**
 * Light or dark theme (spec section 4): default light, kept in local storage under `theme`,
 * applied as classes on the document root: Blueprint's `bp6-dark` plus `dark`/`light` for our CSS.
 */
import { STORAGE_KEYS } from './ui-constants.ts';

export type Theme = 'light' | 'dark';

export function readStoredTheme(storage: Pick<Storage, 'getItem'> | null = safeStorage()): Theme {
  try {
    return storage?.getItem(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // Without storage the theme lasts for this page only.
  }
}

/** Puts the theme's classes on an element (the document root in the app). */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('bp6-dark', theme === 'dark');
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('light', theme === 'light');
  root.style.colorScheme = theme;
}

function safeStorage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}
