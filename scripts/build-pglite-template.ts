/**
 * Writes the PGlite data-directory template (dist/pglite-template, or the directory given as
 * the first argument): a cluster with every migration applied, which a new PGlite DATA_DIR is
 * copied from instead of running initdb (docs/decisions/0013-pglite-template.md). Run by
 * `npm run build`, and by `npm start` when the template is missing or older than a migration.
 */
import { DEFAULT_PGLITE_TEMPLATE } from '../src/server/config.ts';
import { writePgliteTemplate } from '../src/server/db/database.ts';

const directory = process.argv[2] ?? DEFAULT_PGLITE_TEMPLATE;
const started = performance.now();
await writePgliteTemplate(directory);
console.log(
  `PGlite template written to ${directory} in ${Math.round(performance.now() - started)} ms`,
);
