import { describe, expect, it } from 'vitest';
import { isUnlocked } from './supplement-items.ts';

describe('isUnlocked', () => {
  const items = ['loanClaim.projektCim', 'customFields.egyseg', 'documents'];

  it('unlocks a named field, the fields of a named group and everything in a named section', () => {
    expect(isUnlocked(items, 'loanClaim.projektCim')).toBe(true);
    expect(isUnlocked(items, 'customFields.egyseg.ferohelyek')).toBe(true);
    expect(isUnlocked(items, 'documents.ARAJANLAT')).toBe(true);
  });

  it('keeps siblings, look-alike prefixes and the parent of a named field locked', () => {
    expect(isUnlocked(items, 'loanClaim.rovidLeiras')).toBe(false);
    expect(isUnlocked(items, 'loanClaim.projektCimke')).toBe(false);
    expect(isUnlocked(items, 'customFields.egysegek.nev')).toBe(false);
    expect(isUnlocked(items, 'loanClaim')).toBe(false);
    expect(isUnlocked([], 'statements.ADATKEZELES')).toBe(false);
  });
});
