/**
 * The current user as the API answers it (schemas/api/session/user.schema.json): Hungarian field
 * names of spec section 3, the permissions with their applicants, and whether the session still
 * waits for the second factor.
 */
import type { FromSchema } from '../../../schemas/api/from-schema.ts';
import type { sessionUserSchema } from '../../../schemas/api/session/index.ts';
import type { Database } from '../db/database.ts';
import { listPermissionsOfUser } from '../repositories/applicants.ts';
import type { UserRow } from '../repositories/users.ts';

/** The current user's answer: the type its schema (user.schema.json) describes. */
export type CurrentUserBody = FromSchema<typeof sessionUserSchema>;

export async function currentUserBody(
  db: Database,
  user: UserRow,
  session: { twoFactorDone: boolean; oidc: boolean },
): Promise<CurrentUserBody> {
  // Until the second factor is done nothing about the user's companies is revealed.
  const permissions = session.twoFactorDone ? await listPermissionsOfUser(db, user.id) : [];
  return {
    id: user.id,
    nev: user.nev,
    email: user.email,
    ertesitesekBelsoUzenet: user.ertesitesek_belso_uzenet,
    ertesitesekEmail: user.ertesitesek_email,
    roles: user.szerepkorok,
    jelszoDatum: user.jelszo_datum ? user.jelszo_datum.toISOString() : null,
    createdOn: user.letrehozva.toISOString(),
    hasAtLeastOneAdminJogosultsag: permissions.some((permission) => permission.admin),
    aszfAccepted: user.aszf_accepted,
    needs2Fa: !session.twoFactorDone,
    language: user.language,
    oidc: session.oidc,
    permissions: permissions.map((permission) => ({
      id: permission.id,
      tamogatastIgenylo: {
        id: permission.applicantId,
        nev: permission.applicantName,
        adoszam: permission.taxNumber,
      },
      szerep: permission.role,
      admin: permission.admin,
    })),
  };
}
