/**
 * The users of an organisation (applicant): their permissions with the role (OWNER → admin true,
 * EDITOR → admin false). Changes lock all permission rows of the applicant first, so two
 * concurrent demotions or removals can never leave an applicant without an OWNER.
 */
import type { OrganisationInviteApi } from '../../../schemas/api/master-data/organisation-users.ts';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/types.ts';
import type { OrganisationUserPayload } from '../../shared/mappers/organisation-user.ts';
import type { ApplicantRole } from '../../shared/mappers/value-sets.ts';
import { DomainError } from './errors.ts';
import { grantPermission } from './applicants.ts';
import { inTransaction, recordChange } from './audit.ts';
import { type OutboxMail, enqueueMails } from './outbox.ts';

export async function listOrganisationUsers(
  db: Kysely<DB>,
  applicantId: number,
): Promise<OrganisationUserPayload[]> {
  const rows = await db
    .selectFrom('tamogatast_igenylo_jogosultsag as j')
    .innerJoin('felhasznalo as f', 'f.id', 'j.user_id')
    .select(['j.id', 'j.szerep', 'j.admin', 'j.verzio', 'f.id as userId', 'f.nev', 'f.email'])
    .where('j.tamogatast_igenylo_id', '=', applicantId)
    .orderBy('j.id', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    szerep: row.szerep,
    admin: row.admin,
    verzio: row.verzio,
    felhasznalo: { id: row.userId, nev: row.nev, email: row.email },
  }));
}

export async function findOrganisationUser(
  db: Kysely<DB>,
  applicantId: number,
  permissionId: number,
): Promise<OrganisationUserPayload | undefined> {
  return (await listOrganisationUsers(db, applicantId)).find((user) => user.id === permissionId);
}

/** A pending invitation as the users list shows it (no token, no user of the portal). */
export type OrganisationInvitePayload = OrganisationInviteApi['list']['response'][200][number];

/** The open (not accepted, not expired) invitations of an applicant, oldest first. */
export async function listOrganisationInvites(
  db: Kysely<DB>,
  applicantId: number,
  now: Date,
): Promise<OrganisationInvitePayload[]> {
  const rows = await db
    .selectFrom('szervezeti_meghivo')
    .select(['id', 'email', 'szerep', 'lejarat', 'letrehozva'])
    .where('tamogatast_igenylo_id', '=', applicantId)
    .where('elfogadva', 'is', null)
    .where('lejarat', '>', now)
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    szerep: row.szerep,
    lejarat: new Date(row.lejarat).toISOString(),
    letrehozva: new Date(row.letrehozva).toISOString(),
  }));
}

/**
 * Records a pending invitation (only the token's hash). The same work for every e-mail: whether
 * the address belongs to an account is never looked up here, so the answer cannot tell. An
 * address already a member of this applicant gets 409 (the users list shows it anyway).
 */
