import original from '@rjsf/utils/lib/deepEquals.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import deepEquals from './deep-equals.ts';

// vite.config.ts swaps @rjsf/utils' deepEquals (fast-equals) for deep-equals.ts in the browser
// bundle: on the values rjsf compares (JSON form data and schemas, dates, functions) both must
// give the same answer.
const leaf = fc.oneof(
  fc.string({ maxLength: 3 }),
  fc.integer({ min: -3, max: 3 }),
  fc.double({ noDefaultInfinity: false }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constantFrom(new Date(0), new Date(1)),
  fc.constant(() => 1),
);
const value = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('node'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'c'), tie('node'), { maxKeys: 3 }),
  ),
})).node;

describe('deep-equals (the browser stand-in for rjsf deepEquals)', () => {
  it('agrees with rjsf on generated pairs of values', () => {
    fc.assert(
      fc.property(value, value, (a, b) => {
        expect(deepEquals(a, b)).toBe(original(a, b));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with rjsf on a value and its structured copy', () => {
    fc.assert(
      fc.property(value, (a) => {
        const json =
          JSON.stringify(a, (_key, item: unknown) =>
            typeof item === 'function' ? undefined : item,
          ) ?? 'null';
        const copy = JSON.parse(json) as unknown;
        expect(deepEquals(a, copy)).toBe(original(a, copy));
      }),
    );
  });

  it('treats any two functions as equal, as rjsf configures it', () => {
    expect(deepEquals({ f: () => 1 }, { f: () => 2 })).toBe(true);
    expect(original({ f: () => 1 }, { f: () => 2 })).toBe(true);
  });

  it('handles cyclic structures', () => {
    const a: Record<string, unknown> = { x: 1 };
    a.self = a;
    const b: Record<string, unknown> = { x: 1 };
    b.self = b;
    expect(deepEquals(a, b)).toBe(original(a, b));
  });
});
