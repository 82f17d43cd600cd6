import { matchQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys.ts';

/** Whether invalidating `prefix` reaches the query under `key` (TanStack's own prefix match). */
const reaches = (prefix: readonly unknown[], key: readonly unknown[]) =>
  matchQuery({ queryKey: prefix }, { queryKey: key, queryHash: JSON.stringify(key) } as never);

describe('query keys (src/client/lib/query-keys.ts)', () => {
  it("an applicant's edit reaches every query of that applicant, and no other applicant's", () => {
    const applicant = queryKeys.applicant(7);
    for (const key of [
      queryKeys.applicantBase(7),
      queryKeys.applicantAddresses(7),
      queryKeys.applicantRecords(7, 'owners'),
      queryKeys.financialSize(7),
      queryKeys.providerProfile(7),
      queryKeys.masterDataSnapshot(7),
      queryKeys.organisationUsers(7),
      queryKeys.pendingInvites(7),
    ])
      expect(reaches(applicant, key), JSON.stringify(key)).toBe(true);
    expect(reaches(applicant, queryKeys.applicantAddresses(8))).toBe(false);
  });

  it('the address editor and the loan claim read the addresses under one key', () => {
    expect(queryKeys.applicantRecords(7, 'addresses')).toEqual(queryKeys.applicantAddresses(7));
  });

  it('an application change reaches the application and the lists of applications', () => {
    expect(reaches(queryKeys.applications(), queryKeys.application(3))).toBe(true);
    expect(reaches(queryKeys.applications(), queryKeys.applicationsOf(7))).toBe(true);
    expect(reaches(queryKeys.backoffice(), queryKeys.backofficeFile(3))).toBe(true);
  });
});