export async function createOrganisationInvite(
  db: Kysely<DB>,
  input: {
    actingUserId: number;
    applicantId: number;
    email: string;
    role: ApplicantRole;
    tokenHash: string;
    expiresAt: Date;
  },
): Promise<{ id: number }> {
  return inTransaction(db, async (trx) => {
    const member = await trx
      .selectFrom('tamogatast_igenylo_jogosultsag as j')
      .innerJoin('felhasznalo as f', 'f.id', 'j.user_id')
      .select('j.id')
      .where('j.tamogatast_igenylo_id', '=', input.applicantId)
      .where('f.email', '=', input.email)
      .executeTakeFirst();
    if (member) throw new DomainError('alreadyMember');
    const row = await trx
      .insertInto('szervezeti_meghivo')
      .values({
        tamogatast_igenylo_id: input.applicantId,
        email: input.email,
        szerep: input.role,
        token_hash: input.tokenHash,
        lejarat: input.expiresAt,
        meghivo_id: input.actingUserId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordChange(trx, {
      userId: input.actingUserId,
      table: 'szervezeti_meghivo',
      rowId: row.id,
      action: 'INSERT',
      applicantId: input.applicantId,
      before: null,
      after: { ...row, token_hash: '[hash]' },
    });
    return { id: row.id };
  });
}

/** Withdraws an invitation that was not accepted yet (a mail that could not be sent, or the OWNER). */
export async function deleteOrganisationInvite(
  db: Kysely<DB>,
  applicantId: number,
  inviteId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('szervezeti_meghivo')
    .where('id', '=', inviteId)
    .where('tamogatast_igenylo_id', '=', applicantId)
    .where('elfogadva', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Sends a not yet accepted invitation again (expired or not): a new token replaces the old one,
 * which no longer opens anything, and the validity starts anew. The mail goes into the outbox in
 * the same transaction, so a mail is queued exactly when the new token is stored. False when the
 * applicant has no such invitation open to resend (unknown, accepted, withdrawn, cleaned up).
 */
export async function resendOrganisationInvite(
  db: Kysely<DB>,
  input: {
    actingUserId: number;
    applicantId: number;
    inviteId: number;
    tokenHash: string;
    expiresAt: Date;
    mail: (invite: { email: string }) => OutboxMail;
  },
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('szervezeti_meghivo')
      .selectAll()
      .where('id', '=', input.inviteId)
      .where('tamogatast_igenylo_id', '=', input.applicantId)
      .where('elfogadva', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return false;
    const after = await trx
      .updateTable('szervezeti_meghivo')
      .set({ token_hash: input.tokenHash, lejarat: input.expiresAt })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await enqueueMails(trx, [input.mail({ email: after.email })]);
    await recordChange(trx, {
      userId: input.actingUserId,
      table: 'szervezeti_meghivo',
      rowId: after.id,
      action: 'UPDATE',
      applicantId: input.applicantId,
      before: { ...before, token_hash: '[hash]' },
      after: { ...after, token_hash: '[hash]' },
    });
    return true;
  });
}

/**
 * Deletes invitations that expired unaccepted before `now` (the background job, plugins/jobs.ts):
 * an e-mail address and a token hash kept for nothing. Accepted ones stay as the record of how a
 * member joined. Answers how many were deleted.
 */
export async function deleteExpiredInvites(db: Kysely<DB>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('szervezeti_meghivo')
    .where('elfogadva', 'is', null)
    .where('lejarat', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** What the invitee sees before accepting: the organisation's name and the role. */
export async function findOpenInvite(
  db: Kysely<DB>,
  tokenHash: string,
  email: string,
  now: Date,
): Promise<
  { id: number; applicantId: number; organisation: string; role: ApplicantRole } | undefined
> {
  const row = await db
    .selectFrom('szervezeti_meghivo as m')
    .innerJoin('tamogatast_igenylo as t', 't.id', 'm.tamogatast_igenylo_id')
    .select(['m.id', 'm.tamogatast_igenylo_id', 'm.szerep', 't.nev'])
    .where('m.token_hash', '=', tokenHash)
    .where('m.email', '=', email)
    .where('m.elfogadva', 'is', null)
    .where('m.lejarat', '>', now)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        applicantId: row.tamogatast_igenylo_id,
        organisation: row.nev ?? '',
        role: row.szerep,
      }
    : undefined;
}

/**
 * The signed-in invitee accepts: only an open invitation addressed to their own e-mail counts
 * (undefined otherwise, the same for unknown, used, expired and someone else's). The invitation
 * is used once; a person already a member keeps the role they have.
 */
export async function acceptOrganisationInvite(
  db: Kysely<DB>,
  input: { userId: number; email: string; tokenHash: string; now: Date },
): Promise<{ applicantId: number } | undefined> {
  return inTransaction(db, async (trx) => {
    const invite = await trx
      .updateTable('szervezeti_meghivo')
      .set({ elfogadva: input.now })
      .where('token_hash', '=', input.tokenHash)
      .where('email', '=', input.email)
      .where('elfogadva', 'is', null)
      .where('lejarat', '>', input.now)
      .returningAll()
      .executeTakeFirst();
    if (!invite) return undefined;
    const member = await trx
      .selectFrom('tamogatast_igenylo_jogosultsag')
      .select('id')
      .where('user_id', '=', input.userId)
      .where('tamogatast_igenylo_id', '=', invite.tamogatast_igenylo_id)
      .executeTakeFirst();
    if (!member)
      await grantPermission(trx, {
        actingUserId: input.userId,
        userId: input.userId,
        applicantId: invite.tamogatast_igenylo_id,
        role: invite.szerep,
      });
    return { applicantId: invite.tamogatast_igenylo_id };
  });
}

/** Locks the applicant's permissions; answers the one asked for and the number of OWNERs. */
async function lockPermissions(trx: Kysely<DB>, applicantId: number, permissionId: number) {
  const rows = await trx
    .selectFrom('tamogatast_igenylo_jogosultsag')
    .selectAll()
    .where('tamogatast_igenylo_id', '=', applicantId)
    .orderBy('id')
    .forUpdate()
    .execute();
  const target = rows.find((row) => row.id === permissionId);
  if (!target) throw new DomainError('notFound');
  return { target, owners: rows.filter((row) => row.szerep === 'OWNER').length };
}

/** Changes a user's role when `version` is current; the last OWNER cannot be demoted. */
export async function changeOrganisationUserRole(
  db: Kysely<DB>,
  input: {
    actingUserId: number;
    applicantId: number;
    permissionId: number;
    role: ApplicantRole;
    version: number;
  },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const { target, owners } = await lockPermissions(trx, input.applicantId, input.permissionId);
    if (target.verzio !== input.version) throw new DomainError('conflict');
    if (target.szerep === 'OWNER' && input.role !== 'OWNER' && owners <= 1)
      throw new DomainError('lastOrganisationOwner');
    const after = await trx
      .updateTable('tamogatast_igenylo_jogosultsag')
      .set({ szerep: input.role, admin: input.role === 'OWNER', verzio: sql`verzio + 1` })
      .where('id', '=', input.permissionId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordChange(trx, {
      userId: input.actingUserId,
      table: 'tamogatast_igenylo_jogosultsag',
      rowId: input.permissionId,
      action: 'UPDATE',
      applicantId: input.applicantId,
      before: target,
      after,
    });
  });
}

/** Removes a user from the organisation; the last OWNER cannot be removed. */
export async function removeOrganisationUser(
  db: Kysely<DB>,
  input: { actingUserId: number; applicantId: number; permissionId: number },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const { target, owners } = await lockPermissions(trx, input.applicantId, input.permissionId);
    if (target.szerep === 'OWNER' && owners <= 1) throw new DomainError('lastOrganisationOwner');
    await trx
      .deleteFrom('tamogatast_igenylo_jogosultsag')
      .where('id', '=', input.permissionId)
      .execute();
    await recordChange(trx, {
      userId: input.actingUserId,
      table: 'tamogatast_igenylo_jogosultsag',
      rowId: input.permissionId,
      action: 'DELETE',
      applicantId: input.applicantId,
      before: target,
      after: null,
    });
  });
}
