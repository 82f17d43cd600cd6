import { describe, expect, it } from 'vitest';
import hu from '../../shared/locales/hu/common.json' with { type: 'json' };
import {
  type MenuEntry,
  activeGroupId,
  flattenMenu,
  isEntryDisabled,
  matchMenuEntry,
  pageNeedsTender,
  pageTitle,
} from './menu.ts';

/** A tiny `t` over the Hungarian common namespace, enough for the title rule. */
function translate(key: string, options?: Record<string, string>): string {
  let value: unknown = hu;
  for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
  let text = String(value);
  for (const [name, replacement] of Object.entries(options ?? {}))
    text = text.replace(`{{${name}}}`, replacement);
  return text;
}

describe('page title and menu matching', () => {
  it('matches a menu path exactly', () => {
    expect(matchMenuEntry('/attachments')?.id).toBe('attachments');
    expect(pageTitle('/attachments', translate)).toBe(`${hu.menu.attachments} - ${hu.productName}`);
  });

  it('matches the longest menu path that is a prefix followed by a slash', () => {
    expect(matchMenuEntry('/progress/completion/42')?.id).toBe('completion');
    expect(matchMenuEntry('/progress/completion/')?.id).toBe('completion');
    // Not in the sidebar, but inside the application section: the group's entry.
    expect(matchMenuEntry('/application/contact')?.id).toBe('application');
  });

  it('does not match a prefix that is not followed by a slash', () => {
    const entries: MenuEntry[] = [{ id: 'a', path: '/attach', labelKey: 'x', tenderNeeded: true }];
    expect(matchMenuEntry('/attachments', entries)).toBeNull();
  });

  it("matches '/' only exactly", () => {
    expect(matchMenuEntry('/')?.id).toBe('dashboard');
    expect(matchMenuEntry('/nothing-here')).toBeNull();
  });

  it('gives the product name alone and no tender requirement for an unknown path', () => {
    expect(pageTitle('/no/such/page', translate)).toBe(hu.productName);
    expect(pageNeedsTender('/no/such/page')).toBe(false);
  });

  it('carries the tender-needed flag of the matched entry', () => {
    expect(pageNeedsTender('/attachments')).toBe(true);
    expect(pageNeedsTender('/statements')).toBe(true);
    expect(pageNeedsTender('/application/owners-old')).toBe(true);
    expect(pageNeedsTender('/progress/completion/7')).toBe(true);
    expect(pageNeedsTender('/')).toBe(false);
    expect(pageNeedsTender('/help/docs')).toBe(false);
    expect(pageNeedsTender('/help/support')).toBe(false);
  });

  it('has a translation for every entry and unique paths', () => {
    const entries = flattenMenu();
    expect(new Set(entries.map((e) => e.path)).size).toBe(entries.length);
    for (const entry of entries) expect(translate(entry.labelKey)).not.toBe('undefined');
  });

  it('disables tender-needed entries while no applicant is selected', () => {
    const attachments = matchMenuEntry('/attachments');
    const docs = matchMenuEntry('/help/docs');
    if (!attachments || !docs) throw new Error('menu entries missing');
    expect(isEntryDisabled(attachments, false)).toBe(true);
    expect(isEntryDisabled(attachments, true)).toBe(false);
    expect(isEntryDisabled(docs, false)).toBe(false);
  });

  it('finds the group of the active path', () => {
    expect(activeGroupId('/application/base')).toBe('application');
    expect(activeGroupId('/help/support')).toBe('help');
    expect(activeGroupId('/attachments')).toBeNull();
  });
});
