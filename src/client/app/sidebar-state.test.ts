import { afterEach, describe, expect, it } from 'vitest';
import {
  isSidebarShortcut,
  parseSidebarCookie,
  readSidebarExpanded,
  sidebarCookie,
  writeSidebarExpanded,
} from './sidebar-state.ts';

describe('sidebar cookie', () => {
  afterEach(() => {
    document.cookie = 'sidebar_state=; path=/; max-age=0';
  });

  it('lives for seven days under the name sidebar_state', () => {
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
  });

  it('reads expanded when the cookie is absent', () => {
    expect(parseSidebarCookie('')).toBe(true);
    expect(parseSidebarCookie('other=1')).toBe(true);
  });

  it('reads the stored state among other cookies', () => {
    expect(parseSidebarCookie('a=1; sidebar_state=false; b=2')).toBe(false);
    expect(parseSidebarCookie('sidebar_state=true')).toBe(true);
  });

  it('round-trips through document.cookie', () => {
    writeSidebarExpanded(false);
    expect(readSidebarExpanded()).toBe(false);
    writeSidebarExpanded(true);
    expect(readSidebarExpanded()).toBe(true);
  });
});

const key = (init: Partial<KeyboardEvent>) => ({
  key: 'b',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...init,
});

describe('sidebar shortcut', () => {
  it('is Ctrl+B or Cmd+B', () => {
    expect(isSidebarShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({ metaKey: true, key: 'B' }))).toBe(true);
  });
  it('ignores B alone, other keys and AltGr combinations', () => {
    expect(isSidebarShortcut(key({}))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, key: 'n' }))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
  });
});
