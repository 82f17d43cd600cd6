/**
 * Who is signed in, for route loaders that start a signed-in page's data before it renders
 * (issue 17). They run before the session provider has an answer, so they ask nobody: at boot
 * they wait for the boot request's answer (get-current-user.ts), later they read the user the
 * session keeps in local storage (it stores every change: sign-in, second factor, sign-out,
 * expiry). A user who still owes the second factor is not signed in: the shell is not shown.
 */
import { pendingBootAnswer } from './api/boot-answer.ts';
import { CURRENT_USER_KEY, type SessionPermission, type SessionUser } from './session-user.ts';

/** What the loaders need of the user. */
export type SignedInUser = Pick<SessionUser, 'permissions'>;

function storedUser(): SignedInUser | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(CURRENT_USER_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { needs2Fa, permissions } = stored as Partial<SessionUser>;
    return needs2Fa === false && Array.isArray(permissions) ? { permissions } : null;
  } catch {
    return null;
  }
}

/** The signed-in user, or null when nobody is (or it cannot be known without a request). */
export async function signedInUser(): Promise<SignedInUser | null> {
  const boot = pendingBootAnswer();
  if (!boot) return storedUser();
  const user = (await boot.catch(() => null)) as SessionUser | null;
  return user && !user.needs2Fa ? user : null;
}

/** The ids of the applicants the user acts for (their permissions'), highest first. */
export function permittedApplicantIds(user: SignedInUser): number[] {
  return user.permissions
    .flatMap((permission: SessionPermission) =>
      permission.applicant ? [permission.applicant.id] : [],
    )
    .toSorted((a, b) => b - a);
}
