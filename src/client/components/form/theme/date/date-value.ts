/**
 * Dates are stored as the catalogue's strings ('YYYY-MM-DD', or 'YYYY-MM-DD HH:MM' with
 * ui:options.time); Blueprint's DateInput speaks ISO ('YYYY-MM-DDTHH:mm+01:00').
 */

/** Stored value → DateInput value. */
export function toPickerValue(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  return value.replace(' ', 'T');
}

/** DateInput value → stored value (time zone offset dropped: times are Budapest local times). */
export function fromPickerValue(iso: string | null, withTime: boolean): string | undefined {
  if (!iso) return undefined;
  if (!withTime) return iso.slice(0, 10);
  return iso.slice(0, 16).replace('T', ' ');
}
