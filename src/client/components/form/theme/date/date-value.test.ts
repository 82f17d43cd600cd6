import { describe, expect, it } from 'vitest';
import { formatTypedDate, fromPickerValue, parseTypedDate, toPickerValue } from './date-value.ts';

describe('date values between the catalogue and the picker', () => {
  it('keeps dates as YYYY-MM-DD and times as YYYY-MM-DD HH:MM', () => {
    expect(fromPickerValue('2024-03-15', false)).toBe('2024-03-15');
    expect(fromPickerValue('2024-03-15T10:30+01:00', true)).toBe('2024-03-15 10:30');
    expect(fromPickerValue(null, false)).toBeUndefined();
    expect(toPickerValue('2024-03-15 10:30')).toBe('2024-03-15T10:30');
    expect(toPickerValue('')).toBeNull();
  });
});

const iso = (date: Date | false | null) =>
  date ? `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}` : date;

describe('typed dates (issue 20, item 6)', () => {
  it('accepts the Hungarian way of writing a date as well as ISO', () => {
    for (const text of ['2027.05.01', '2027.05.01.', '2027. 05. 01.', '2027-05-01', '2027/5/1']) {
      expect(iso(parseTypedDate(text, false)), text).toBe('2027-5-1');
    }
  });

  it('accepts a time only where the field has one', () => {
    const date = parseTypedDate('2027. 05. 01. 14:30', true);
    expect(date && [date.getHours(), date.getMinutes()]).toEqual([14, 30]);
    expect(parseTypedDate('2027. 05. 01. 14:30', false)).toBe(false);
  });

  it('refuses what is not a real date, and reads an empty input as empty', () => {
    for (const text of ['2027.13.01', '2027.02.30', '05.01.2027', 'holnap', '2027.05']) {
      expect(parseTypedDate(text, false), text).toBe(false);
    }
    expect(parseTypedDate('  ', false)).toBeNull();
  });

  it('shows dates the way the interface language writes them', () => {
    const date = new Date(2027, 4, 1, 9, 5);
    expect(formatTypedDate(date, false, 'hu')).toBe('2027. 05. 01.');
    expect(formatTypedDate(date, true, 'hu')).toBe('2027. 05. 01. 09:05');
    expect(formatTypedDate(date, false, 'en')).toBe('2027-05-01');
    // What the input shows is read back as the same date.
    expect(iso(parseTypedDate(formatTypedDate(date, false, 'hu'), false))).toBe('2027-5-1');
  });

  it('hands the picker only stored dates, never typed text', () => {
    expect(toPickerValue('2027.13.01')).toBeNull();
    expect(toPickerValue('2027-05-01')).toBe('2027-05-01');
  });
});
