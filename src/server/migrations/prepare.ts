/**
 * Preparing a database for the server: migrations, the shipped reference data and the funding
 * calls of CALLS_DIR (versioned, src/server/repositories/calls.ts). Run by `npm run migrate`
 * (scripts/migrate.ts) and, with MIGRATE_ON_START (the default outside production), at start;
 * several servers then start without racing on it (docs/decisions/0015).
 */
import type { Database } from '../db/database.ts';
import { appliedMigrations, migrateToLatest } from '../db/database.ts';
import { loadCallCatalogue } from '../calls/index.ts';
import { synchroniseCalls } from '../repositories/calls.ts';
import type { CallSyncReport } from '../repositories/calls.ts';
import { seedReferenceData } from '../reference-data/seed.ts';
import { migrations } from './index.ts';

export interface PrepareLog {
  info(message: string): void;
  warn(message: string): void;
}

/** Applies pending migrations, seeds empty reference tables and synchronises the calls. */
export async function prepareDatabase(
  db: Database,
  callsDir: string,
  log: PrepareLog,
): Promise<CallSyncReport> {
  // A broken call folder stops the start here, with the file and the problem named, before the
  // database is touched.
  const catalogue = loadCallCatalogue(callsDir);
  await migrateToLatest(db);
  await seedReferenceData(db);
  const report = await synchroniseCalls(db, catalogue);
  const changed = [...report.inserted, ...report.updated, ...report.deactivated];
  if (changed.length > 0)
    log.info(
      `calls synchronised: ${report.inserted.length} added, ${report.updated.length} updated, ${report.deactivated.length} deactivated`,
    );
  if (report.older.length > 0)
    log.warn(
      `calls kept at the newer stored version (this folder is older): ${report.older.join(', ')}`,
    );
  if (report.conflicting.length > 0)
    log.warn(
      `calls changed without a newer updatedOn or revision, not synchronised: ${report.conflicting.join(', ')}`,
    );
  return report;
}

/** The migrations this code has that the database has not applied (names, in order). */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const applied = await appliedMigrations(db);
  return Object.keys(migrations)
    .toSorted()
    .filter((name) => !applied.has(name));
}

/** Stops a start with MIGRATE_ON_START=false on a database `npm run migrate` has not prepared. */
export async function assertDatabaseMigrated(db: Database): Promise<void> {
  const pending = await pendingMigrations(db);
  if (pending.length > 0)
    throw new Error(
      `The database lacks migrations ${pending.join(', ')}: run \`npm run migrate\` first (MIGRATE_ON_START=false).`,
    );
}
