/**
 * Stands in for @rjsf/utils' deepEquals in the browser bundle (vite.config.ts): rjsf compares
 * form data, schemas and props with it on every change. The original wraps fast-equals (~2.5
 * KiB gzip) for values of every kind; form data and schemas are JSON plus the odd Date, File or
 * function, which this covers with the same answers (deep-equals.test.ts compares the two on
 * generated values): functions are equal to any function, as rjsf configures fast-equals.
 */
function equal(a: unknown, b: unknown, seen: WeakMap<object, object>): boolean {
  if (a === b || (a !== a && b !== b)) return true;
  if (typeof a === 'function') return typeof b === 'function';
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  // A pair already being compared further up counts as equal (cyclic structures).
  if (seen.get(a) === b) return true;
  seen.set(a, b);
  try {
    if (Array.isArray(a)) {
      const other = b as unknown[];
      return a.length === other.length && a.every((item, index) => equal(item, other[index], seen));
    }
    if (a instanceof Date) return a.getTime() === (b as Date).getTime();
    if (a instanceof RegExp) return String(a) === String(b);
    if (a instanceof Map || a instanceof Set) {
      const other = b as Map<unknown, unknown> | Set<unknown>;
      if (a.size !== other.size) return false;
      if (a instanceof Set) return [...a].every((item) => (other as Set<unknown>).has(item));
      return [...a].every(
        ([key, value]) =>
          (other as Map<unknown, unknown>).has(key) &&
          equal(value, (other as Map<unknown, unknown>).get(key), seen),
      );
    }
    const keysA = Object.keys(a);
    const keysB = Object.keys(b);
    if (keysA.length !== keysB.length) return false;
    const record = b as Record<string, unknown>;
    return keysA.every(
      (key) =>
        Object.prototype.hasOwnProperty.call(record, key) &&
        equal((a as Record<string, unknown>)[key], record[key], seen),
    );
  } finally {
    seen.delete(a);
  }
}

/** True when `a` and `b` hold the same values (deeply). */
export default function deepEquals(a: unknown, b: unknown): boolean {
  return equal(a, b, new WeakMap());
}
