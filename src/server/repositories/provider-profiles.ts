/**
 * The provider profile of an applicant (decision 0022): one row per applicant, the form data as
 * JSONB, the values NTAK last supplied beside it, the version rule and the audit trail of the
 * other master data.
 */
import { type Kysely, sql } from 'kysely';
import { deepStrictEqual } from 'node:assert';
import type { DB } from '../db/types.ts';
import { DomainError, translateDatabaseError } from './errors.ts';
import { inTransaction, recordChange } from './audit.ts';
import { withoutInapplicable } from '../../shared/provider-profile.ts';

type ProfileData = Record<string, unknown>;

export interface ProviderProfile {
  adatok: ProfileData;
  /** Fields whose current value is the one NTAK supplied. */
  ntakMezok: string[];
  ntakKitoltve: string | null;
  verzio: number | null;
}

function sameValue(a: unknown, b: unknown): boolean {
  try {
    deepStrictEqual(a, b);
    return true;
  } catch {
    return false;
  }
}

/** The fields of `data` still holding NTAK's value. */
function fromNtak(data: ProfileData, ntak: ProfileData): string[] {
  return Object.keys(ntak)
    .filter((field) => data[field] !== undefined && sameValue(data[field], ntak[field]))
    .toSorted();
}

/** The applicant's profile; an empty one (version null) before anything was stored. */
export async function getProviderProfile(
  db: Kysely<DB>,
  applicantId: number,
): Promise<ProviderProfile> {
  const row = await db
    .selectFrom('szolgaltatoi_profil')
    .selectAll()
    .where('tamogatast_igenylo_id', '=', applicantId)
    .executeTakeFirst();
  if (!row) return { adatok: {}, ntakMezok: [], ntakKitoltve: null, verzio: null };
  const ntak = (row.ntak_adatok ?? {}) as ProfileData;
  return {
    adatok: row.adatok,
    ntakMezok: fromNtak(row.adatok, ntak),
    ntakKitoltve: row.ntak_kitoltve ? new Date(row.ntak_kitoltve).toISOString() : null,
    verzio: row.verzio,
  };
}

/**
 * Stores the profile a user saved. The first save carries no version; later ones the version
 * read, and a stale (or missing) one is a 409. Fields that no longer apply are dropped.
 */
export async function saveProviderProfile(
  db: Kysely<DB>,
  input: { userId: number; applicantId: number; data: ProfileData; version: number | undefined },
): Promise<void> {
  const data = withoutInapplicable(input.data);
  await inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('szolgaltatoi_profil')
      .selectAll()
      .where('tamogatast_igenylo_id', '=', input.applicantId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) {
      if (input.version !== undefined) throw new DomainError('conflict');
      const after = await trx
        .insertInto('szolgaltatoi_profil')
        .values({ tamogatast_igenylo_id: input.applicantId, adatok: JSON.stringify(data) })
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch(translateDatabaseError);
      await audit(trx, input.userId, 'INSERT', null, after);
      return;
    }
    if (before.verzio !== input.version) throw new DomainError('conflict');
    const after = await trx
      .updateTable('szolgaltatoi_profil')
      .set({ adatok: JSON.stringify(data), verzio: sql`verzio + 1`, modositva: sql`now()` })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch(translateDatabaseError);
    await audit(trx, input.userId, 'UPDATE', before, after);
  });
}

/**
 * Fills the profile with what NTAK supplied at sign-in (decision 0022): a field takes NTAK's value
 * when it is empty or still holds NTAK's previous value; a value a user typed over NTAK's is kept.
 */
export async function fillProviderProfileFromNtak(
  db: Kysely<DB>,
  input: { userId: number; applicantId: number; ntak: ProfileData },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('szolgaltatoi_profil')
      .selectAll()
      .where('tamogatast_igenylo_id', '=', input.applicantId)
      .forUpdate()
      .executeTakeFirst();
    const previous = (before?.ntak_adatok ?? {}) as ProfileData;
    const data: ProfileData = { ...before?.adatok };
    for (const [field, value] of Object.entries(input.ntak)) {
      const current = data[field];
      if (current === undefined || current === '' || sameValue(current, previous[field]))
        data[field] = value;
    }
    const values = {
      adatok: JSON.stringify(withoutInapplicable(data)),
      ntak_adatok: JSON.stringify(input.ntak),
      ntak_kitoltve: sql<Date>`now()`,
      modositva: sql<Date>`now()`,
    };
    if (!before) {
      const after = await trx
        .insertInto('szolgaltatoi_profil')
        .values({ tamogatast_igenylo_id: input.applicantId, ...values })
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, input.userId, 'INSERT', null, after);
      return;
    }
    const after = await trx
      .updateTable('szolgaltatoi_profil')
      .set({ ...values, verzio: sql`verzio + 1` })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, input.userId, 'UPDATE', before, after);
  });
}

async function audit(
  db: Kysely<DB>,
  userId: number,
  action: 'INSERT' | 'UPDATE',
  before: { id: number; tamogatast_igenylo_id: number } | null,
  after: { id: number; tamogatast_igenylo_id: number },
): Promise<void> {
  await recordChange(db, {
    userId,
    table: 'szolgaltatoi_profil',
    rowId: after.id,
    action,
    applicantId: after.tamogatast_igenylo_id,
    before,
    after,
  });
}
