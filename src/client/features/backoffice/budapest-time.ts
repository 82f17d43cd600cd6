/**
 * A deadline typed as Budapest wall-clock time (`2026-12-01T16:00` from a datetime-local input)
 * as the instant it names, whatever the browser's own time zone is.
 */
const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Budapest',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Budapest's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: number): number {
  const parts = Object.fromEntries(
    formatter.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return asUtc - (instant - (instant % 1000));
}

/** `YYYY-MM-DDTHH:mm` in Budapest time → ISO instant; null when the text is not such a value. */
export function budapestLocalToIso(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  // Two rounds settle the offset also right after a daylight-saving change.
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant).toISOString();
}

/** The Budapest wall-clock time `days` days from now, as a datetime-local value. */
export function budapestLocalInDays(days: number, now: Date = new Date()): string {
  const parts = Object.fromEntries(
    formatter
      .formatToParts(new Date(now.getTime() + days * 86_400_000))
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return `${parts.year}-${parts.month}-${parts.day}T16:00`;
}
