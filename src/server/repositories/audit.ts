/**
 * The audit trail of master data: who changed which row of which table when, with the row before
 * and after as JSONB. Always called with the transaction of the change itself, so a change and its
 * trail are committed (or rolled back) together.
 */
import { type Kysely, sql } from 'kysely';
import { DomainError, translateDatabaseError } from './errors.ts';
import type { DB } from '../db/types.ts';

export interface AuditEntry {
  userId: number | null;
  table: keyof DB;
  rowId: number;
  action: 'INSERT' | 'UPDATE' | 'DELETE';
  /** The applicant the row belongs to, so an applicant's history is one query. */
  applicantId: number | null;
  before: object | null;
  after: object | null;
}

export async function recordChange(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('valtozasnaplo')
    .values({
      user_id: entry.userId,
      tabla: entry.table,
      sor_id: entry.rowId,
      muvelet: entry.action,
      tamogatast_igenylo_id: entry.applicantId,
      elotte: entry.before === null ? null : JSON.stringify(entry.before),
      utana: entry.after === null ? null : JSON.stringify(entry.after),
    })
    .execute();
}

export interface AuditRecord {
  id: number;
  userId: number | null;
  at: Date;
  table: string;
  rowId: number;
  action: 'INSERT' | 'UPDATE' | 'DELETE';
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The changes of one row, oldest first. */
export async function listChangesOfRow(
  db: Kysely<DB>,
  table: keyof DB,
  rowId: number,
): Promise<AuditRecord[]> {
  const rows = await db
    .selectFrom('valtozasnaplo')
    .selectAll()
    .where('tabla', '=', table)
    .where('sor_id', '=', rowId)
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    userId: row.user_id,
    at: row.idopont,
    table: row.tabla,
    rowId: row.sor_id,
    action: row.muvelet,
    before: row.elotte,
    after: row.utana,
  }));
}

/**
 * Runs `work` in a transaction, or directly when `db` already is one (the registration of the
 * session feature calls us inside its own transaction).
 */
export async function inTransaction<T>(
  db: Kysely<DB>,
  work: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(work);
}

/** The child tables of an applicant: each row has id, tamogatast_igenylo_id and verzio. */
export type ApplicantChildTable = 'cim' | 'tulajdonos' | 'kapcsolattarto' | 'penzugyi_adat';

/** The applicant a child row belongs to, or null when the row does not exist. */
export async function applicantIdOfRow(
  db: Kysely<DB>,
  table: ApplicantChildTable,
  id: number,
): Promise<number | null> {
  // Every child table has these columns; the cast only picks one table's typing for Kysely.
  const row = await db
    .selectFrom(table as 'cim')
    .select('tamogatast_igenylo_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.tamogatast_igenylo_id ?? null;
}

/** Inserts a child row and its audit entry in one transaction; returns the new id. */
export async function insertAuditedRow(
  db: Kysely<DB>,
  input: { table: ApplicantChildTable; userId: number; applicantId: number; values: object },
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const row = (await trx
      .insertInto(input.table as 'cim')
      .values({ ...input.values, tamogatast_igenylo_id: input.applicantId } as never)
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch(translateDatabaseError)) as { id: number };
    await recordChange(trx, {
      userId: input.userId,
      table: input.table,
      rowId: row.id,
      action: 'INSERT',
      applicantId: input.applicantId,
      before: null,
      after: row,
    });
    return row.id;
  });
}

/**
 * Updates a child row only when `version` is still its current version: the row is locked first,
 * so of two writers holding the same version exactly one succeeds and the other gets 409.
 */
export async function updateAuditedRow(
  db: Kysely<DB>,
  input: {
    table: ApplicantChildTable;
    userId: number;
    id: number;
    version: number;
    values: object;
  },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom(input.table as 'cim')
      .selectAll()
      .where('id', '=', input.id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new DomainError('notFound');
    if (before.verzio !== input.version) throw new DomainError('conflict');
    const after = await trx
      .updateTable(input.table as 'cim')
      .set({ ...input.values, verzio: sql`verzio + 1` } as never)
      .where('id', '=', input.id)
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch(translateDatabaseError);
    await recordChange(trx, {
      userId: input.userId,
      table: input.table,
      rowId: input.id,
      action: 'UPDATE',
      applicantId: before.tamogatast_igenylo_id,
      before,
      after,
    });
  });
}

/** Deletes a child row with its audit entry; 404 when it is gone already. */
export async function deleteAuditedRow(
  db: Kysely<DB>,
  input: { table: ApplicantChildTable; userId: number; id: number },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await trx
      .deleteFrom(input.table as 'cim')
      .where('id', '=', input.id)
      .returningAll()
      .executeTakeFirst();
    if (!before) throw new DomainError('notFound');
    await recordChange(trx, {
      userId: input.userId,
      table: input.table,
      rowId: input.id,
      action: 'DELETE',
      applicantId: before.tamogatast_igenylo_id,
      before,
      after: null,
    });
  });
}
