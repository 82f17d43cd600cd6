/** The owners of an applicant (spec section 3, "Owner"), as API payloads. */
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';
import type { TulajdonosPayload } from '../../shared/mappers/payloads.ts';
import type { OwnerInput } from '../../../schemas/api/master-data/owners.ts';
import { insertAuditedRow, updateAuditedRow } from './audit.ts';

export async function listOwners(
  db: Kysely<DB>,
  applicantId: number,
): Promise<TulajdonosPayload[]> {
  const rows = await db
    .selectFrom('tulajdonos as t')
    .leftJoin('orszag as o', 'o.id', 't.bejegyzes_orszaga_id')
    .selectAll('t')
    .select('o.nev as orszag_nev')
    .where('t.tamogatast_igenylo_id', '=', applicantId)
    .orderBy('t.id', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    tipus: row.tipus,
    nev: row.nev,
    adoszam: row.adoszam,
    adoazonositoJel: row.adoazonosito_jel,
    // Number(): PGlite answers numeric columns as text despite the parser in database.ts.
    tulajdoniHanyad: Number(row.tulajdoni_hanyad),
    szavazatiJog: Number(row.szavazati_jog),
    bejegyzesOrszaga:
      row.bejegyzes_orszaga_id !== null
        ? { id: row.bejegyzes_orszaga_id, nev: row.orszag_nev ?? '' }
        : null,
    egyhaziAzonosito: row.egyhazi_azonosito,
    pirAzonosito: row.pir_azonosito,
    szuletesiSzam: row.szuletesi_szam,
    verzio: row.verzio,
  }));
}

export async function findOwner(
  db: Kysely<DB>,
  applicantId: number,
  id: number,
): Promise<TulajdonosPayload | undefined> {
  return (await listOwners(db, applicantId)).find((owner) => owner.id === id);
}

function toColumns(payload: OwnerInput) {
  return {
    tipus: payload.tipus,
    nev: payload.nev.trim(),
    adoszam: payload.adoszam ?? null,
    adoazonosito_jel: payload.adoazonositoJel ?? null,
    tulajdoni_hanyad: payload.tulajdoniHanyad,
    szavazati_jog: payload.szavazatiJog,
    bejegyzes_orszaga_id: payload.bejegyzesOrszaga?.id ?? null,
    egyhazi_azonosito: payload.egyhaziAzonosito ?? null,
    pir_azonosito: payload.pirAzonosito ?? null,
    szuletesi_szam: payload.szuletesiSzam ?? null,
  };
}

export async function createOwner(
  db: Kysely<DB>,
  userId: number,
  applicantId: number,
  payload: OwnerInput,
): Promise<number> {
  return insertAuditedRow(db, {
    table: 'tulajdonos',
    userId,
    applicantId,
    values: toColumns(payload),
  });
}

export async function updateOwner(
  db: Kysely<DB>,
  userId: number,
  id: number,
  payload: OwnerInput & { verzio: number },
): Promise<void> {
  await updateAuditedRow(db, {
    table: 'tulajdonos',
    userId,
    id,
    version: payload.verzio,
    values: toColumns(payload),
  });
}
