/**
 * Hungarian number entry (spec section 1): while typing, digits are grouped by spaces and the
 * decimal mark is a comma; a point typed is taken as the comma. Grouping goes through
 * src/shared/format.ts, the one number formatter.
 */
import { formatNumber, parseHungarianNumber } from '../../../../../shared/format.ts';

export interface AmountFormatOptions {
  /** Digits after the comma: 0 ('0,0') or 2 ('0,0.00'). */
  decimals: 0 | 2;
  /** Whether a leading minus sign may be typed. */
  allowNegative: boolean;
}

/** Largest integer part we group exactly (beyond it doubles lose digits). */
const MAX_INTEGER_DIGITS = 15;

/** The typed text, cleaned and grouped: '1234567,5' → '1 234 567,5'. */
export function formatDraft(
  text: string,
  { decimals, allowNegative }: AmountFormatOptions,
): string {
  const negative = allowNegative && text.trim().startsWith('-');
  const cleaned = text.replace(/\./g, ',').replace(/[^\d,]/g, '');
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
      : formatNumber(Number(integer), '0,0', 'hu');
  const sign = negative ? '-' : '';
  if (fraction !== null && decimals > 0) return `${sign}${grouped},${fraction}`;
  return `${sign}${grouped}`;
}

/** The number a draft stands for, or undefined when empty or unfinished ('-'). */
export function draftValue(draft: string): number | undefined {
  const value = parseHungarianNumber(draft.replace(/,$/, ''));
  return value === null ? undefined : value;
}

/** How a stored value shows when the field is not being edited: '1 234 567 Ft'. */
export function displayAmount(
  value: number | undefined,
  decimals: 0 | 2,
  currency: boolean,
): string {
  if (value === undefined || value === null || Number.isNaN(value)) return '';
  const text = formatNumber(value, decimals === 2 ? '0,0.00' : '0,0', 'hu');
  return currency ? `${text} Ft` : text;
}

/** The editable text of a stored value (no currency, no trailing zeros forced). */
export function editableAmount(value: number | undefined, decimals: 0 | 2): string {
  if (value === undefined || value === null || Number.isNaN(value)) return '';
  return formatDraft(String(value).replace('.', ','), { decimals, allowNegative: value < 0 });
}

/**
 * Where the caret goes after regrouping: after the same number of digits (and comma) as it
 * stood after in the typed text, so typing in the middle of a number does not jump to its end.
 */
export function caretAfterFormat(typed: string, caret: number, formatted: string): number {
  const significant = typed
    .slice(0, caret)
    .replace(/\./g, ',')
    .replace(/[^\d,-]/g, '').length;
  if (significant === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/[\d,-]/.test(formatted[index]!)) seen++;
    if (seen === significant) return index + 1;
  }
  return formatted.length;
}
