// Bundle budget (issue 8), checked by the test command. Reads the Vite manifest of the production
// build and measures, gzip-compressed, the JavaScript a first visit to each route downloads: the
// entry chunk, the route's lazy chunk, and everything they import statically.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist/client';
const KiB = 1024;
/** The targets of issue 8. */
export const BUDGETS = {
  publicPageJs: 200 * KiB,
  heaviestPageJs: 250 * KiB,
  css: 50 * KiB,
  /**
   * Every font the CSS may load. The portal draws text in system fonts and icons as SVG, so none;
   * a font added later must be woff2 (issue 17: no TTF/EOT/SVG font downloads) and fit here.
   */
  fonts: 0,
};
/** Route modules are the lazily loaded page modules of src/client/features. */
const ROUTE_MODULE = /^src\/client\/features\/.+-page\.tsx$/;
/** Route modules of the public pages (spec section 2). */
const PUBLIC_ROUTE = /^src\/client\/features\/auth\//;
/** Strings that exist only in ajv's schema compiler: none may reach the browser. */
const AJV_COMPILER_MARKERS = [
  'strictSchema',
  'unicodeRegExp',
  'Ajv.compile',
  'schema with key or id',
];

const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'));
const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(path.join(DIST, file))).length);
  return gzipCache.get(file);
}
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}
function jsBytes(keys) {
  let total = 0;
  for (const key of keys) total += gzipSize(manifest[key].file);
  return total;
}

/** Signed-in pages render inside the lazily loaded shell: its chunks are part of their first load. */
const SHELL_MODULE = 'src/client/app/shell-route.tsx';
/**
 * The form theme's extras (arrays, file lists, amounts, selects; theme/deferred.ts) load with the
 * forms that show them. No sign-in form does (theme/deferred.test.ts checks that); every signed-in
 * page is counted with them, an upper bound for the pages without such a form.
 */
const FORM_EXTRAS_MODULE = 'src/client/components/form/theme/extras.ts';

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryClosure = staticClosure(entryKey);
// What index.html preloads besides the entry's imports (vite.config.ts: the groups every page but
// the legal pages runs) is downloaded by every first visit: counted with the entry.
const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
for (const [, href] of html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)) {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate].file === href);
  if (key) staticClosure(key, entryClosure);
}
const shellKey = Object.keys(manifest).find((key) => manifest[key].src === SHELL_MODULE);
const extrasKey = Object.keys(manifest).find((key) => manifest[key].src === FORM_EXTRAS_MODULE);
const rows = [];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry || !chunk.src || !ROUTE_MODULE.test(chunk.src)) continue;
  const isPublic = PUBLIC_ROUTE.test(chunk.src);
  const keys = staticClosure(key, new Set(entryClosure));
  if (!isPublic && shellKey) staticClosure(shellKey, keys);
  if (!isPublic && extrasKey) staticClosure(extrasKey, keys);
  rows.push({ route: chunk.src, bytes: jsBytes(keys), isPublic });
}
rows.push({
  route: `${manifest[entryKey].src} (entry only)`,
  bytes: jsBytes(entryClosure),
  isPublic: true,
});

const cssFiles = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
const cssBytes = [...cssFiles].reduce((sum, file) => sum + gzipSize(file), 0);

// Fonts are what CSS references (manifest `assets`): all counted, since any page may draw them.
const fontFiles = new Set(
  Object.values(manifest)
    .flatMap((chunk) => chunk.assets ?? [])
    .filter((file) => /\.(woff2?|ttf|otf|eot|svg)$/.test(file) && /font|icons/i.test(file)),
);
const fontBytes = [...fontFiles].reduce((sum, file) => sum + gzipSize(file), 0);
const legacyFonts = [...fontFiles].filter((file) => !file.endsWith('.woff2'));

const allJs = new Set(
  Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js')),
);
const ajvHits = [];
for (const file of allJs) {
  const text = readFileSync(path.join(DIST, file), 'utf8');
  for (const marker of AJV_COMPILER_MARKERS)
    if (text.includes(marker)) ajvHits.push(`${file}: ${marker}`);
}

const problems = [];
rows.sort((a, b) => b.bytes - a.bytes);
console.log('route'.padEnd(70), 'first-load JS (gzip)');
for (const row of rows) {
  const kind = row.isPublic ? 'publicPageJs' : 'heaviestPageJs';
  const target = BUDGETS[kind];
  const over = row.bytes > target;
  if (over)
    problems.push(`${row.route}: ${(row.bytes / KiB).toFixed(1)} KiB > ${target / KiB} KiB`);
  console.log(
    `${row.route.padEnd(70)} ${(row.bytes / KiB).toFixed(1).padStart(7)} KiB / ${target / KiB} KiB${over ? '  OVER' : ''}`,
  );
}
console.log(
  `${'CSS (all, gzip)'.padEnd(70)} ${(cssBytes / KiB).toFixed(1).padStart(7)} KiB / ${BUDGETS.css / KiB} KiB`,
);
if (cssBytes > BUDGETS.css)
  problems.push(`CSS: ${(cssBytes / KiB).toFixed(1)} KiB > ${BUDGETS.css / KiB} KiB`);
console.log(
  `${'Fonts (all, gzip)'.padEnd(70)} ${(fontBytes / KiB).toFixed(1).padStart(7)} KiB / ${BUDGETS.fonts / KiB} KiB`,
);
if (fontBytes > BUDGETS.fonts)
  problems.push(`Fonts: ${(fontBytes / KiB).toFixed(1)} KiB > ${BUDGETS.fonts / KiB} KiB`);
if (legacyFonts.length > 0) problems.push(`Fonts other than woff2: ${legacyFonts.join(', ')}`);
console.log(
  `ajv compiler in the browser bundle: ${ajvHits.length === 0 ? '0 bytes' : ajvHits.join(', ')}`,
);
if (ajvHits.length > 0) problems.push('ajv compiler found in the browser bundle');

if (problems.length > 0) {
  console.error(`Bundle budget exceeded:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
