/**
 * The first-load benchmark's note on the machine (bench/lib/first-load-docs.ts): it calls the
 * machine shared only when the measured load says so, not on every run.
 */
import { describe, expect, it } from 'vitest';
import { machineLoad } from '../bench/lib/first-load-docs.ts';

const machine = (start: number, end: number) => ({
  loadAverageAtStart: [start, 1.5, 1.2],
  loadAverageAtEnd: [end, 1.5, 1.2],
  cpus: 2,
  quick: true,
});

describe('bench/lib/first-load-docs', () => {
  it('calls a machine within its cores quiet', () => {
    const note = machineLoad(machine(1.6, 2.0));
    expect(note).toContain('was quiet');
    expect(note).not.toContain('shared');
    expect(note).toContain(
      'load average 1.6 / 1.5 / 1.2 at the start and 2.0 / 1.5 / 1.2 at the end',
    );
  });

  it('calls it shared when the load went above its cores at the start or at the end', () => {
    expect(machineLoad(machine(17.9, 1.0))).toContain('**shared with other work**');
    expect(machineLoad(machine(1.0, 2.1))).toContain('**shared with other work**');
  });
});
