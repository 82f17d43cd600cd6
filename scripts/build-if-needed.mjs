// `npm start` serves the production build: build it first when it is missing or older than the
// sources, so a fresh clone needs only `npm ci && npm start`.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOTS = ['src/client', 'src/shared', 'schemas', 'machines', 'index.html', 'vite.config.ts'];
const BUILT = 'dist/client/index.html';

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

const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
const sourcesAt = Math.max(...ROOTS.map(newestMtime));
if (builtAt < sourcesAt) {
  console.log('Building the client (dist/client is missing or stale)…');
  execSync('npm run build', { stdio: 'inherit' });
} else {
  // The PGlite template (a new DATA_DIR starts from it) follows the migrations; a stale one
  // still works, the server applies the newer migrations, but gains less.
  // PG_VERSION is written when the template's cluster is created.
  const TEMPLATE_VERSION = 'dist/pglite-template/PG_VERSION';
  const templateAt = existsSync(TEMPLATE_VERSION) ? statSync(TEMPLATE_VERSION).mtimeMs : 0;
  const inputsAt = Math.max(
    newestMtime('src/server/migrations'),
    // A new PGlite may not start a cluster of the old one (the server would fall back to initdb).
    newestMtime('node_modules/@electric-sql/pglite/package.json'),
  );
  if (templateAt < inputsAt) {
    execSync('npx tsx scripts/build-pglite-template.ts', { stdio: 'inherit' });
  }
}
