/**
 * Hungarian number entry (spec section 1): while typing, digits are grouped by spaces and the
 * decimal mark is a comma; a point typed is taken as the comma. Grouping goes through
 * src/shared/format.ts, the one number formatter. In the English interface the English
 * convention holds in the field as everywhere else (decision 0035): comma grouping, decimal
 * point, 'HUF 1,234,567' when not edited, so what is typed looks like what is shown.
 */
import {
  type Language,
  formatCurrency,
  formatNumber,
  parseHungarianNumber,
} from '../../../../../shared/format.ts';

export interface AmountFormatOptions {
  /** Digits after the comma: 0 ('0,0') or 2 ('0,0.00'). */
  decimals: 0 | 2;
  /** Whether a leading minus sign may be typed. */
  allowNegative: boolean;
  /** The interface language, whose separators the field uses (default Hungarian). */
  language?: Language;
}

/** Largest integer part we group exactly (beyond it doubles lose digits). */
const MAX_INTEGER_DIGITS = 15;

/** The typed text, cleaned and grouped: '1234567,5' → '1 234 567,5'. */
export function formatDraft(
  text: string,
  { decimals, allowNegative, language = 'hu' }: AmountFormatOptions,
): string {
  const negative = allowNegative && text.trim().startsWith('-');
  // One decimal mark (',' here), whatever the language: English grouping commas are dropped and
  // its point becomes the mark; a Hungarian point is taken as the comma.
  const cleaned =
    language === 'en'
      ? text
          .replace(/,/g, '')
          .replace(/\./g, ',')
          .replace(/[^\d,]/g, '')
      : text.replace(/\./g, ',').replace(/[^\d,]/g, '');
  const comma = cleaned.indexOf(',');
  let integer = (comma < 0 ? cleaned : cleaned.slice(0, comma)).slice(0, MAX_INTEGER_DIGITS);
  const fraction =
    comma < 0
      ? null
      : cleaned
          .slice(comma + 1)
          .replace(/,/g, '')
          .slice(0, decimals);
  integer = integer.replace(/^0+(?=\d)/, '');
  const grouped =
    integer === ''
      ? fraction !== null && decimals > 0
        ? '0'
        : ''
      : formatNumber(Number(integer), '0,0', language);
  const sign = negative ? '-' : '';
  const mark = language === 'en' ? '.' : ',';
  if (fraction !== null && decimals > 0) return `${sign}${grouped}${mark}${fraction}`;
  return `${sign}${grouped}`;
}

/** The number a draft stands for, or undefined when empty or unfinished ('-'). */
export function draftValue(draft: string, language: Language = 'hu'): number | undefined {
  const plain = language === 'en' ? draft.replace(/,/g, '').replace(/\.$/, '') : draft;
  const value = parseHungarianNumber(plain.replace(/,$/, ''));
  return value === null ? undefined : value;
}

/** How a stored value shows when the field is not being edited: '1 234 567 Ft', 'HUF 1,234,567'. */
export function displayAmount(
  value: number | undefined,
  decimals: 0 | 2,
  currency: boolean,
  language: Language = 'hu',
): string {
  if (value === undefined || value === null || Number.isNaN(value)) return '';
  const format = decimals === 2 ? '0,0.00' : '0,0';
  return currency ? formatCurrency(value, format, language) : formatNumber(value, format, language);
}

/** The editable text of a stored value (no currency, no trailing zeros forced). */
export function editableAmount(
  value: number | undefined,
  decimals: 0 | 2,
  language: Language = 'hu',
): string {
  if (value === undefined || value === null || Number.isNaN(value)) return '';
  const text = language === 'en' ? String(value) : String(value).replace('.', ',');
  return formatDraft(text, { decimals, allowNegative: value < 0, language });
}

/**
 * Where the caret goes after regrouping: after the same number of digits (and comma) as it
 * stood after in the typed text, so typing in the middle of a number does not jump to its end.
 */
export function caretAfterFormat(
  typed: string,
  caret: number,
  formatted: string,
  language: Language = 'hu',
): number {
  // The characters that survive regrouping: digits, the decimal mark and the sign.
  const kept = language === 'en' ? /[\d.-]/ : /[\d,-]/;
  const before = typed.slice(0, caret);
  const significant = (
    language === 'en' ? before.replace(/,/g, '') : before.replace(/\./g, ',')
  ).replace(language === 'en' ? /[^\d.-]/g : /[^\d,-]/g, '').length;
  if (significant === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (kept.test(formatted[index]!)) seen++;
    if (seen === significant) return index + 1;
  }
  return formatted.length;
}
