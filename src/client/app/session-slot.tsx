/**
 * The shell's view of the session (SHELL contract), backed by the session machine
 * (src/client/session). Outside the session provider (stories, component tests) there
 * is no user and logout goes to the start page.
 */
import { useOptionalSession } from '../session/session-provider.tsx';

/** The signed-in user as the shell shows it, or null when nobody is signed in. */
export function useShellUser(): { name: string; email: string } | null {
  const session = useOptionalSession();
  return session?.state === 'loggedIn' && session.user
    ? { name: session.user.name, email: session.user.email }
    : null;
}

/** Returns the logout action of the user menu (spec section 4). */
export function useShellLogout(): () => void {
  const session = useOptionalSession();
  return session?.logout ?? (() => window.location.assign('/'));
}
