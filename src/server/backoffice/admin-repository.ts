/**
 * The administrators' SQL (docs/decisions/0017, issue 15 item 6): staff users (invite, roles,
 * deactivate), each change written to the audit trail (`valtozasnaplo`, table `felhasznalo`) in
 * its own transaction, and the audit viewer's page over the master-data trail and the lifecycle
 * transitions.
 */
import { PAGE_PATHS } from '../../shared/page-paths.ts';
import { sql } from 'kysely';
import { BACK_OFFICE_ROLES } from '../../shared/roles.ts';
import { issueOneTimeToken } from '../auth/one-time-tokens.ts';
import { DomainError } from '../repositories/errors.ts';
import type { Database } from '../db/database.ts';
import { recordChange } from '../repositories/audit.ts';
import { enqueueMails } from '../repositories/outbox.ts';
import { deleteSessionsOfUser } from '../repositories/sessions.ts';
import { findUserByEmail, insertUser, normalizeEmail } from '../repositories/users.ts';

export type StaffRole = (typeof BACK_OFFICE_ROLES)[number];

/** Why an administrator's change was refused (the route answers 409 with its text). */
export class StaffUserRefused extends Error {
  readonly reason: 'emailTaken' | 'noRoleLeft';

  constructor(reason: 'emailTaken' | 'noRoleLeft') {
    super(reason);
    this.name = 'StaffUserRefused';
    this.reason = reason;
  }
}

export interface StaffUser {
  id: number;
  nev: string;
  email: string;
  szerepkorok: StaffRole[];
  aktiv: boolean;
  /** Has set a password (accepted the invitation). */
  jelszoBeallitva: boolean;
  letrehozva: string;
}

const staffRolesOf = (roles: readonly string[]): StaffRole[] =>
  BACK_OFFICE_ROLES.filter((role) => roles.includes(role));

/** The audit trail's picture of a staff user: what an administrator can change. */
const auditedUser = (row: {
  nev: string;
  email: string;
  szerepkorok: string[];
  aktiv: boolean;
}) => ({
  nev: row.nev,
  email: row.email,
  szerepkorok: row.szerepkorok,
  aktiv: row.aktiv,
});

/** Every user holding a back-office role (active or not), by name. */
export async function listStaffUsers(db: Database): Promise<StaffUser[]> {
  const rows = await db
    .selectFrom('felhasznalo')
    .select(['id', 'nev', 'email', 'szerepkorok', 'aktiv', 'jelszo_hash', 'letrehozva'])
    .where(sql<boolean>`szerepkorok ?| array[${sql.join([...BACK_OFFICE_ROLES])}]::text[]`)
    .orderBy('nev')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    nev: row.nev,
    email: row.email,
    szerepkorok: staffRolesOf(row.szerepkorok),
    aktiv: row.aktiv,
    jelszoBeallitva: row.jelszo_hash !== null,
    letrehozva: row.letrehozva.toISOString(),
  }));
}

/**
 * Creates a staff user without a password and queues the invitation (a set-password link) in the
 * mail outbox, in one transaction with its audit entry. 409 when the e-mail is registered.
 */
export async function inviteStaffUser(
  db: Database,
  input: {
    actorId: number;
    name: string;
    email: string;
    roles: StaffRole[];
    language: 'hu' | 'en';
    tokenLifetimeMs: number;
  },
): Promise<number> {
  const email = normalizeEmail(input.email);
  return db.transaction().execute(async (trx) => {
    if (await findUserByEmail(trx, email)) throw new StaffUserRefused('emailTaken');
    const id = await insertUser(trx, {
      name: input.name.trim(),
      email,
      roles: staffRolesOf(input.roles),
      language: input.language,
      // Staff sign in with the e-mailed second factor.
      twoFactorStatus: 'PENDING',
    });
    const token = await issueOneTimeToken(trx, id, 'SET_PASSWORD', input.tokenLifetimeMs);
    await enqueueMails(trx, [
      {
        applicationId: null,
        recipient: email,
        name: input.name.trim(),
        language: input.language,
        template: 'staffInvite',
        params: { link: `${PAGE_PATHS.setPassword}?${new URLSearchParams({ token }).toString()}` },
      },
    ]);
    await recordChange(trx, {
      userId: input.actorId,
      table: 'felhasznalo',
      rowId: id,
      action: 'INSERT',
      applicantId: null,
      before: null,
      after: auditedUser({ nev: input.name.trim(), email, szerepkorok: input.roles, aktiv: true }),
    });
    return id;
  });
}

/**
 * Changes a staff user's back-office roles (other roles stay) or active flag, with its audit
 * entry; deactivating ends the user's sessions. 404 for a user who is not staff and was not.
 */
