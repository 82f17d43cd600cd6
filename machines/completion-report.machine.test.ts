import { describe, expect, it } from 'vitest';
import {
  COMPLETION_REPORT_STATUSES,
  nextReportStatus,
  reportEditable,
  reportReviewable,
} from './completion-report.machine.ts';

describe('completion report machine', () => {
  it('takes a report from open through a return for correction to accepted', () => {
    const submitted = nextReportStatus('OPEN', { type: 'SUBMIT', actor: 'APPLICANT' });
    expect(submitted).toBe('SUBMITTED');
    const returned = nextReportStatus('SUBMITTED', {
      type: 'RETURN_FOR_CORRECTION',
      actor: 'STAFF',
    });
    expect(returned).toBe('RETURNED');
    expect(nextReportStatus('RETURNED', { type: 'SUBMIT', actor: 'APPLICANT' })).toBe('SUBMITTED');
    expect(nextReportStatus('SUBMITTED', { type: 'ACCEPT', actor: 'STAFF' })).toBe('ACCEPTED');
  });

  it('lets each side send only its own events', () => {
    expect(nextReportStatus('OPEN', { type: 'SUBMIT', actor: 'STAFF' })).toBeNull();
    expect(nextReportStatus('SUBMITTED', { type: 'ACCEPT', actor: 'APPLICANT' })).toBeNull();
    expect(
      nextReportStatus('SUBMITTED', { type: 'RETURN_FOR_CORRECTION', actor: 'APPLICANT' }),
    ).toBeNull();
  });

  it('refuses every event out of place, and nothing leaves an accepted report', () => {
    expect(nextReportStatus('OPEN', { type: 'ACCEPT', actor: 'STAFF' })).toBeNull();
    expect(nextReportStatus('RETURNED', { type: 'ACCEPT', actor: 'STAFF' })).toBeNull();
    expect(nextReportStatus('SUBMITTED', { type: 'SUBMIT', actor: 'APPLICANT' })).toBeNull();
    for (const type of ['SUBMIT', 'ACCEPT', 'RETURN_FOR_CORRECTION'] as const)
      for (const actor of ['APPLICANT', 'STAFF'] as const)
        expect(nextReportStatus('ACCEPTED', { type, actor })).toBeNull();
  });

  it('names the editable and the reviewable statuses', () => {
    expect(COMPLETION_REPORT_STATUSES.filter(reportEditable)).toEqual(['OPEN', 'RETURNED']);
    expect(COMPLETION_REPORT_STATUSES.filter(reportReviewable)).toEqual(['SUBMITTED']);
  });
});
