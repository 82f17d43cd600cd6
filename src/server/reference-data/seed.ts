/** Loads the shipped reference data into empty tables on first start. */
import type { Database } from '../db/database.ts';

export async function seedReferenceData(_db: Database): Promise<void> {
  // Filled by the reference-data work (business forms, TEÁOR, countries, settlements).
}
