import { describe, expect, it } from 'vitest';
import {
  type ApplicantOption,
  type ApplicationOption,
  chooseApplicant,
  chooseApplication,
  parseStoredId,
  switchApplicant,
  applicationLabel,
  applicationSelectorEntries,
} from './selection-rules.ts';

const applicants: ApplicantOption[] = [
  { id: 1, name: 'Balaton Panzió Kft.', taxNumber: '12345678-2-19' },
  { id: 2, name: 'Tokaji Borház Bt.', taxNumber: '87654321-1-05' },
];
const application = (id: number, extra: Partial<ApplicationOption> = {}): ApplicationOption => ({
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
  it('clears the application and goes to / when switching', () => {
    expect(switchApplicant(2)).toEqual({ applicantId: 2, applicationId: null, navigateTo: '/' });
  });
});

describe('application selection', () => {
  it('reuses the stored application when it is listed', () => {
    expect(chooseApplication([application(1), application(2)], 2)?.id).toBe(2);
  });
  it('selects a single application automatically', () => {
    expect(chooseApplication([application(5)], null)?.id).toBe(5);
    expect(chooseApplication([application(5)], 99)?.id).toBe(5);
  });
  it('selects none when several exist and the stored one is not among them', () => {
    expect(chooseApplication([application(1), application(2)], 99)).toBeNull();
    expect(chooseApplication([application(1), application(2)], null)).toBeNull();
  });
  it('selects none without applications', () => {
    expect(chooseApplication([], 1)).toBeNull();
  });
});

describe('application label', () => {
  it('falls back from project title to identifier to #id', () => {
    expect(
      applicationLabel(
        application(3, { projectTitle: 'Wellness szárny', identifier: 'TPP-2026-001' }),
      ),
    ).toBe('Wellness szárny');
    expect(
      applicationLabel(application(3, { projectTitle: '  ', identifier: 'TPP-2026-001' })),
    ).toBe('TPP-2026-001');
    expect(applicationLabel(application(3))).toBe('#3');
  });
});

describe('application selector entries', () => {
  it('lists only one of the rejected applications sharing an identifier (the newest)', () => {
    const entries = applicationSelectorEntries([
      application(1, { identifier: 'A', status: 'REJECTED' }),
      application(2, { identifier: 'A', status: 'REJECTED' }),
      application(3, { identifier: 'A', status: 'UNDER_EDITING' }),
      application(4, { identifier: 'B', status: 'REJECTED' }),
    ]);
    expect(entries.map((t) => t.id)).toEqual([2, 3, 4]);
  });
  it('keeps applications that are not rejected even with equal identifiers', () => {
    const entries = applicationSelectorEntries([
      application(1, { identifier: 'A', status: 'APPROVED' }),
      application(2, { identifier: 'A', status: 'UNDER_EDITING' }),
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
