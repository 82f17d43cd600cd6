// `npm start` runs the compiled server on the production build: build what is missing or older
// than its sources first, so a fresh clone needs only `npm ci && npm start`. (`npm run start:prod`
// never builds: production runs exactly what `npm run build` made.)
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) {
    if (name === 'generated' || name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

function builtAt(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

const newest = (roots) => Math.max(...roots.map(newestMtime));

const CLIENT_INPUTS = ['src/client', 'src/shared', 'schemas', 'machines', 'index.html'];
const SERVER_INPUTS = [
  'src/server',
  'src/shared',
  'schemas',
  'machines',
  'scripts/build-server.mjs',
];
const CONFIG_INPUTS = ['package.json', 'tsconfig.json', 'tsconfig.server.json', 'vite.config.ts'];

if (builtAt('dist/client/index.html') < newest([...CLIENT_INPUTS, ...CONFIG_INPUTS])) {
  console.log('Building (dist/client is missing or stale)…');
  execSync('npm run build', { stdio: 'inherit' });
} else {
  if (builtAt('dist/server/src/server/server.js') < newest([...SERVER_INPUTS, ...CONFIG_INPUTS])) {
    execSync('node scripts/build-server.mjs', { stdio: 'inherit' });
  }
  // The PGlite template (a new DATA_DIR starts from it) follows the migrations; a stale one
  // still works, the server applies the newer migrations, but gains less.
  // PG_VERSION is written when the template's cluster is created.
  const inputsAt = Math.max(
    newestMtime('src/server/migrations'),
    // A new PGlite may not start a cluster of the old one (the server would fall back to initdb).
    newestMtime('node_modules/@electric-sql/pglite/package.json'),
  );
  if (builtAt('dist/pglite-template/PG_VERSION') < inputsAt) {
    execSync('node scripts/build-pglite-template.ts', { stdio: 'inherit' });
  }
}
