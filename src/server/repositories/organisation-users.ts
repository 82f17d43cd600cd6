/**
 * The users of an organisation (applicant): their permissions with the role (OWNER → admin true,
 * EDITOR → admin false). Changes lock all permission rows of the applicant first, so two
 * concurrent demotions or removals can never leave an applicant without an OWNER.
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/types.ts';
import type { OrganisationUserPayload } from '../../shared/mappers/organisation-user.ts';
import type { ApplicantRole } from '../../shared/mappers/value-sets.ts';
import { HttpError, conflict, notFound } from '../authorization/http-errors.ts';
import { grantPermission } from './applicants.ts';
import { inTransaction, recordChange } from './audit.ts';
import { findUserByEmail, insertUser } from './users.ts';

/** Refused: an applicant always keeps at least one OWNER. */
export function lastOwnerError(): HttpError {
  return new HttpError(
    422,
    'A szervezet utolsó tulajdonosa nem távolítható el és nem fokozható le.',
  );
}

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

/**
 * Links a person to the applicant with a role. A person unknown to the portal is created without
 * a password (`created` is then the new user; `afterCreate` runs inside the transaction, e.g. to
 * issue the set-password token, and its answer is handed back). A person already linked gets 409.
 */
export async function addOrganisationUser<T>(
  db: Kysely<DB>,
  input: {
    actingUserId: number;
    applicantId: number;
    fullName: string;
    email: string;
    role: ApplicantRole;
    language: 'hu' | 'en';
    afterCreate: (trx: Kysely<DB>, user: { id: number; name: string; email: string }) => Promise<T>;
  },
): Promise<{
  permissionId: number;
  created: { id: number; name: string; email: string; extra: T } | null;
}> {
  return inTransaction(db, async (trx) => {
    const existing = await findUserByEmail(trx, input.email);
    let userId: number;
    if (existing) {
      userId = existing.id;
      const linked = await trx
        .selectFrom('tamogatast_igenylo_jogosultsag')
        .select('id')
        .where('user_id', '=', userId)
        .where('tamogatast_igenylo_id', '=', input.applicantId)
        .executeTakeFirst();
      if (linked) throw new HttpError(409, 'A felhasználó már a szervezet tagja.');
    } else {
      userId = await insertUser(trx, {
        name: input.fullName.trim(),
        email: input.email,
        language: input.language,
      });
    }
    const { id } = await grantPermission(trx, {
      actingUserId: input.actingUserId,
      userId,
      applicantId: input.applicantId,
      role: input.role,
    });
    if (existing) return { permissionId: id, created: null };
    const user = {
      id: userId,
      name: input.fullName.trim(),
      email: input.email.trim().toLowerCase(),
    };
    return { permissionId: id, created: { ...user, extra: await input.afterCreate(trx, user) } };
  });
}

/**
 * Undoes the creation of a person whose invitation could not be sent: the user had no password
 * and no other link yet, so deleting it (permissions and tokens cascade) leaves no trace but the
 * audit trail.
 */
export async function deleteUninvitedUser(db: Kysely<DB>, userId: number): Promise<void> {
  await db
    .deleteFrom('felhasznalo')
    .where('id', '=', userId)
    .where('jelszo_hash', 'is', null)
    .execute();
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
  if (!target) throw notFound();
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
    if (target.verzio !== input.version) throw conflict();
    if (target.szerep === 'OWNER' && input.role !== 'OWNER' && owners <= 1) throw lastOwnerError();
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
    if (target.szerep === 'OWNER' && owners <= 1) throw lastOwnerError();
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
