/**
 * The two helpers ajv's standalone validators call at run time, as small ES modules. ajv emits
 * `require("ajv/dist/runtime/…")` for them; scripts/precompile-validators.mjs rewrites those
 * into imports of this file so the browser bundle contains no CommonJS and nothing of ajv.
 */

/** Deep equality of JSON values (what fast-deep-equal computes for `const` and `enum`). */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    if (Array.isArray(a) && Array.isArray(b)) {
      return a.length === b.length && a.every((item, index) => equal(item, b[index]));
    }
    const aKeys = Object.keys(a);
    const bRecord = b as Record<string, unknown>;
    if (aKeys.length !== Object.keys(b).length) return false;
    return aKeys.every(
      (key) =>
        Object.hasOwn(bRecord, key) && equal((a as Record<string, unknown>)[key], bRecord[key]),
    );
  }
  // NaN equals NaN, as in fast-deep-equal.
  return a !== a && b !== b;
}

/** String length in Unicode code points, as JSON Schema counts minLength/maxLength. */
export function ucs2length(text: string): number {
  let length = 0;
  for (const _ of text) length++;
  return length;
}
