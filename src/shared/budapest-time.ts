/**
 * The one Budapest clock of the portal, for the browser and the server alike. Calls are published
 * and deadlines typed as Europe/Budapest wall-clock times ("2026-09-01T09:00"), while the server
 * compares instants; this converts between the two, daylight saving included, whatever time zone
 * the machine runs in, without a time-zone library (Intl knows the zone's rules).
 */

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Budapest',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The Budapest wall-clock parts of an instant (year, month, day, hour, minute, second). */
function budapestParts(date: Date): Record<string, string> {
  return Object.fromEntries(
    partsFormatter.formatToParts(date).map((part) => [part.type, part.value]),
  );
}

/** Offset of Budapest from UTC at the given instant, in milliseconds (+1 h or +2 h). */
function budapestOffsetMs(instant: number): number {
  const parts = budapestParts(new Date(instant));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

/** "2026-09-01T09:00" (or "2026-09-01", meaning midnight) in Budapest → the instant. */
export function budapestLocalToDate(local: string): Date {
  const match = LOCAL.exec(local);
  if (!match) throw new Error(`not a local date-time: ${local}`);
  const [, year, month, day, hour = '0', minute = '0'] = match;
  const wallClock = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
  );
  // Two passes settle the offset around DST changes.
  let instant = wallClock - budapestOffsetMs(wallClock);
  instant = wallClock - budapestOffsetMs(instant);
  return new Date(instant);
}

/**
 * A datetime-local value (`2026-12-01T16:00`, as a browser's input gives it) in Budapest → the
 * ISO instant; null when the text is not such a value (a date alone is not one).
 */
export function budapestLocalToIso(local: string): string | null {
  const match = LOCAL.exec(local);
  if (!match || match[4] === undefined) return null;
  return budapestLocalToDate(local).toISOString();
}

/** Today's date in Budapest as YYYY-MM-DD. */
export function budapestToday(now: Date = new Date()): string {
  const parts = budapestParts(now);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** An instant as the Budapest "YYYY-MM-DDTHH:MM" call.json writes (budapestLocalToDate's inverse). */
export function dateToBudapestLocal(date: Date): string {
  const parts = budapestParts(date);
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** 16:00 Budapest time `days` days from now, as a datetime-local value (a proposed deadline). */
export function budapestLocalInDays(days: number, now: Date = new Date()): string {
  return `${budapestToday(new Date(now.getTime() + days * 86_400_000))}T16:00`;
}
