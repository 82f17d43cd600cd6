/**
 * The root behaviour of spec section 2 as pure functions, so the route guard is a one-liner and
 * every rule is unit-tested: where a session state sends a path, and which applicant the
 * `selectedNtakProviderTaxNumber` search parameter selects.
 */
import { PAGE_PATHS } from '../src/shared/page-paths.ts';

/** The public pages of spec section 2: exempt from the login redirect. */
export const PUBLIC_PATHS = [
  PAGE_PATHS.login,
  PAGE_PATHS.ntakLogin,
  PAGE_PATHS.registration,
  PAGE_PATHS.setPassword,
  PAGE_PATHS.forgottenPassword,
  PAGE_PATHS.twoFactor,
] as const;

/**
 * The legal texts the registration asks to accept (terms, privacy notice): readable in every
 * session state, signed in or not, so a signed-in user is not sent away from them.
 */
export const OPEN_PATHS = [PAGE_PATHS.terms, PAGE_PATHS.privacy] as const;

/** True for the legal texts; a trailing slash is tolerated. */
export function isOpenPath(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (OPEN_PATHS as readonly string[]).includes(normalised);
}

export type VisibleSessionState = 'unknown' | 'loggedOut' | 'needs2Fa' | 'loggedIn';

export type RouteDecision =
  { kind: 'spinner' } | { kind: 'render' } | { kind: 'redirect'; to: string };

/** True for the public pages; a trailing slash is tolerated. */
export function isPublicPath(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PUBLIC_PATHS as readonly string[]).includes(normalised);
}

/**
 * A redirect target is followed only when it is a path on this site: it starts with one slash
 * (not `//host`, not `/\\host`) so a crafted link cannot send a user elsewhere after sign-in.
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return value;
}

/**
 * Decides what the router does for a session state and a location.
 * - unknown → spinner;
 * - the legal texts (OPEN_PATHS) render in every other state;
 * - logged out: public pages render (except /2Fa, which goes to /login); any other page goes to
 *   /login with `redirect` set to where the user wanted to go;
 * - needs 2FA: /2Fa renders, everything else goes to /2Fa (keeping the redirect target);
 * - logged in: a public page goes to its `redirect` target or to /, other pages render.
 */
export function decideRoute(
  state: VisibleSessionState,
  location: { pathname: string; search: string },
): RouteDecision {
  const params = new URLSearchParams(location.search);
  const requested = `${location.pathname}${location.search}`;
  const onPublic = isPublicPath(location.pathname);
  const on2Fa = location.pathname.replace(/\/+$/, '') === PAGE_PATHS.twoFactor;

  if (state === 'unknown') return { kind: 'spinner' };
  if (isOpenPath(location.pathname)) return { kind: 'render' };
  switch (state) {
    case 'loggedOut': {
      if (onPublic && !on2Fa) return { kind: 'render' };
      const target = on2Fa ? safeRedirectTarget(params.get('redirect')) : requested;
      return {
        kind: 'redirect',
        to:
          target && target !== PAGE_PATHS.dashboard
            ? `${PAGE_PATHS.login}?redirect=${encodeURIComponent(target)}`
            : PAGE_PATHS.login,
      };
    }
    case 'needs2Fa': {
      if (on2Fa) return { kind: 'render' };
      const target = onPublic ? safeRedirectTarget(params.get('redirect')) : requested;
      return {
        kind: 'redirect',
        to:
          target && target !== PAGE_PATHS.dashboard
            ? `${PAGE_PATHS.twoFactor}?redirect=${encodeURIComponent(target)}`
            : PAGE_PATHS.twoFactor,
      };
    }
    case 'loggedIn':
      if (!onPublic) return { kind: 'render' };
      return {
        kind: 'redirect',
        to: safeRedirectTarget(params.get('redirect')) ?? PAGE_PATHS.dashboard,
      };
  }
}

/**
 * Spec section 2: `selectedNtakProviderTaxNumber` selects the applicant whose tax number equals
 * it, or, when the value has no hyphen, whose tax number starts with the same 8 characters
 * (the NTAK provider may report only the 8-digit core of the tax number). An exact match wins.
 */
export function selectApplicantByTaxNumber<Applicant extends { taxNumber: string }>(
  applicants: readonly Applicant[],
  value: string | null | undefined,
): Applicant | undefined {
  if (!value) return undefined;
  const exact = applicants.find((applicant) => applicant.taxNumber === value);
  if (exact || value.includes('-')) return exact;
  const core = value.slice(0, 8);
  if (core.length < 8) return undefined;
  return applicants.find((applicant) => applicant.taxNumber.slice(0, 8) === core);
}
