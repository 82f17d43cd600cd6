/**
 * Blueprint icon paths, loaded one icon at a time. Blueprint's default loaders fetch the paths
 * of ALL icons of a size in one ~100 KiB (gzip) chunk on the first icon shown; this loader
 * fetches only the icons a page renders, each a tiny chunk. vite.config.ts aliases Blueprint's
 * two built-in loader modules to this file, so every Icon in the app (ours and Blueprint's own)
 * goes through it without any set-up call.
 */
import type { IconName, IconPaths } from '@blueprintjs/icons';

type PathModules = Record<string, () => Promise<IconPaths>>;

const paths16: PathModules = import.meta.glob<IconPaths>(
  ['/node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/*.js', '!**/index.js'],
  { import: 'default', base: '/node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths' },
);
const paths20: PathModules = import.meta.glob<IconPaths>(
  ['/node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/*.js', '!**/index.js'],
  { import: 'default', base: '/node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths' },
);

/** Loads the SVG paths of one icon in one size (16 or 20). */
export async function perIconPathsLoader(name: IconName, size: number): Promise<IconPaths> {
  const modules = size < 20 ? paths16 : paths20;
  const load = modules[`./${name}.js`];
  if (!load) throw new Error(`No paths for icon ${name}`);
  return load();
}

/** Stands in for Blueprint's 'split-by-size' loader (the default). */
export const splitPathsBySizeLoader = perIconPathsLoader;
/** Stands in for Blueprint's 'all' loader. */
export const allPathsLoader = perIconPathsLoader;
