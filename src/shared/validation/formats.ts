/**
 * The string formats of the validation catalogue (spec section 5). Each is a pure function so
 * that the server's ajv (at runtime) and the browser's precompiled validators (which import
 * this module instead of compiling anything) run the very same check.
 *
 * Convention: every format except `nonBlank` accepts the empty string. Whether a value is
 * required is said once, by `nonBlank` (message validators.requiredField), so an empty required
 * field reports "required" and never also "wrong format".
 */

import { dateToBudapestLocal } from '../budapest-time.ts';

/** An ajv format definition: the shape ajv's standalone code calls as `formats.x.validate(s)`. */
export interface PortalFormat {
  type: 'string';
  validate: (value: string) => boolean;
}

function regexFormat(pattern: RegExp): PortalFormat {
  return { type: 'string', validate: (value) => value === '' || pattern.test(value) };
}

/** Removes the leading plus of a phone number (spec section 5: requiredPhone). */
export function normalizePhone(value: string): string {
  return value.startsWith('+') ? value.slice(1) : value;
}

const PASSWORD_MIN_LENGTH = 10;

/** At least 10 characters with upper case, lower case, digit and special character. */
export function isValidPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    /\p{Lu}/u.test(value) &&
    /\p{Ll}/u.test(value) &&
    /\d/.test(value) &&
    /[^\p{L}\d\s]/u.test(value)
  );
}

/**
 * E-mail: a local part, '@', and a domain of dot-separated labels ending in a letter TLD.
 * (The same shape zod's default e-mail check accepts.)
 */
const EMAIL =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?$/;

/** Splits 'YYYY-MM-DD' or 'YYYY-MM-DD HH:MM' (also with 'T') into numbers, or null. */
function dateParts(value: string): [number, number, number, number | null, number | null] | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const [, y, m, d, hh, mm] = match;
  return [
    Number(y),
    Number(m),
    Number(d),
    hh === undefined ? null : Number(hh),
    mm === undefined ? null : Number(mm),
  ];
}

/** A real calendar date (no 30 February), with an optional real HH:MM time. */
export function isRealDate(value: string): boolean {
  const parts = dateParts(value);
  if (!parts) return false;
  const [year, month, day, hour, minute] = parts;
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return false;
  if (hour !== null && (hour > 23 || (minute ?? 0) > 59)) return false;
  return true;
}

/**
 * Now as 'YYYY-MM-DD HH:MM' in Budapest time. Browser and server both compare against Budapest
 * time, so they agree whatever time zone the user's machine or the server runs in.
 */
export function budapestNow(now: Date = new Date()): string {
  return dateToBudapestLocal(now).replace('T', ' ');
}

/** Not after now. A date without time is compared by day. Invalid dates pass (invalidDate reports them). */
export function isNotFutureDate(value: string, now: Date = new Date()): boolean {
  const parts = dateParts(value);
  if (!parts || !isRealDate(value)) return true;
  const current = budapestNow(now);
  const normalized = value.replace('T', ' ');
  return parts[3] === null ? normalized <= current.slice(0, 10) : normalized <= current;
}

/**
 * The catalogue's formats, by ajv format name. Names are camelCase and portal-specific so they
 * do not replace ajv-formats' standard ones (Fastify registers those).
 */
export const formats = {
  /** Required: not empty after trimming. */
  nonBlank: { type: 'string', validate: (value: string) => value.trim().length > 0 },
  nonDigit: regexFormat(/^\D*$/),
  digits: regexFormat(/^\d+$/),
  /** Non-negative decimal with optional fraction (comma or point). */
  decimal: regexFormat(/^\d+(?:[.,]\d+)?$/),
  /** Decimal that may be negative (yearly data). */
  signedDecimal: regexFormat(/^-?\d+(?:[.,]\d+)?$/),
  /** Integer digits from 1 to 100 (leading zeros allowed). */
  percentage: {
    type: 'string',
    validate: (value: string) =>
      value === '' || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 100),
  },
  strongPassword: {
    type: 'string',
    validate: (value: string) => value === '' || isValidPassword(value),
  },
  emailAddress: regexFormat(EMAIL),
  /** At least 10 characters once a leading plus is removed. */
  phone: {
    type: 'string',
    validate: (value: string) => value === '' || normalizePhone(value).length >= 10,
  },
  idCardNumber: regexFormat(/^\d{6}[A-Z]{2}$/),
  tajNumber: regexFormat(/^\d{9}$/),
  taxNumber: regexFormat(/^\d{8}-\d-\d{2}$/),
  taxId: regexFormat(/^\d{10}$/),
  companyRegistrationNumber: regexFormat(/^\d{2}-\d{2}-\d{6}$/),
  bankAccountNumber: regexFormat(/^\d{8}-\d{8}(?:-\d{8})?$/),
  ntakId: regexFormat(/^[A-Z]{2}\d{8}$/),
  referenceNumber: regexFormat(/^\d{5}$/),
  calendarDate: { type: 'string', validate: (value: string) => value === '' || isRealDate(value) },
  notFutureDate: {
    type: 'string',
    validate: (value: string) => value === '' || isNotFutureDate(value),
  },
  twoFactorCode: {
    type: 'string',
    validate: (value: string) => value === '' || [...value].length === 6,
  },
} satisfies Record<string, PortalFormat>;

export type PortalFormatName = keyof typeof formats;
