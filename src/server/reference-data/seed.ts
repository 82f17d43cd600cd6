/**
 * Loads the shipped reference data into empty tables on first start. One count query decides;
 * a table that already holds rows (seeded before, or filled by `npm run import:reference`) is
 * left alone, so a restart costs one round trip. TEÁOR is the exception, per version: a version
 * with fewer codes than its shipped full list (the 79-code TEÁOR'08 subset shipped before issue 20,
 * or no TEÁOR'25 at all before decision 0046) gets that list upserted by (version, code), so
 * existing ids, and the applicants pointing at them, stay; a version already complete (shipped
 * or imported) is not touched.
 */
import type { Database } from '../db/database.ts';
import type { TeaorVersion } from '../../../schemas/api/reference-data/reference-data.ts';
import { countReferenceRows, upsertReferenceData } from '../repositories/reference-data.ts';
import { type ReferenceData, SHIPPED_TEAOR_CLASSES, shippedReferenceData } from './records.ts';

export async function seedReferenceData(db: Database): Promise<void> {
  const counts = await countReferenceRows(db);
  const shortVersions = new Set<TeaorVersion>();
  if (counts.teaor < SHIPPED_TEAOR_CLASSES['2008']) shortVersions.add('2008');
  if (counts.teaor25 < SHIPPED_TEAOR_CLASSES['2025']) shortVersions.add('2025');
  if (Object.values(counts).every((count) => count > 0) && shortVersions.size === 0) return;
  const shipped = shippedReferenceData();
  const teaor = shipped.teaor.filter((row) => shortVersions.has(row.versio));
  const missing: ReferenceData = {
    businessForms: counts.gazdalkodasi_forma === 0 ? shipped.businessForms : undefined,
    teaor: teaor.length > 0 ? teaor : undefined,
    countries: counts.orszag === 0 ? shipped.countries : undefined,
    counties: counts.megye === 0 ? shipped.counties : undefined,
    tourismRegions: counts.turisztikai_regio === 0 ? shipped.tourismRegions : undefined,
    settlements: counts.telepules === 0 ? shipped.settlements : undefined,
  };
  await db.transaction().execute((trx) => upsertReferenceData(trx, missing));
}
