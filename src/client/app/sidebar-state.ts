/**
 * The sidebar's expanded/collapsed state lives in the `sidebar_state` cookie for seven days
 * (spec section 9), so the server could render the right width before the script runs.
 */
import { SIDEBAR_COOKIE_MAX_AGE_S, SIDEBAR_COOKIE_NAME } from '../lib/ui-constants.ts';

/** The Set-Cookie string for document.cookie. */
export function sidebarCookie(expanded: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** Reads the state from a cookie header string; expanded when absent or unreadable. */
export function parseSidebarCookie(cookieHeader: string): boolean {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SIDEBAR_COOKIE_NAME) return value !== 'false';
  }
  return true;
}

export function readSidebarExpanded(): boolean {
  return parseSidebarCookie(document.cookie);
}

export function writeSidebarExpanded(expanded: boolean): void {
  document.cookie = sidebarCookie(expanded);
}

/** Ctrl+B (Windows, Linux) or Cmd+B (macOS) toggles the sidebar. */
export function isSidebarShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'b';
}
