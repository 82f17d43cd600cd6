import { describe, expect, it } from 'vitest';
import { fromPickerValue, toPickerValue } from './date-value.ts';

describe('date values between the catalogue and the picker', () => {
  it('keeps dates as YYYY-MM-DD and times as YYYY-MM-DD HH:MM', () => {
    expect(fromPickerValue('2024-03-15', false)).toBe('2024-03-15');
    expect(fromPickerValue('2024-03-15T10:30+01:00', true)).toBe('2024-03-15 10:30');
    expect(fromPickerValue(null, false)).toBeUndefined();
    expect(toPickerValue('2024-03-15 10:30')).toBe('2024-03-15T10:30');
    expect(toPickerValue('')).toBeNull();
  });
});
