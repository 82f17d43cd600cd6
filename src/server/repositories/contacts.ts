/** The contact persons of an applicant (spec section 3, "Contact person"), as API payloads. */
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';
import type { KapcsolattartoBody, KapcsolattartoPayload } from '../../shared/mappers/payloads.ts';
import { insertAuditedRow, updateAuditedRow } from './audit.ts';

export async function listContacts(
  db: Kysely<DB>,
  applicantId: number,
): Promise<KapcsolattartoPayload[]> {
  const rows = await db
    .selectFrom('kapcsolattarto')
    .selectAll()
    .where('tamogatast_igenylo_id', '=', applicantId)
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    tamogatastIgenylo: { id: row.tamogatast_igenylo_id },
    nev: row.nev,
    statusz: row.statusz,
    kepviseletiJog: row.kepviseleti_jog,
    telefonszam: row.telefonszam,
    mobilTelefonszam: row.mobil_telefonszam,
    email: row.email,
    beosztas: row.beosztas,
    verzio: row.verzio,
  }));
}

export async function findContact(
  db: Kysely<DB>,
  applicantId: number,
  id: number,
): Promise<KapcsolattartoPayload | undefined> {
  return (await listContacts(db, applicantId)).find((contact) => contact.id === id);
}

function toColumns(payload: KapcsolattartoBody) {
  return {
    nev: payload.nev.trim(),
    statusz: payload.statusz,
    kepviseleti_jog: payload.kepviseletiJog ?? null,
    telefonszam: payload.telefonszam ?? null,
    mobil_telefonszam: payload.mobilTelefonszam ?? null,
    email: payload.email.trim(),
    beosztas: payload.beosztas ?? null,
  };
}

export async function createContact(
  db: Kysely<DB>,
  userId: number,
  applicantId: number,
  payload: KapcsolattartoBody,
): Promise<number> {
  return insertAuditedRow(db, {
    table: 'kapcsolattarto',
    userId,
    applicantId,
    values: toColumns(payload),
  });
}

export async function updateContact(
  db: Kysely<DB>,
  userId: number,
  id: number,
  payload: KapcsolattartoBody & { verzio: number },
): Promise<void> {
  await updateAuditedRow(db, {
    table: 'kapcsolattarto',
    userId,
    id,
    version: payload.verzio,
    values: toColumns(payload),
  });
}
