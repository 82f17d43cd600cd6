import { describe, expect, it } from 'vitest';
import { budapestLocalToDate, dateToBudapestLocal } from './budapest-time.ts';

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
});
