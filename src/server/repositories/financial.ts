/**
 * Yearly financial figures of an applicant (our design; the spec names the data, not the calls)
 * and the enterprise size derived from them with the shared EU SME rules.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';
import type { PenzugyiAdatBody, PenzugyiAdatPayload } from '../../shared/mappers/payloads.ts';
import { type SizeDetermination, determineEnterpriseSize } from '../../shared/enterprise-size.ts';
import { insertAuditedRow, updateAuditedRow } from './audit.ts';

export async function listFinancialYears(
  db: Kysely<DB>,
  applicantId: number,
): Promise<PenzugyiAdatPayload[]> {
  const rows = await db
    .selectFrom('penzugyi_adat')
    .selectAll()
    .where('tamogatast_igenylo_id', '=', applicantId)
    .orderBy('ev', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    tamogatastIgenylo: { id: row.tamogatast_igenylo_id },
    ev: row.ev,
    // Number(): PGlite answers numeric columns as text despite the parser in database.ts.
    nettoArbevetel: Number(row.netto_arbevetel),
    merlegfoosszeg: Number(row.merlegfoosszeg),
    atlagosLetszam: Number(row.atlagos_letszam),
    uzemiEredmeny: Number(row.uzemi_eredmeny),
    verzio: row.verzio,
  }));
}

/** The years with the derived size, as the financial screen shows them. */
export async function getFinancialData(
  db: Kysely<DB>,
  applicantId: number,
): Promise<{ evek: PenzugyiAdatPayload[]; vallalkozasMeret: SizeDetermination }> {
  const evek = await listFinancialYears(db, applicantId);
  const vallalkozasMeret = determineEnterpriseSize(
    evek.map((year) => ({
      year: year.ev,
      netRevenue: year.nettoArbevetel,
      balanceSheetTotal: year.merlegfoosszeg,
      averageHeadcount: year.atlagosLetszam,
      operatingResult: year.uzemiEredmeny,
    })),
  );
  return { evek, vallalkozasMeret };
}

function toColumns(payload: PenzugyiAdatBody) {
  return {
    ev: payload.ev,
    netto_arbevetel: payload.nettoArbevetel,
    merlegfoosszeg: payload.merlegfoosszeg,
    atlagos_letszam: payload.atlagosLetszam,
    uzemi_eredmeny: payload.uzemiEredmeny,
  };
}

export async function createFinancialYear(
  db: Kysely<DB>,
  userId: number,
  applicantId: number,
  payload: PenzugyiAdatBody,
): Promise<number> {
  return insertAuditedRow(db, {
    table: 'penzugyi_adat',
    userId,
    applicantId,
    values: toColumns(payload),
  });
}

export async function updateFinancialYear(
  db: Kysely<DB>,
  userId: number,
  id: number,
  payload: PenzugyiAdatBody & { verzio: number },
): Promise<void> {
  await updateAuditedRow(db, {
    table: 'penzugyi_adat',
    userId,
    id,
    version: payload.verzio,
    values: toColumns(payload),
  });
}
