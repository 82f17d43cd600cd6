// Compiles the server, and the scripts an operator runs beside it, to plain JavaScript in
// dist/server (tsc -p tsconfig.server.json; docs/decisions/0015-compiled-server.md). The output
// mirrors the repository (dist/server/src/server/server.js, dist/server/scripts/migrate.js, …) so
// the paths the server resolves from its own file (locales, call folders, help texts, reference
// lists) hold in both layouts; the files it reads at run time are copied beside the JavaScript.
// `node dist/server/src/server/server.js` then needs only the production dependencies.
// `node scripts/build-server.mjs <dir>` writes to another directory (the production-start test).
//
// The server itself is then bundled (docs/decisions/0050-start-up.md): resolving, reading and
// linking its 1,400 modules one by one was the largest part of a start. server.js becomes a
// launcher that turns on Node's compile cache and imports the bundle, server.bundle.js.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bundleServer } from './bundle-server.mjs';

const OUT = process.argv[2] ?? 'dist/server';

/** Files of src/server that are read at run time (everything but code and folder notes). */
function isRuntimeAsset(name) {
  return !/\.(ts|tsx|mts)$/.test(name) && name !== 'README.md';
}

function copyAssets(from) {
  for (const entry of readdirSync(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !isRuntimeAsset(entry.name)) continue;
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(OUT, source);
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(source, target);
  }
}

const started = performance.now();
rmSync(OUT, { recursive: true, force: true });
const typescript = path.dirname(createRequire(import.meta.url).resolve('typescript/package.json'));
execFileSync(
  process.execPath,
  [path.join(typescript, 'bin/tsc'), '-p', 'tsconfig.server.json', '--outDir', OUT],
  { stdio: 'inherit' },
);

copyAssets('src/server');
cpSync('src/shared/locales', path.join(OUT, 'src/shared/locales'), { recursive: true });
// Every JSON file of schemas/: the funding-call folders this build was made from (CALLS_DIR
// defaults to them), and the schema files the code imports, which tsc types by their generated
// declarations (*.schema.d.json.ts, scripts/generate-schema-declarations.mjs) and so does not emit.
for (const entry of readdirSync('schemas', { withFileTypes: true, recursive: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
  const source = path.join(entry.parentPath, entry.name);
  mkdirSync(path.join(OUT, entry.parentPath), { recursive: true });
  cpSync(source, path.join(OUT, source));
}
// src/server/version.ts reads ../../package.json; it also marks the tree as ES modules.
const { name, version } = JSON.parse(readFileSync('package.json', 'utf8'));
writeFileSync(
  path.join(OUT, 'package.json'),
  `${JSON.stringify({ name, version, private: true, type: 'module' }, null, 2)}\n`,
);
await bundleServer(OUT);
console.log(`server compiled to ${OUT} in ${Math.round(performance.now() - started)} ms`);
