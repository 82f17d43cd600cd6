/**
 * `npm run import:reference -- --telepules=telepulesek.csv --teaor=teaor.csv ...`
 *
 * Loads full official reference lists from CSV files into the configured database (DATABASE_URL,
 * or the embedded PGlite under DATA_DIR), upserting by natural key, so it can be run again with
 * newer lists. The columns of each kind are described in src/server/reference-data/README.md.
 */
import { loadServerConfig } from '../src/server/config.ts';
import { createDatabase, migrateToLatest } from '../src/server/db/database.ts';
import {
  REFERENCE_KINDS,
  type ReferenceData,
  type ReferenceKind,
  mergeReferenceData,
  readReferenceFile,
} from '../src/server/reference-data/records.ts';
import { upsertReferenceData } from '../src/server/repositories/reference-data.ts';
import { seedReferenceData } from '../src/server/reference-data/seed.ts';

const USAGE = `Usage: npm run import:reference -- --<kind>=<file.csv> [--<kind>=<file.csv> ...]
Kinds: ${REFERENCE_KINDS.join(', ')}
Columns: see src/server/reference-data/README.md`;

/** Parses `--kind=file` and `--kind file` pairs; throws on anything else. */
export function parseImportArguments(args: readonly string[]): Array<[ReferenceKind, string]> {
  const files: Array<[ReferenceKind, string]> = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`Unexpected argument '${arg}'`);
    const kind = match[1] as ReferenceKind;
    if (!REFERENCE_KINDS.includes(kind)) throw new Error(`Unknown kind '${match[1]}'`);
    const file = match[2] ?? args[(index += 1)];
    if (!file) throw new Error(`Missing file for --${kind}`);
    files.push([kind, file]);
  }
  if (files.length === 0) throw new Error('No file given');
  return files;
}

async function main(): Promise<void> {
  let files: Array<[ReferenceKind, string]>;
  try {
    files = parseImportArguments(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  // Read and validate every file before touching the database: a bad line aborts the import.
  const data: ReferenceData = {};
  for (const [kind, file] of files) mergeReferenceData(data, readReferenceFile(kind, file));

  const config = loadServerConfig(process.env);
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    // The shipped subset first (a no-op after the first start), so a partial import onto a fresh
    // database still leaves every table filled.
    await seedReferenceData(db);
    const counts = await db.transaction().execute((trx) => upsertReferenceData(trx, data));
    for (const [table, count] of Object.entries(counts))
      console.log(`${table}: ${count} rows upserted`);
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
