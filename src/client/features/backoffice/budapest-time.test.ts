import { describe, expect, it } from 'vitest';
import { budapestLocalInDays, budapestLocalToIso } from './budapest-time.ts';

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
