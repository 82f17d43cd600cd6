/**
 * Number and date formatting in the portal's style (spec sections 1 and 9): Hungarian numbers use
 * a space as thousands separator, a comma as decimal mark and the ' Ft' suffix. Formats '0,0'
 * (no decimals) and '0,0.00' (two decimals). This is the only place numbers are formatted.
 * English follows one English convention throughout: comma grouping, decimal point and the ISO
 * code before the number ('HUF 2,000,000'), as the calls' English texts write amounts ("up to HUF
 * 1 billion"); never the Hungarian 'Ft' after English digits (issue 20, decision 0035).
 */

export type NumberFormat = '0,0' | '0,0.00';
export type { Language } from './i18n-languages.ts';
import type { Language } from './i18n-languages.ts';

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormatter(language: Language, format: NumberFormat): Intl.NumberFormat {
  const key = `${language}|${format}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = format === '0,0.00' ? 2 : 0;
    formatter = new Intl.NumberFormat(language === 'hu' ? 'hu-HU' : 'en-GB', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: 'always',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats a number. Hungarian output uses a plain space as the thousands separator (Intl gives
 * a no-break space, which would not match what users type or what the spec shows).
 */
export function formatNumber(
  value: number,
  format: NumberFormat = '0,0',
  language: Language = 'hu',
): string {
  const text = numberFormatter(language, format).format(value);
  return language === 'hu' ? text.replace(/[\u00a0\u202f]/g, ' ') : text;
}

/** Formats an amount in forints: `1 234 567,50 Ft` in Hungarian, `HUF 1,234,567.50` in English. */
export function formatCurrency(
  value: number,
  format: NumberFormat = '0,0',
  language: Language = 'hu',
): string {
  const number = formatNumber(value, format, language);
  return language === 'hu' ? `${number} Ft` : `HUF ${number}`;
}

/** Parses a number typed in Hungarian style ("1 234 567,5") or plain ("1234567.5"). */
export function parseHungarianNumber(text: string): number | null {
  const compact = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/Ft$/i, '')
    .replace(/^HUF/i, '')
    .replace(',', '.');
  if (compact === '' || !/^-?\d+(\.\d+)?$/.test(compact)) return null;
  return Number(compact);
}

/** Weeks start on Monday (spec section 9); the date picker uses it in both languages. */
export const WEEK_STARTS_ON = 1;

/** Formats a date (or ISO string) in the interface language. */
export function formatDate(value: Date | string, language: Language = 'hu'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(language === 'hu' ? 'hu-HU' : 'en-GB', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'Europe/Budapest',
  }).format(date);
}

/** Formats a date and time in Budapest time in the interface language. */
export function formatDateTime(value: Date | string, language: Language = 'hu'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(language === 'hu' ? 'hu-HU' : 'en-GB', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Budapest',
  }).format(date);
}
