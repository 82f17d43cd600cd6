/**
 * Which sidebar groups are open, kept in local storage (spec section 2) as `{ [groupId]: boolean }`.
 */
import { STORAGE_KEYS } from '../lib/ui-constants.ts';

export type OpenGroups = Record<string, boolean>;

export function readOpenGroups(): OpenGroups {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.navigationOpen) ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return Object.fromEntries(
        Object.entries(parsed).filter(
          (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
        ),
      );
    }
  } catch {
    // Unreadable or unavailable storage: every group starts closed.
  }
  return {};
}

export function writeOpenGroups(groups: OpenGroups): void {
  try {
    localStorage.setItem(STORAGE_KEYS.navigationOpen, JSON.stringify(groups));
  } catch {
    // Without storage the open state lasts for this page only.
  }
}
