/**
 * The mail outbox (`ertesites_kimeno`, docs/decisions/0010): status mails are written here in the
 * transaction of the status change and delivered by a worker. A worker claims due rows by pushing
 * their due time ahead by a lease (SKIP LOCKED, so two workers never claim one row); a row not
 * marked sent within its lease is due again: delivery is at least once.
 */
import { type Kysely, type Transaction, sql } from 'kysely';
import type { DB } from '../db/types.ts';

type Executor = Kysely<DB> | Transaction<DB>;

export interface OutboxMail {
  applicationId: number | null;
  recipient: string;
  name: string;
  language: 'hu' | 'en';
  /** The mail's key under 'progress' mails.* (supplementRequested, approved, …). */
  template: string;
  params: Record<string, string>;
}

export interface ClaimedMail extends OutboxMail {
  id: number;
  attempts: number;
}

/** Writes mails to the outbox (in the caller's transaction). */
export async function enqueueMails(db: Executor, mails: OutboxMail[]): Promise<void> {
  if (mails.length === 0) return;
  await db
    .insertInto('ertesites_kimeno')
    .values(
      mails.map((mail) => ({
        palyazat_id: mail.applicationId,
        cimzett: mail.recipient,
        nev: mail.name,
        nyelv: mail.language,
        sablon: mail.template,
        parameterek: JSON.stringify(mail.params),
      })),
    )
    .execute();
}

/**
 * Claims up to `limit` due mails (optionally of one application): their due time moves to
 * `now + leaseMs` and their attempt count goes up, in one statement.
 */
export async function claimDueMails(
  db: Executor,
  input: { now: Date; leaseMs: number; limit: number; applicationId?: number },
): Promise<ClaimedMail[]> {
  let due = db
    .selectFrom('ertesites_kimeno')
    .select('id')
    .where('allapot', '=', 'PENDING')
    .where('esedekes', '<=', input.now)
    .orderBy('id')
    .limit(input.limit)
    .forUpdate()
    .skipLocked();
  if (input.applicationId !== undefined) due = due.where('palyazat_id', '=', input.applicationId);
  const rows = await db
    .updateTable('ertesites_kimeno')
    .set({
      esedekes: new Date(input.now.getTime() + input.leaseMs),
      probalkozasok: sql`probalkozasok + 1`,
    })
    .where('id', 'in', due)
    .returningAll()
    .execute();
  return rows
    .toSorted((a, b) => a.id - b.id)
    .map((row) => ({
      id: row.id,
      applicationId: row.palyazat_id,
      recipient: row.cimzett,
      name: row.nev,
      language: row.nyelv,
      template: row.sablon,
      params: row.parameterek,
      attempts: row.probalkozasok,
    }));
}

export async function markMailSent(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .updateTable('ertesites_kimeno')
    .set({ allapot: 'SENT', elkuldve: now, utolso_hiba: null })
    .where('id', '=', id)
    .execute();
}

/** Gives the mail up after its last allowed attempt: FAILED, never claimed again. */
export async function markMailUndeliverable(
  db: Executor,
  id: number,
  error: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('ertesites_kimeno')
    .set({ allapot: 'FAILED', utolso_hiba: error.slice(0, 1000), sikertelen: now })
    .where('id', '=', id)
    .execute();
}

/** A mail given up, as the back office lists it (never its parameters' raw values). */
export interface FailedMail {
  id: number;
  applicationId: number | null;
  applicationReference: string | null;
  recipient: string;
  language: 'hu' | 'en';
  template: string;
  params: Record<string, string>;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  failedAt: Date | null;
}

/** The FAILED mails, most recently given up first (at most `limit`). */
export async function listFailedMails(db: Executor, limit: number): Promise<FailedMail[]> {
  const rows = await db
    .selectFrom('ertesites_kimeno as m')
    .leftJoin('palyazat as p', 'p.id', 'm.palyazat_id')
    .select([
      'm.id',
      'm.palyazat_id',
      'p.azonosito',
      'm.cimzett',
      'm.nyelv',
      'm.sablon',
      'm.parameterek',
      'm.probalkozasok',
      'm.utolso_hiba',
      'm.letrehozva',
      'm.sikertelen',
    ])
    .where('m.allapot', '=', 'FAILED')
    .orderBy('m.sikertelen', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    applicationId: row.palyazat_id,
    applicationReference: row.azonosito ?? null,
    recipient: row.cimzett,
    language: row.nyelv,
    template: row.sablon,
    params: row.parameterek,
    attempts: row.probalkozasok,
    lastError: row.utolso_hiba,
    createdAt: row.letrehozva,
    failedAt: row.sikertelen,
  }));
}

/**
 * Puts a FAILED mail back in the queue, due now, with its attempts counted afresh; false when
 * there is no FAILED mail of that id (unknown, pending or sent).
 */
export async function retryFailedMail(db: Executor, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('ertesites_kimeno')
    .set({ allapot: 'PENDING', probalkozasok: 0, esedekes: now, sikertelen: null })
    .where('id', '=', id)
    .where('allapot', '=', 'FAILED')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records a failed attempt; the mail is due again at `retryAt`. */
export async function markMailFailed(
  db: Executor,
  id: number,
  error: string,
  retryAt: Date,
): Promise<void> {
  await db
    .updateTable('ertesites_kimeno')
    .set({ utolso_hiba: error.slice(0, 1000), esedekes: retryAt })
    .where('id', '=', id)
    .execute();
}
