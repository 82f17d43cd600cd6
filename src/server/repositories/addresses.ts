/** The addresses of an applicant (spec section 3, "Application address"), as API payloads. */
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';
import type { CimPayload } from '../../shared/mappers/payloads.ts';
import type { AddressInput } from '../../../schemas/api/master-data/addresses.ts';
import type { AddressType } from '../../shared/mappers/value-sets.ts';
import { insertAuditedRow, updateAuditedRow } from './audit.ts';

/** Every address of the applicant, oldest first. */
export async function listAddresses(db: Kysely<DB>, applicantId: number): Promise<CimPayload[]> {
  const rows = await db
    .selectFrom('cim as c')
    .leftJoin('orszag as o', 'o.id', 'c.orszag_id')
    .leftJoin('telepules as t', 't.id', 'c.telepules_id')
    .select([
      'c.id',
      'c.orszag_id',
      'o.nev as orszag_nev',
      'c.telepules_id',
      't.megnevezes as telepules_megnevezes',
      'c.telepules_nev',
      'c.cim_tipus',
      'c.iranyitoszam',
      'c.cim',
      'c.helyrajzi_szam',
      'c.source',
      'c.verzio',
    ])
    .where('c.tamogatast_igenylo_id', '=', applicantId)
    .orderBy('c.id', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    orszag: row.orszag_id !== null ? { id: row.orszag_id, nev: row.orszag_nev ?? '' } : null,
    telepules:
      row.telepules_id !== null
        ? { id: row.telepules_id, megnevezes: row.telepules_megnevezes ?? '' }
        : null,
    telepulesNev: row.telepules_nev,
    cimTipus: row.cim_tipus as AddressType,
    iranyitoszam: row.iranyitoszam,
    cim: row.cim,
    helyrajziSzam: row.helyrajzi_szam,
    source: row.source,
    verzio: row.verzio,
  }));
}

export async function findAddress(
  db: Kysely<DB>,
  applicantId: number,
  id: number,
): Promise<CimPayload | undefined> {
  return (await listAddresses(db, applicantId)).find((address) => address.id === id);
}

function toColumns(payload: AddressInput) {
  return {
    orszag_id: payload.orszag?.id ?? null,
    telepules_id: payload.telepules?.id ?? null,
    telepules_nev: payload.telepulesNev ?? null,
    cim_tipus: payload.cimTipus,
    iranyitoszam: payload.iranyitoszam ?? null,
    cim: payload.cim ?? null,
    helyrajzi_szam: payload.helyrajziSzam ?? null,
    source: payload.source ?? 'PORTAL',
  };
}

export async function createAddress(
  db: Kysely<DB>,
  userId: number,
  applicantId: number,
  payload: AddressInput,
): Promise<number> {
  return insertAuditedRow(db, { table: 'cim', userId, applicantId, values: toColumns(payload) });
}

export async function updateAddress(
  db: Kysely<DB>,
  userId: number,
  id: number,
  payload: AddressInput & { verzio: number },
): Promise<void> {
  await updateAuditedRow(db, {
    table: 'cim',
    userId,
    id,
    version: payload.verzio,
    values: toColumns(payload),
  });
}
