// Keeps the dependency set lean (issue 12, docs/decisions/0023): every package in package.json
// is imported somewhere in the repository, or is listed below with the reason it is needed
// without an import. Fails the lint step otherwise, naming the package.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Packages used without an import: command-line tools and packages named by a string. */
const USED_WITHOUT_IMPORT = {
  jsdom: 'the DOM of the component tests (vitest environment "jsdom")',
  oxlint: 'the linter (npm run lint)',
  prettier: 'the formatter (npm run format:check)',
  typescript: 'the type checker (npm run typecheck)',
};

const ROOTS = [
  'src',
  'scripts',
  'tests',
  'e2e',
  'bench',
  'machines',
  'schemas',
  'stories',
  '.storybook',
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
];
const SOURCE = /\.(c|m)?(t|j)sx?$/;

function* files(entry) {
  const stats = statSync(entry, { throwIfNoEntry: false });
  if (!stats) return;
  if (stats.isFile()) {
    if (SOURCE.test(entry)) yield entry;
    return;
  }
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules' || name === 'generated') continue;
    yield* files(path.join(entry, name));
  }
}

// Module specifiers of static and dynamic imports, re-exports and require/resolve calls.
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\.resolve\s*\(\s*)['"`]([^'"`]+)['"`]/g;
const used = new Set();
for (const root of ROOTS)
  for (const file of files(root))
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const specifier = match[1];
      if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
      const parts = specifier.split('/');
      used.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const declared = [
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.devDependencies ?? {}),
];
const unused = declared.filter((name) => {
  if (name in USED_WITHOUT_IMPORT) return false;
  // @types/x serves the package x (@types/scope__name serves @scope/name).
  const served = name.startsWith('@types/')
    ? name.slice('@types/'.length).replace(/^(.+)__(.+)$/, '@$1/$2')
    : name;
  return !used.has(served) && !(name.startsWith('@types/') && served === 'node');
});

if (unused.length > 0) {
  console.error(
    `Dependencies nothing imports (remove them, or list them in scripts/check-dependencies.mjs with the reason):\n  ${unused.join('\n  ')}`,
  );
  process.exit(1);
}
