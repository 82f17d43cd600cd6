import { describe, expect, it } from 'vitest';
import {
  WEEK_STARTS_ON,
  formatCurrency,
  formatDate,
  formatNumber,
  parseHungarianNumber,
} from './format.ts';

describe('Hungarian number display', () => {
  it("formats 1234567.5 in '0,0.00' as 1 234 567,50 Ft", () => {
    expect(formatCurrency(1234567.5, '0,0.00')).toBe('1 234 567,50 Ft');
  });

  it("formats '0,0' without decimals, rounding", () => {
    expect(formatNumber(1234567.5, '0,0')).toBe('1 234 568');
    expect(formatCurrency(1000)).toBe('1 000 Ft');
  });

  it('uses a plain space as the thousands separator even for four-digit numbers', () => {
    expect(formatNumber(1234)).toBe('1 234');
    expect(formatNumber(1234)).not.toMatch(/[\u00a0\u202f]/);
  });

  it('formats negative numbers and zero', () => {
    expect(formatNumber(-2500.25, '0,0.00')).toBe('-2 500,25');
    expect(formatNumber(0, '0,0.00')).toBe('0,00');
  });

  it('formats English with comma grouping and a decimal point', () => {
    expect(formatNumber(1234567.5, '0,0.00', 'en')).toBe('1,234,567.50');
  });

  it('writes English amounts the English way, never with the Hungarian Ft (issue 20, item 7)', () => {
    expect(formatCurrency(2_000_000, '0,0', 'en')).toBe('HUF 2,000,000');
    expect(formatCurrency(1234567.5, '0,0.00', 'en')).toBe('HUF 1,234,567.50');
    expect(formatCurrency(2_000_000, '0,0', 'en')).not.toMatch(/Ft/);
    expect(parseHungarianNumber('HUF 2000000')).toBe(2_000_000);
  });

  it('parses what it formats, and plain numbers', () => {
    expect(parseHungarianNumber('1 234 567,50 Ft')).toBe(1234567.5);
    expect(parseHungarianNumber('1234567.5')).toBe(1234567.5);
    expect(parseHungarianNumber('abc')).toBeNull();
    expect(parseHungarianNumber('')).toBeNull();
  });
});

describe('dates', () => {
  it('starts weeks on Monday', () => {
    expect(WEEK_STARTS_ON).toBe(1);
  });

  it('follows the interface language', () => {
    const date = new Date('2026-03-15T10:00:00Z');
    expect(formatDate(date, 'hu')).toBe('2026. 03. 15.');
    expect(formatDate(date, 'en')).toBe('15/03/2026');
  });
});
