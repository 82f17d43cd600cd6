import { describe, expect, it } from 'vitest';
import {
  COMPLETION_STATUSES,
  CONTRACT_STATUSES,
  SUBMISSION_STATUSES,
  reachableFrom,
  screenAccess,
} from './application-screens.ts';
import { APPLICATION_STATUSES } from './application.machine.ts';

describe('application screens follow the machine', () => {
  it('opens the contract in every status reachable from APPROVED, in the spec order', () => {
    expect(CONTRACT_STATUSES).toEqual([
      'APPROVED',
      'CONTRACT_VERIFICATION',
      'CONTRACT_APPROVED',
      'CONTRACT_REJECTED',
      'UNDER_APPOINTMENT_BOOKING',
      'WAITING_FOR_CONTRACT',
      'UNDER_CONTRACT_MODIFICATION',
      'CONCLUDED_CONTRACT',
      'VOUCHER_CREATED',
      'DISBURSEABLE',
      'UNDER_DISBURSEMENT',
      'DISBURSEMENT_FAILED',
      'DISBURSED',
      'INSTALLMENT_NOT_DUE',
      'INSTALLMENT_DUE',
    ]);
  });

  it('opens the completion from CONCLUDED_CONTRACT on, a part of the contract phase', () => {
    expect(COMPLETION_STATUSES[0]).toBe('CONCLUDED_CONTRACT');
    expect(COMPLETION_STATUSES).not.toContain('WAITING_FOR_CONTRACT');
    for (const status of COMPLETION_STATUSES) expect(CONTRACT_STATUSES).toContain(status);
  });

  it('never opens a phase in a final status or before the decision', () => {
    for (const status of ['REJECTED', 'MEGHIUSULT', 'UNDER_EDITING', 'MANAGEMENT_REVIEW']) {
      expect(screenAccess('contract', status), status).toBe('closed');
      expect(screenAccess('completion', status), status).toBe('closed');
    }
    // Evaluation can come back to itself, but never reaches the contract without APPROVE.
    expect(reachableFrom('UNDER_EVALUATION').has('APPROVED')).toBe(true);
    expect(reachableFrom('CONTRACT_VERIFICATION').has('UNDER_EVALUATION')).toBe(false);
  });

  it('starts the submission only while editing, and gives every status an answer', () => {
    expect(SUBMISSION_STATUSES).toEqual(['UNDER_EDITING']);
    for (const status of APPLICATION_STATUSES)
      for (const screen of ['editing', 'submit', 'contract', 'completion'] as const)
        expect(['edit', 'read', 'closed']).toContain(screenAccess(screen, status));
    expect(screenAccess('editing', 'WAITING_FOR_SUPPLEMENT')).toBe('edit');
    expect(screenAccess('editing', 'SUPPLEMENT_NOT_SUBMITTED')).toBe('read');
  });
});
