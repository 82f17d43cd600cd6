/**
 * Start-up step for funding calls: validate every folder under CALLS_DIR (a broken one throws
 * CallFolderError naming the file and stops start-up) and synchronise them into the database.
 */
import type { Database } from '../db/database.ts';
import { type CallSyncReport, synchroniseCalls } from '../repositories/calls.ts';
import { loadCallCatalogue } from './catalogue.ts';

export { CallFolderError, loadCallCatalogue } from './catalogue.ts';

export async function loadAndSynchroniseCalls(
  db: Database,
  callsDir: string,
): Promise<CallSyncReport> {
  const catalogue = loadCallCatalogue(callsDir);
  return synchroniseCalls(db, catalogue);
}
