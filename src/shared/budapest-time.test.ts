import { describe, expect, it } from 'vitest';
import {
  budapestLocalInDays,
  budapestLocalToDate,
  budapestLocalToIso,
  budapestToday,
  dateToBudapestLocal,
} from './budapest-time.ts';

describe('Budapest wall-clock times', () => {
  it('writes an instant as Budapest local time on both sides of the spring DST change', () => {
    expect(dateToBudapestLocal(new Date('2026-03-29T00:30:00Z'))).toBe('2026-03-29T01:30');
    expect(dateToBudapestLocal(new Date('2026-03-29T01:30:00Z'))).toBe('2026-03-29T03:30');
    expect(dateToBudapestLocal(new Date('2026-10-25T23:05:00Z'))).toBe('2026-10-26T00:05');
  });

  it('round-trips with budapestLocalToDate', () => {
    for (const local of ['2026-01-15T09:00', '2026-07-01T23:59', '2026-10-25T04:00']) {
      expect(dateToBudapestLocal(budapestLocalToDate(local))).toBe(local);
    }
  });

  it("reads a date alone as the day's Budapest midnight", () => {
    expect(budapestLocalToDate('2026-12-01').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(budapestToday(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
  });
});

describe('Budapest deadlines', () => {
  it('reads a wall-clock time in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(budapestLocalToIso('2026-12-01T16:00')).toBe('2026-12-01T15:00:00.000Z');
    expect(budapestLocalToIso('2027-07-01T16:00')).toBe('2027-07-01T14:00:00.000Z');
  });

  it('settles the offset on the day daylight saving starts', () => {
    expect(budapestLocalToIso('2027-03-28T12:00')).toBe('2027-03-28T10:00:00.000Z');
  });

  it('refuses text that is not a datetime-local value', () => {
    expect(budapestLocalToIso('')).toBeNull();
    expect(budapestLocalToIso('2026-12-01')).toBeNull();
  });

  it('proposes 16:00 Budapest time some days ahead', () => {
    expect(budapestLocalInDays(7, new Date('2026-11-24T23:30:00Z'))).toBe('2026-12-02T16:00');
  });
});
