/**
 * Light or dark theme (spec section 4): kept in local storage under `theme`, applied as classes
 * on the document root: Blueprint's `bp6-dark` plus `dark`/`light` for our CSS. Until the user
 * chooses, the system's `prefers-color-scheme` decides, and light is the default where the system
 * states none (the spec's default); a stored choice always wins (issue 20, decision 0035).
 */
import { STORAGE_KEYS } from '../lib/ui-constants.ts';

export type Theme = 'light' | 'dark';

export function readStoredTheme(
  storage: Pick<Storage, 'getItem'> | null = safeStorage(),
  systemPrefersDark: () => boolean = prefersDark,
): Theme {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(STORAGE_KEYS.theme) ?? null;
  } catch {
    // No storage: the system preference decides, as on a first visit.
  }
  if (stored === 'dark' || stored === 'light') return stored;
  return systemPrefersDark() ? 'dark' : 'light';
}

/** Whether the operating system or browser asks for a dark scheme. */
function prefersDark(): boolean {
  try {
    return (
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-color-scheme: dark)').matches
    );
  } catch {
    return false;
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
