/**
 * Stands in for @blueprintjs/icons' iconNames module in the browser bundle (vite.config.ts
 * redirects that module's imports from inside @blueprintjs/icons here).
 *
 * Why: the original builds `IconNames` (all ~1,100 icons, in two spellings) from the codepoint
 * table with change-case, ≈ 9 KiB gzip in the entry chunk, only so that `Icons.load` can tell
 * a known name from a typo and EntityTitle can name `IconNames.SQUARE`. Here the names are
 * computed when asked (icon-names.test.ts checks every one against the original), and every
 * string counts as a name: an unknown one then fails in icon-paths-loader.ts ("No paths for
 * icon …"), which Blueprint reports with console.error just as it reports an unknown name.
 */

/** 'CHEVRON_DOWN' and 'ChevronDown' → 'chevron-down' (the two spellings of IconNames). */
export function iconNameOf(key: string): string {
  if (/^[A-Z\d_]+$/.test(key)) return key.toLowerCase().replaceAll('_', '-');
  return key
    .replace(/([a-z\d])([A-Z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .toLowerCase();
}

export const IconNames: Record<string, string> = new Proxy(
  {},
  { get: (_target, key) => (typeof key === 'string' ? iconNameOf(key) : undefined) },
);

export const IconNamesSet: Pick<Set<string>, 'has'> = {
  has: (name: unknown): boolean => typeof name === 'string' && name.length > 0,
};
