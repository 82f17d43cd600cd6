/**
 * Erasure of a user account on request and retention of drafts (issue 19, item 2;
 * docs/decisions/0025-erasure-and-retention.md).
 *
 * Erasure, in one transaction:
 * - refused (ErasureRefused) while the user is the last OWNER of a company that has other members;
 * - a company the user alone belongs to and that has no submitted application is deleted with its
 *   drafts, documents (stored files too, after the commit) and audit rows;
 * - the user's sessions, one-time tokens, two-factor codes, permissions, idempotency answers,
 *   invitations sent to them, mailbox copies and queued notifications are deleted;
 * - the account row stays (audit, status changes and documents point at it) but is anonymised:
 *   a pseudonym as name, an undeliverable pseudonymous e-mail, no password, no OIDC identity,
 *   inactive;
 * - the e-mail (unique) is replaced by the pseudonymous one in every text or JSON column; the
 *   name and the contact phone numbers (not unique) only where they are the user's: the audit
 *   entries the user made, about the user or of the user's organisations, the user's
 *   declarations and the contact person record that is the user — except, always, in what the law
 *   keeps for a submitted application: the frozen master-data snapshot, the signed final document
 *   and the submitted document list.
 */
import { randomBytes } from 'node:crypto';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { DB } from '../db/types.ts';
import type { FileStorage } from '../storage/file-storage.ts';

/** Kept untouched for submitted applications (decision 0025). */
const KEPT_TABLES = new Set([
  'palyazat_torzsadat_pillanatkep',
  'alairt_veglegesito',
  'benyujtott_dokumentum',
]);

/** What an erased phone number becomes where it is copied (audit snapshots). */
const ERASED = '[törölve]';

export const LAST_OWNER_MESSAGE =
  'Ön az egyetlen tulajdonosa egy olyan szervezetnek, amelynek más tagjai is vannak. A fiók törlése előtt adja át a tulajdonosi jogot egy másik tagnak.';

export class ErasureRefused extends Error {
  readonly organisations: string[];
  constructor(organisations: string[]) {
    super(LAST_OWNER_MESSAGE);
    this.organisations = organisations;
  }
}

export interface ErasureResult {
  pseudonym: string;
  deletedCompanies: number;
  deletedFiles: number;
}

/** Deletes the stored files of the given storage keys; a missing file is not an error. */
async function deleteFiles(storage: FileStorage, keys: readonly string[]): Promise<number> {
  let deleted = 0;
  for (const key of keys) {
    try {
      await storage.delete(key);
      deleted += 1;
    } catch {
      // Already gone: nothing to erase.
    }
  }
  return deleted;
}

