/**
 * `npm run migrate`: prepares the configured database (DATABASE_URL, or the embedded PGlite
 * under DATA_DIR) for this version of the server: migrations, reference data, funding calls of
 * CALLS_DIR (versioned: an older folder never replaces a newer stored call). Safe to run again
 * and from several hosts at once. Reads the same environment as the server; run it before
 * starting servers with MIGRATE_ON_START=false (production's default). Compiled by the build:
 * `node dist/server/scripts/migrate.js`.
 */
import { loadServerConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { prepareDatabase } from '../src/server/migrations/prepare.ts';

const log = {
  info: (message: string) => console.log(message),
  warn: (message: string) => console.warn(`warning: ${message}`),
};

async function main(): Promise<void> {
  const config = loadServerConfig(process.env);
  const db = await openDatabase(config, log.warn);
  try {
    const report = await prepareDatabase(db, config.callsDir, log);
    console.log(
      `database ready: migrations applied; calls ${report.inserted.length} added, ${report.updated.length} updated, ${report.unchanged.length} unchanged, ${report.older.length + report.conflicting.length} kept, ${report.deactivated.length} deactivated`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
