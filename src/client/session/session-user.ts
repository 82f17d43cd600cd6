/**
 * The current user on the client (spec section 3): the server's Hungarian fields mapped to
 * English names once, here. Kept in local storage under CURRENT_USER.
 */
import type { Data as ServerUser } from '../generated/zod/session/user.ts';

export type { ServerUser };

export interface SessionPermission {
  id: number;
  applicant: { id: number; name: string; taxNumber: string } | null;
  role: 'OWNER' | 'EDITOR';
  admin: boolean;
}

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  internalNotifications: boolean;
  emailNotifications: boolean;
  roles: string[];
  passwordDate: Date | null;
  createdOn: string;
  hasAtLeastOneAdminPrivilege: boolean;
  termsAccepted: boolean;
  needs2Fa: boolean;
  language: 'hu' | 'en';
  oidc: boolean;
  permissions: SessionPermission[];
}

export const CURRENT_USER_KEY = 'CURRENT_USER';

export function mapSessionUser(user: ServerUser): SessionUser {
  return {
    id: user.id,
    name: user.nev,
    email: user.email,
    internalNotifications: user.ertesitesekBelsoUzenet,
    emailNotifications: user.ertesitesekEmail,
    roles: user.roles,
    passwordDate: user.jelszoDatum ? new Date(user.jelszoDatum) : null,
    createdOn: user.createdOn,
    hasAtLeastOneAdminPrivilege: user.hasAtLeastOneAdminJogosultsag,
    termsAccepted: user.aszfAccepted,
    needs2Fa: user.needs2Fa,
    language: user.language,
    oidc: user.oidc,
    permissions: user.permissions.map((permission) => ({
      id: permission.id,
      applicant: permission.tamogatastIgenylo
        ? {
            id: permission.tamogatastIgenylo.id,
            name: permission.tamogatastIgenylo.nev,
            taxNumber: permission.tamogatastIgenylo.adoszam,
          }
        : null,
      role: permission.szerep,
      admin: permission.admin,
    })),
  };
}

/** The applicant of the first permission that carries one (spec section 3), or null. */
export function applicantOf(user: SessionUser | null): SessionPermission['applicant'] {
  return user?.permissions.find((permission) => permission.applicant)?.applicant ?? null;
}

export function storeCurrentUser(user: SessionUser | null): void {
  try {
    if (user) localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(CURRENT_USER_KEY);
  } catch {
    // Private mode without storage: the session still works for this page.
  }
}
