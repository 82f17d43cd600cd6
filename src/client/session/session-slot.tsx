/**
 * The shell's view of the session (SHELL contract), backed by the session machine
 * (session-provider.tsx). Outside the session provider (stories, component tests) there
 * is no user and logout goes to the start page.
 */
import { useOptionalSession } from './session-provider.tsx';

/**
 * The signed-in user as the shell shows it, or null when nobody is signed in. `hasPassword`: the
 * account erasure is confirmed with the password, or without one by signing in again at NTAK.
 */
export function useShellUser(): { name: string; email: string; hasPassword: boolean } | null {
  const session = useOptionalSession();
  return session?.state === 'loggedIn' && session.user
    ? {
        name: session.user.name,
        email: session.user.email,
        hasPassword: session.user.passwordDate !== null,
      }
    : null;
}

/** Returns the logout action of the user menu (spec section 4). */
export function useShellLogout(): () => void {
  const session = useOptionalSession();
  return session?.logout ?? (() => window.location.assign('/'));
}
