/** The queries of the deadline reminders (src/server/lifecycle/deadline-reminders.ts). */
import { type Transaction, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/types.ts';

type Executor = Database | Transaction<DB>;

/** Applications still being edited whose call ends within (now, until]. */
export async function listApplicationsBeforeCallDeadline(
  db: Executor,
  now: Date,
  until: Date,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('palyazat as p')
    .innerJoin('palyazati_felhivas as f', 'f.id', 'p.palyazati_felhivas_id')
    .select('p.id')
    .where('p.statusz', '=', 'UNDER_EDITING')
    .where('f.vege', '>', now)
    .where('f.vege', '<=', until)
    .orderBy('p.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Applications waiting for a supplement due within (now, until]. */
export async function listApplicationsBeforeSupplementDeadline(
  db: Executor,
  now: Date,
  until: Date,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('palyazat')
    .select('id')
    .where('statusz', '=', 'WAITING_FOR_SUPPLEMENT')
    .where('hianypotlas_hatarido', '>', now)
    .where('hianypotlas_hatarido', '<=', until)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** True when a reminder of this kind for this deadline is already in the outbox. */
export async function reminderQueued(
  db: Executor,
  applicationId: number,
  template: string,
  deadline: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('ertesites_kimeno')
    .select('id')
    .where('palyazat_id', '=', applicationId)
    .where('sablon', '=', template)
    .where(sql<string>`parameterek->>'deadline'`, '=', deadline.toISOString())
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