async function textColumns(db: Kysely<DB> | Transaction<DB>) {
  const result = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select c.table_name, c.column_name, c.data_type from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'json', 'jsonb')
    order by c.table_name, c.column_name`.execute(db);
  return result.rows;
}

/**
 * A value safe to replace inside longer texts: an e-mail address, or a full name (two words, at
 * least 8 characters). Anything shorter ("Kis", "Anna") would also hit unrelated words, so it is
 * replaced only where it is the whole value (a column, or a JSON string).
 */
function replaceableInText(needle: string): boolean {
  const value = needle.trim();
  return value.includes('@') || (value.length >= 8 && /\s/.test(value));
}

/** Replaces `needle` (the e-mail: unique) in every text/JSON column outside the kept tables. */
async function replaceEverywhere(
  trx: Transaction<DB>,
  needle: string,
  replacement: string,
): Promise<void> {
  if (needle.trim().length === 0) return;
  const inText = replaceableInText(needle);
  // Inside JSON a value is escaped; the replacements have nothing to escape.
  const jsonNeedle = inText ? JSON.stringify(needle).slice(1, -1) : JSON.stringify(needle);
  const jsonReplacement = inText ? replacement : JSON.stringify(replacement);
  for (const { table_name, column_name, data_type } of await textColumns(trx)) {
    if (KEPT_TABLES.has(table_name)) continue;
    const column = sql.ref(column_name);
    if (data_type === 'json' || data_type === 'jsonb') {
      await sql`update ${sql.table(table_name)}
        set ${column} = cast(replace(cast(${column} as text), ${jsonNeedle}, ${jsonReplacement}) as ${sql.raw(data_type)})
        where strpos(cast(${column} as text), ${jsonNeedle}) > 0`.execute(trx);
    } else if (inText) {
      await sql`update ${sql.table(table_name)}
        set ${column} = replace(${column}, ${needle}, ${replacement})
        where strpos(${column}, ${needle}) > 0`.execute(trx);
    } else {
      await sql`update ${sql.table(table_name)} set ${column} = ${replacement}
        where ${column} = ${needle}`.execute(trx);
    }
  }
}

/** Replaces `needle` in the JSON of the audit entries that are the user's (see eraseUser). */
async function replaceInUsersRows(
  trx: Transaction<DB>,
  userId: number,
  applicantIds: readonly number[],
  needle: string,
  replacement: string,
): Promise<void> {
  if (needle.trim().length === 0) return;
  const inText = replaceableInText(needle);
  const jsonNeedle = inText ? JSON.stringify(needle).slice(1, -1) : JSON.stringify(needle);
  const jsonReplacement = inText ? replacement : JSON.stringify(replacement);
  for (const column of ['elotte', 'utana'] as const) {
    const ref = sql.ref(column);
    await sql`update valtozasnaplo
      set ${ref} = cast(replace(cast(${ref} as text), ${jsonNeedle}, ${jsonReplacement}) as jsonb)
      where strpos(cast(${ref} as text), ${jsonNeedle}) > 0
        and (user_id = ${userId} or (tabla = 'felhasznalo' and sor_id = ${userId})
          ${applicantIds.length > 0 ? sql`or tamogatast_igenylo_id in (${sql.join(applicantIds)})` : sql``})`.execute(
      trx,
    );
  }
}

/** Storage keys of the documents of the given applications. */
async function documentKeys(trx: Transaction<DB>, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return [];
  const rows = await trx
    .selectFrom('dokumentum')
    .select('tarolo_kulcs')
    .where('palyazat_id', 'in', applicationIds)
    .execute();
  return rows.map((row) => row.tarolo_kulcs);
}

export async function eraseUser(
  db: Kysely<DB>,
  storage: FileStorage,
  userId: number,
): Promise<ErasureResult> {
  const pseudonym = `Törölt felhasználó ${randomBytes(4).toString('hex').toUpperCase()}`;
  const { storageKeys, deletedCompanies } = await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('felhasznalo')
      .select(['id', 'nev', 'email'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const memberships = await trx
      .selectFrom('tamogatast_igenylo_jogosultsag as j')
      .innerJoin('tamogatast_igenylo as t', 't.id', 'j.tamogatast_igenylo_id')
      .select(['j.tamogatast_igenylo_id as applicantId', 'j.szerep', 't.nev'])
      .where('j.user_id', '=', userId)
      .execute();
    const refused: string[] = [];
    const alone: number[] = [];
    for (const membership of memberships) {
      const others = await trx
        .selectFrom('tamogatast_igenylo_jogosultsag')
        .select(['szerep'])
        .where('tamogatast_igenylo_id', '=', membership.applicantId)
        .where('user_id', '<>', userId)
        .execute();
      if (others.length === 0) alone.push(membership.applicantId);
      else if (membership.szerep === 'OWNER' && !others.some((o) => o.szerep === 'OWNER'))
        refused.push(membership.nev);
    }
    if (refused.length > 0) throw new ErasureRefused(refused);

    // Companies the user alone belongs to and that never submitted an application go entirely.
    const companiesToDelete: number[] = [];
    for (const applicantId of alone) {
      const submitted = await trx
        .selectFrom('palyazat')
        .select('id')
        .where('tamogatast_igenylo_id', '=', applicantId)
        .where('benyujtas_datuma', 'is not', null)
        .executeTakeFirst();
      if (!submitted) companiesToDelete.push(applicantId);
    }
    const keys: string[] = [];
    if (companiesToDelete.length > 0) {
      const applicationIds = (
        await trx
          .selectFrom('palyazat')
          .select('id')
          .where('tamogatast_igenylo_id', 'in', companiesToDelete)
          .execute()
      ).map((row) => row.id);
      keys.push(...(await documentKeys(trx, applicationIds)));
      await trx
        .deleteFrom('valtozasnaplo')
        .where('tamogatast_igenylo_id', 'in', companiesToDelete)
        .execute();
      // Everything else of the company goes by ON DELETE CASCADE (applications, their rows, master data).
      await trx.deleteFrom('tamogatast_igenylo').where('id', 'in', companiesToDelete).execute();
    }

    await trx.deleteFrom('munkamenet').where('user_id', '=', userId).execute();
    await trx.deleteFrom('egyszeri_token').where('user_id', '=', userId).execute();
    await trx.deleteFrom('ketfaktor_kod').where('user_id', '=', userId).execute();
    await trx.deleteFrom('idempotencia_kulcs').where('felhasznalo_id', '=', userId).execute();
    await trx.deleteFrom('tamogatast_igenylo_jogosultsag').where('user_id', '=', userId).execute();
    await trx
      .deleteFrom('szervezeti_meghivo')
      .where(sql`lower(email)`, '=', user.email.toLowerCase())
      .execute();
    await trx
      .deleteFrom('mailbox_message')
      .where(sql`lower(recipient)`, '=', user.email.toLowerCase())
      .execute();
    await trx
      .deleteFrom('ertesites_kimeno')
      .where(sql`lower(cimzett)`, '=', user.email.toLowerCase())
      .execute();
    // A contact person record that is the user: their phone numbers go too, everywhere.
    const phones = (
      await trx
        .selectFrom('kapcsolattarto')
        .select(['telefonszam', 'mobil_telefonszam'])
        .where(sql`lower(email)`, '=', user.email.toLowerCase())
        .execute()
    )
      .flatMap((row) => [row.telefonszam, row.mobil_telefonszam])
      .filter((phone): phone is string => phone !== null && phone.trim().length >= 6);
    await trx
      .updateTable('kapcsolattarto')
      .set({ telefonszam: null, mobil_telefonszam: null, beosztas: null })
      .where(sql`lower(email)`, '=', user.email.toLowerCase())
      .execute();

    const pseudonymousEmail = `torolt-${randomBytes(8).toString('hex')}@torolt.invalid`;
    await trx
      .updateTable('felhasznalo')
      .set({
        nev: pseudonym,
        email: pseudonymousEmail,
        jelszo_hash: null,
        jelszo_datum: null,
        oidc_issuer: null,
        oidc_subject: null,
        aktiv: false,
        marketing_consent: false,
        ertesitesek_email: false,
        ertesitesek_belso_uzenet: false,
        szerepkorok: '[]',
      })
      .where('id', '=', userId)
      .execute();
    // The audit actor reference and any other copy of the name and e-mail become the pseudonym.
    await replaceEverywhere(trx, user.email, pseudonymousEmail);
    // A name or phone number is not unique: it is replaced only where it is this user's — the
    // audit entries the user made, about the user, or of the user's organisations; the user's
    // declarations; the contact person record that is the user.
    const applicantIds = memberships.map((membership) => membership.applicantId);
    for (const [needle, replacement] of [
      [user.nev, pseudonym],
      ...[...new Set(phones)].map((phone) => [phone, ERASED] as const),
    ] as const)
      await replaceInUsersRows(trx, userId, applicantIds, needle, replacement);
    await trx
      .updateTable('palyazat_nyilatkozat')
      .set({ felhasznalo_nev: pseudonym })
      .where('felhasznalo_id', '=', userId)
      .execute();
    await trx
      .updateTable('kapcsolattarto')
      .set({ nev: pseudonym })
      .where(sql`lower(email)`, '=', pseudonymousEmail)
      .execute();
    return { storageKeys: keys, deletedCompanies: companiesToDelete.length };
  });
  const deletedFiles = await deleteFiles(storage, storageKeys);
  return { pseudonym, deletedCompanies, deletedFiles };
}

/**
 * Retention of drafts: deletes every application never submitted whose last change is older
 * than `days` (0 keeps them forever), with its documents' stored files. Answers the counts.
 */
export async function deleteExpiredDrafts(
  db: Kysely<DB>,
  storage: FileStorage,
  now: Date,
  days: number,
): Promise<{ applications: number; files: number }> {
  if (days <= 0) return { applications: 0, files: 0 };
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const expired = await db.transaction().execute(async (trx) => {
    const ids = (
      await trx
        .selectFrom('palyazat')
        .select('id')
        .where('benyujtas_datuma', 'is', null)
        .where('modositva', '<', cutoff)
        // Anything that ever left the draft state is a record, not a draft.
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('benyujtott_dokumentum')
                .select('benyujtott_dokumentum.id')
                .whereRef('benyujtott_dokumentum.palyazat_id', '=', 'palyazat.id'),
            ),
          ),
        )
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('alairt_veglegesito')
                .select('alairt_veglegesito.id')
                .whereRef('alairt_veglegesito.palyazat_id', '=', 'palyazat.id'),
            ),
          ),
        )
        .forUpdate()
        .skipLocked()
        .limit(500)
        .execute()
    ).map((row) => row.id);
    if (ids.length === 0) return { ids, keys: [] as string[] };
    const keys = await documentKeys(trx, ids);
    await trx.deleteFrom('palyazat').where('id', 'in', ids).execute();
    return { ids, keys };
  });
  const files = await deleteFiles(storage, expired.keys);
  return { applications: expired.ids.length, files };
}
