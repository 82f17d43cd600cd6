import { describe, expect, it } from 'vitest';
import hu from '../../shared/locales/hu/common.json' with { type: 'json' };
import {
  type MenuEntry,
  activeGroupId,
  flattenMenu,
  entryAccess,
  matchMenuEntry,
  pageNeedsApplication,
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

/** The access of the menu entry of a path, for a selected application in `status`. */
function access(path: string, status: string) {
  const found: MenuEntry | null = matchMenuEntry(path);
  if (!found) throw new Error(`no menu entry for ${path}`);
  return entryAccess(found, true, status);
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
    const entries: MenuEntry[] = [
      { id: 'a', path: '/attach', labelKey: 'x', applicationNeeded: true },
    ];
    expect(matchMenuEntry('/attachments', entries)).toBeNull();
  });

  it("matches '/' only exactly", () => {
    expect(matchMenuEntry('/')?.id).toBe('dashboard');
    expect(matchMenuEntry('/nothing-here')).toBeNull();
  });

  it('gives the product name alone and no application requirement for an unknown path', () => {
    expect(pageTitle('/no/such/page', translate)).toBe(hu.productName);
    expect(pageNeedsApplication('/no/such/page')).toBe(false);
  });

  it('carries the application-needed flag of the matched entry', () => {
    expect(pageNeedsApplication('/attachments')).toBe(true);
    expect(pageNeedsApplication('/statements')).toBe(true);
    expect(pageNeedsApplication('/application/owners-old')).toBe(true);
    expect(pageNeedsApplication('/progress/completion/7')).toBe(true);
    expect(pageNeedsApplication('/')).toBe(false);
    expect(pageNeedsApplication('/help/docs')).toBe(false);
    expect(pageNeedsApplication('/help/support')).toBe(false);
  });

  it('has a translation for every entry and unique paths', () => {
    const entries = flattenMenu();
    expect(new Set(entries.map((e) => e.path)).size).toBe(entries.length);
    for (const entry of entries) expect(translate(entry.labelKey)).not.toBe('undefined');
  });

  it('disables application-needed entries while no applicant is selected', () => {
    const attachments = matchMenuEntry('/attachments');
    const docs = matchMenuEntry('/help/docs');
    if (!attachments || !docs) throw new Error('menu entries missing');
    expect(entryAccess(attachments, false, null)).toBe('closed');
    expect(entryAccess(attachments, true, null)).toBe('edit');
    expect(entryAccess(docs, false, null)).toBe('edit');
    // The status cannot open what the missing applicant closes.
    expect(entryAccess(attachments, false, 'UNDER_EDITING')).toBe('closed');
  });

  describe('follows the selected application through the lifecycle machine', () => {
    it('opens the submission only while the application is being edited', () => {
      expect(access('/progress/submit', 'UNDER_EDITING')).toBe('edit');
      for (const status of ['UNDER_EVALUATION', 'WAITING_FOR_SUPPLEMENT', 'APPROVED', 'REJECTED'])
        expect(access('/progress/submit', status), status).toBe('closed');
    });

    it('keeps the editing screens editable while editing and during a supplement, read-only after', () => {
      for (const path of [
        '/application/loan-claim',
        '/application/base',
        '/application/addresses',
        '/application/owners',
        '/application/financial',
        '/application/supportContent',
        '/attachments',
        '/statements',
      ]) {
        expect(access(path, 'UNDER_EDITING'), path).toBe('edit');
        expect(access(path, 'WAITING_FOR_SUPPLEMENT'), path).toBe('edit');
        expect(access(path, 'UNDER_EVALUATION'), path).toBe('read');
        expect(access(path, 'CONCLUDED_CONTRACT'), path).toBe('read');
      }
    });

    it('opens the contract from APPROVED on, and the completion from CONCLUDED_CONTRACT on', () => {
      for (const status of ['UNDER_EDITING', 'UNDER_EVALUATION', 'MANAGEMENT_REVIEW', 'REJECTED'])
        expect(access('/progress/contract', status), status).toBe('closed');
      for (const status of [
        'APPROVED',
        'CONTRACT_VERIFICATION',
        'UNDER_APPOINTMENT_BOOKING',
        'WAITING_FOR_CONTRACT',
        'CONCLUDED_CONTRACT',
        'DISBURSED',
        'INSTALLMENT_DUE',
      ])
        expect(access('/progress/contract', status), status).toBe('edit');
      for (const status of ['APPROVED', 'UNDER_APPOINTMENT_BOOKING', 'WAITING_FOR_CONTRACT'])
        expect(access('/progress/completion', status), status).toBe('closed');
      for (const status of [
        'CONCLUDED_CONTRACT',
        'VOUCHER_CREATED',
        'DISBURSED',
        'INSTALLMENT_NOT_DUE',
      ])
        expect(access('/progress/completion', status), status).toBe('edit');
      // A cancelled application has neither.
      expect(access('/progress/contract', 'MEGHIUSULT')).toBe('closed');
      expect(access('/progress/completion', 'MEGHIUSULT')).toBe('closed');
    });

    it('leaves the pages without a screen alone', () => {
      expect(access('/progress', 'REJECTED')).toBe('edit');
      expect(access('/', 'REJECTED')).toBe('edit');
      expect(access('/help/docs', 'MEGHIUSULT')).toBe('edit');
    });
  });

  it('finds the group of the active path', () => {
    expect(activeGroupId('/application/base')).toBe('application');
    expect(activeGroupId('/help/support')).toBe('help');
    expect(activeGroupId('/attachments')).toBeNull();
  });
});
