import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  caretAfterFormat,
  displayAmount,
  draftValue,
  editableAmount,
  formatDraft,
} from './amount-format.ts';

const integer = { decimals: 0, allowNegative: false } as const;
const money = { decimals: 2, allowNegative: true } as const;

describe('Hungarian amount entry', () => {
  it('groups digits with spaces while typing', () => {
    expect(formatDraft('1234567', integer)).toBe('1 234 567');
    expect(formatDraft('1 234 5678', integer)).toBe('12 345 678');
    expect(formatDraft('00012', integer)).toBe('12');
    expect(formatDraft('12abc3', integer)).toBe('123');
  });

  it('takes a point as the decimal comma and keeps at most the allowed decimals', () => {
    expect(formatDraft('1234.5', money)).toBe('1 234,5');
    expect(formatDraft('1234,567', money)).toBe('1 234,56');
    expect(formatDraft('1234,', money)).toBe('1 234,');
    expect(formatDraft('1234,5', integer)).toBe('1 234');
    expect(formatDraft('-12', money)).toBe('-12');
    expect(formatDraft('-12', integer)).toBe('12');
  });

  it('reads back the number it shows, for every integer of up to 15 digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999_999 }), (n) => {
        expect(draftValue(formatDraft(String(n), integer))).toBe(n);
        expect(draftValue(editableAmount(n, 0))).toBe(n);
      }),
    );
  });

  it('shows stored amounts as `1 234 567 Ft`', () => {
    expect(displayAmount(1234567, 0, true)).toBe('1 234 567 Ft');
    expect(displayAmount(1234567.5, 2, true)).toBe('1 234 567,50 Ft');
    expect(displayAmount(42, 0, false)).toBe('42');
    expect(displayAmount(undefined, 0, true)).toBe('');
  });

  it('keeps the caret after the same digit when regrouping', () => {
    // Typing '9' after '1234' in '1 234 567' gives '1 2349 567' → '12 349 567', caret after the 9.
    const typed = '1 2349 567';
    const formatted = formatDraft(typed, integer);
    expect(formatted).toBe('12 349 567');
    expect(formatted.slice(0, caretAfterFormat(typed, 6, formatted))).toBe('12 349');
  });
});

describe('English amount entry (decision 0035)', () => {
  const en = { decimals: 0, allowNegative: false, language: 'en' } as const;
  const enMoney = { decimals: 2, allowNegative: true, language: 'en' } as const;

  it('groups with commas and takes the point as the decimal mark', () => {
    expect(formatDraft('2000000', en)).toBe('2,000,000');
    expect(formatDraft('2,000,000', en)).toBe('2,000,000');
    expect(formatDraft('1234.567', enMoney)).toBe('1,234.56');
    expect(draftValue('2,000,000', 'en')).toBe(2_000_000);
    expect(draftValue('1,234.5', 'en')).toBe(1234.5);
  });

  it('shows stored amounts as `HUF 2,000,000`', () => {
    expect(displayAmount(2_000_000, 0, true, 'en')).toBe('HUF 2,000,000');
    expect(displayAmount(1234567.5, 2, true, 'en')).toBe('HUF 1,234,567.50');
    expect(displayAmount(42000, 0, false, 'en')).toBe('42,000');
  });

  it('reads back the number it shows, for every integer of up to 15 digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999_999 }), (n) => {
        expect(draftValue(formatDraft(String(n), en), 'en')).toBe(n);
        expect(draftValue(editableAmount(n, 0, 'en'), 'en')).toBe(n);
      }),
    );
  });

  it('keeps the caret after the same digit when regrouping', () => {
    const typed = '1,2349,567';
    const formatted = formatDraft(typed, en);
    expect(formatted).toBe('12,349,567');
    expect(formatted.slice(0, caretAfterFormat(typed, 6, formatted, 'en'))).toBe('12,349');
  });
});
