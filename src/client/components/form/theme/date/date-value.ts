/**
 * Dates are stored as the catalogue's strings ('YYYY-MM-DD', or 'YYYY-MM-DD HH:MM' with
 * ui:options.time); Blueprint's DateInput speaks ISO ('YYYY-MM-DDTHH:mm+01:00').
 *
 * What people type (issue 20, item 6): the Hungarian way, "2027.05.01", "2027. 05. 01." (how
 * the portal shows dates), as well as "2027-05-01" or "2027/05/01", with an optional "14:30".
 * The Hungarian interface shows dates as the portal does elsewhere ("2027. 05. 01."); the
 * English one as ISO.
 */
import type { Language } from '../../../../../shared/i18n-languages.ts';

const STORED = /^\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2})?$/;

/** Stored value → DateInput value; null when empty or not a stored date (typed text kept for the validator). */
export function toPickerValue(value: unknown): string | null {
  if (typeof value !== 'string' || !STORED.test(value)) return null;
  return value.replace(' ', 'T');
}

/** DateInput value → stored value (time zone offset dropped: times are Budapest local times). */
export function fromPickerValue(iso: string | null, withTime: boolean): string | undefined {
  if (!iso) return undefined;
  if (!withTime) return iso.slice(0, 10);
  return iso.slice(0, 16).replace('T', ' ');
}

const TYPED =
  /^(\d{4})\s*[-./]\s*(\d{1,2})\s*[-./]\s*(\d{1,2})\s*\.?\s*(?:(?:T|\s)\s*(\d{1,2})[:.](\d{2}))?$/;

/**
 * A typed date (and time) as a local Date; false when the text is not a real date in one of
 * the accepted ways of writing it, null when it is empty.
 */
export function parseTypedDate(text: string, withTime: boolean): Date | false | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = TYPED.exec(trimmed);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const hours = match[4] === undefined ? 0 : Number(match[4]);
  const minutes = match[5] === undefined ? 0 : Number(match[5]);
  if (!withTime && match[4] !== undefined) return false;
  if (hours > 23 || minutes > 59) return false;
  const date = new Date(year, month - 1, day, hours, minutes);
  const real =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : false;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A date as the interface shows it in an input: "2027. 05. 01." (hu) or "2027-05-01" (en). */
export function formatTypedDate(date: Date, withTime: boolean, language: Language): string {
  const [y, m, d] = [date.getFullYear(), pad(date.getMonth() + 1), pad(date.getDate())];
  const day = language === 'en' ? `${y}-${m}-${d}` : `${y}. ${m}. ${d}.`;
  return withTime ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}