export async function updateStaffUser(
  db: Database,
  input: { actorId: number; userId: number; roles?: StaffRole[]; active?: boolean },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('felhasznalo')
      .select(['nev', 'email', 'szerepkorok', 'aktiv'])
      .where('id', '=', input.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!before || staffRolesOf(before.szerepkorok).length === 0) throw new DomainError('notFound');
    const roles =
      input.roles === undefined
        ? before.szerepkorok
        : [
            ...before.szerepkorok.filter((role) => !staffRolesOf([role]).length),
            ...staffRolesOf(input.roles),
          ];
    const after = { ...before, szerepkorok: roles, aktiv: input.active ?? before.aktiv };
    if (staffRolesOf(roles).length === 0) throw new StaffUserRefused('noRoleLeft');
    await trx
      .updateTable('felhasznalo')
      .set({ szerepkorok: JSON.stringify(roles), aktiv: after.aktiv })
      .where('id', '=', input.userId)
      .execute();
    if (!after.aktiv) await deleteSessionsOfUser(trx, input.userId);
    await recordChange(trx, {
      userId: input.actorId,
      table: 'felhasznalo',
      rowId: input.userId,
      action: 'UPDATE',
      applicantId: null,
      before: auditedUser(before),
      after: auditedUser(after),
    });
  });
}

/** Where an audit entry comes from. */
export type AuditSource = 'MASTER_DATA' | 'USER' | 'LIFECYCLE';

export interface AuditQuery {
  source: AuditSource | null;
  actorId: number | null;
  /** ISO instants, inclusive from, exclusive to. */
  from: string | null;
  to: string | null;
  pageIndex: number;
  pageSize: number;
}

export interface AuditRow {
  forras: AuditSource;
  id: number;
  idopont: string;
  szereplo: { id: number; nev: string } | null;
  /** APPLICANT, STAFF or SYSTEM for a transition; null for a master-data change. */
  szereploTipus: string | null;
  /** The table and row changed, or the application's identifier. */
  targy: string;
  /** INSERT / UPDATE / DELETE, or the lifecycle event. */
  muvelet: string;
  elotte: Record<string, unknown> | null;
  utana: Record<string, unknown> | null;
}

/**
 * One page of the audit trail, newest first: master-data changes and staff user changes
 * (`valtozasnaplo`) and lifecycle transitions (`palyazat_allapotvaltas`), filtered by source,
 * actor and time. Two statements whatever the page size: the page and the count.
 */
export async function listAudit(
  db: Database,
  query: AuditQuery,
): Promise<{ rows: AuditRow[]; total: number }> {
  const changes = sql`
    select case when v.tabla = 'felhasznalo' then 'USER' else 'MASTER_DATA' end as forras,
      v.id::integer as id, v.idopont, v.user_id as szereplo_id, null::text as szereplo_tipus,
      v.tabla || ' #' || v.sor_id as targy, v.muvelet, v.elotte, v.utana
    from valtozasnaplo v`;
  const transitions = sql`
    select 'LIFECYCLE' as forras, t.id, t.idopont, t.felhasznalo_id as szereplo_id,
      t.szereplo as szereplo_tipus, p.azonosito as targy, t.esemeny as muvelet,
      jsonb_build_object('statusz', t.elozo_statusz, 'benyujtasAllapot', t.elozo_benyujtas_allapot) as elotte,
      jsonb_strip_nulls(jsonb_build_object('statusz', t.uj_statusz,
        'benyujtasAllapot', t.uj_benyujtas_allapot, 'indoklas', t.indoklas)) as utana
    from palyazat_allapotvaltas t join palyazat p on p.id = t.palyazat_id`;
  const conditions = [
    query.source ? sql`n.forras = ${query.source}` : null,
    query.actorId !== null ? sql`n.szereplo_id = ${query.actorId}` : null,
    query.from ? sql`n.idopont >= ${query.from}::timestamptz` : null,
    query.to ? sql`n.idopont < ${query.to}::timestamptz` : null,
  ].filter((condition) => condition !== null);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const entries = sql`(${changes} union all ${transitions}) n`;
  const page = await sql<{
    forras: AuditSource;
    id: number;
    idopont: Date;
    szereplo_id: number | null;
    szereplo_nev: string | null;
    szereplo_tipus: string | null;
    targy: string;
    muvelet: string;
    elotte: Record<string, unknown> | null;
    utana: Record<string, unknown> | null;
  }>`select n.*, f.nev as szereplo_nev from ${entries}
      left join felhasznalo f on f.id = n.szereplo_id ${where}
      order by n.idopont desc, n.forras, n.id desc
      limit ${query.pageSize} offset ${query.pageIndex * query.pageSize}`.execute(db);
  const count = await sql<{
    total: string | number;
  }>`select count(*) as total from ${entries} ${where}`.execute(db);
  return {
    rows: page.rows.map((row) => ({
      forras: row.forras,
      id: Number(row.id),
      idopont: new Date(row.idopont).toISOString(),
      szereplo:
        row.szereplo_id === null ? null : { id: row.szereplo_id, nev: row.szereplo_nev ?? '' },
      szereploTipus: row.szereplo_tipus,
      targy: row.targy,
      muvelet: row.muvelet,
      elotte: row.elotte,
      utana: row.utana,
    })),
    total: Number(count.rows[0]?.total ?? 0),
  };
}
