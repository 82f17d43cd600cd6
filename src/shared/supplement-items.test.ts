import { describe, expect, it } from 'vitest';
import { isUnlocked, supplementItemLabel } from './supplement-items.ts';

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

describe('supplementItemLabel', () => {
  const sources = {
    translate: (key: string) =>
      ({ 'sections.customFields': 'Támogatási tartalom', 'sections.statements': 'Nyilatkozatok' })[
        key
      ] ?? key,
    texts: {
      name: '',
      summary: '',
      groups: { egyseg: 'A vendéglátó egység' },
      fields: {},
      knockOut: {},
      statements: {},
    },
    customFieldsSchema: {
      properties: { egyseg: { properties: { ferohelyek: { title: 'Férőhelyek' } } } },
    },
  };

  it('names the section, then the group or field from the texts or the schema', () => {
    expect(supplementItemLabel('customFields', sources)).toBe('Támogatási tartalom');
    expect(supplementItemLabel('customFields.egyseg', sources)).toBe(
      'Támogatási tartalom – A vendéglátó egység',
    );
    expect(supplementItemLabel('customFields.egyseg.ferohelyek', sources)).toBe(
      'Támogatási tartalom – Férőhelyek',
    );
  });

  it('falls back to the technical id when no name is known', () => {
    expect(supplementItemLabel('statements.UJ', sources)).toBe('Nyilatkozatok – UJ');
  });
});
