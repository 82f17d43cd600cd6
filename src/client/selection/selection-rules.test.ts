import { describe, expect, it } from 'vitest';
import {
  type ApplicantOption,
  type TenderOption,
  chooseApplicant,
  chooseTender,
  parseStoredId,
  switchApplicant,
  tenderLabel,
  tenderSelectorEntries,
} from './selection-rules.ts';

const applicants: ApplicantOption[] = [
  { id: 1, name: 'Balaton Panzió Kft.', taxNumber: '12345678-2-19' },
  { id: 2, name: 'Tokaji Borház Bt.', taxNumber: '87654321-1-05' },
];
const tender = (id: number, extra: Partial<TenderOption> = {}): TenderOption => ({
  id,
  projectTitle: null,
  identifier: null,
  status: 'UNDER_EDITING',
  ...extra,
});

describe('applicant selection', () => {
  it('re-selects the stored applicant when it is still available', () => {
    expect(chooseApplicant(applicants, 2)?.id).toBe(2);
  });
  it('falls back to the first applicant otherwise', () => {
    expect(chooseApplicant(applicants, 99)?.id).toBe(1);
    expect(chooseApplicant(applicants, null)?.id).toBe(1);
  });
  it('selects nothing without applicants', () => {
    expect(chooseApplicant([], 1)).toBeNull();
  });
  it('clears the tender and goes to / when switching', () => {
    expect(switchApplicant(2)).toEqual({ applicantId: 2, tenderId: null, navigateTo: '/' });
  });
});

describe('tender selection', () => {
  it('reuses the stored tender when it is listed', () => {
    expect(chooseTender([tender(1), tender(2)], 2)?.id).toBe(2);
  });
  it('selects a single tender automatically', () => {
    expect(chooseTender([tender(5)], null)?.id).toBe(5);
    expect(chooseTender([tender(5)], 99)?.id).toBe(5);
  });
  it('selects none when several exist and the stored one is not among them', () => {
    expect(chooseTender([tender(1), tender(2)], 99)).toBeNull();
    expect(chooseTender([tender(1), tender(2)], null)).toBeNull();
  });
  it('selects none without tenders', () => {
    expect(chooseTender([], 1)).toBeNull();
  });
});

describe('tender label', () => {
  it('falls back from project title to identifier to #id', () => {
    expect(
      tenderLabel(tender(3, { projectTitle: 'Wellness szárny', identifier: 'TPP-2026-001' })),
    ).toBe('Wellness szárny');
    expect(tenderLabel(tender(3, { projectTitle: '  ', identifier: 'TPP-2026-001' }))).toBe(
      'TPP-2026-001',
    );
    expect(tenderLabel(tender(3))).toBe('#3');
  });
});

describe('tender selector entries', () => {
  it('lists only one of the rejected tenders sharing an identifier (the newest)', () => {
    const entries = tenderSelectorEntries([
      tender(1, { identifier: 'A', status: 'REJECTED' }),
      tender(2, { identifier: 'A', status: 'REJECTED' }),
      tender(3, { identifier: 'A', status: 'UNDER_EDITING' }),
      tender(4, { identifier: 'B', status: 'REJECTED' }),
    ]);
    expect(entries.map((t) => t.id)).toEqual([2, 3, 4]);
  });
  it('keeps tenders that are not rejected even with equal identifiers', () => {
    const entries = tenderSelectorEntries([
      tender(1, { identifier: 'A', status: 'APPROVED' }),
      tender(2, { identifier: 'A', status: 'UNDER_EDITING' }),
    ]);
    expect(entries).toHaveLength(2);
  });
});

describe('stored ids', () => {
  it('accepts positive integers only', () => {
    expect(parseStoredId('12')).toBe(12);
    expect(parseStoredId(null)).toBeNull();
    expect(parseStoredId('abc')).toBeNull();
    expect(parseStoredId('-1')).toBeNull();
    expect(parseStoredId('1.5')).toBeNull();
  });
});
