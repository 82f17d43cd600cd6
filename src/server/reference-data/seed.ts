/**
 * Loads the shipped reference data into empty tables on first start. One count query decides;
 * a table that already holds rows (seeded before, or filled by `npm run import:reference`) is
 * left alone, so a restart costs one round trip. TEÁOR is the exception: a table holding fewer
 * codes than the shipped full list (the 79-code subset shipped before issue 20) gets the list
 * upserted by code, so existing ids, and the applicants pointing at them, stay.
 */
import type { Database } from '../db/database.ts';
import { countReferenceRows, upsertReferenceData } from '../repositories/reference-data.ts';
import { type ReferenceData, SHIPPED_TEAOR_CLASSES, shippedReferenceData } from './records.ts';

export async function seedReferenceData(db: Database): Promise<void> {
  const counts = await countReferenceRows(db);
  const teaorShort = counts.teaor < SHIPPED_TEAOR_CLASSES;
  if (Object.values(counts).every((count) => count > 0) && !teaorShort) return;
  const shipped = shippedReferenceData();
  const missing: ReferenceData = {
    businessForms: counts.gazdalkodasi_forma === 0 ? shipped.businessForms : undefined,
    teaor: teaorShort ? shipped.teaor : undefined,
    countries: counts.orszag === 0 ? shipped.countries : undefined,
    counties: counts.megye === 0 ? shipped.counties : undefined,
    tourismRegions: counts.turisztikai_regio === 0 ? shipped.tourismRegions : undefined,
    settlements: counts.telepules === 0 ? shipped.settlements : undefined,
  };
  await db.transaction().execute((trx) => upsertReferenceData(trx, missing));
}
