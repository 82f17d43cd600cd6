import { describe, expect, it } from 'vitest';
import {
  OPEN_PATHS,
  PUBLIC_PATHS,
  decideRoute,
  isPublicPath,
  safeRedirectTarget,
  selectApplicantByTaxNumber,
} from './session-routing.ts';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('decideRoute', () => {
  it('the terms and the privacy notice render signed out, during 2FA and signed in', () => {
    for (const path of OPEN_PATHS)
      for (const state of ['loggedOut', 'needs2Fa', 'loggedIn'] as const)
        expect(decideRoute(state, at(path))).toEqual({ kind: 'render' });
    expect(decideRoute('loggedOut', at('/help/docs'))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fhelp%2Fdocs',
    });
  });

  it('shows a spinner while the user is unknown, on every path', () => {
    for (const path of ['/', '/login', '/application/base']) {
      expect(decideRoute('unknown', at(path))).toEqual({ kind: 'spinner' });
    }
  });

  it('logged out: public pages render, /2Fa goes to /login', () => {
    for (const path of PUBLIC_PATHS.filter((p) => p !== '/2Fa')) {
      expect(decideRoute('loggedOut', at(path))).toEqual({ kind: 'render' });
    }
    expect(decideRoute('loggedOut', at('/2Fa'))).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideRoute('loggedOut', at('/2Fa', '?redirect=%2Fstatements'))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fstatements',
    });
  });

  it('logged out on a protected page: /login with the page as redirect', () => {
    expect(decideRoute('loggedOut', at('/application/base', '?x=1'))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fapplication%2Fbase%3Fx%3D1',
    });
    expect(decideRoute('loggedOut', at('/'))).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('needs 2FA: /2Fa renders, every other page goes to /2Fa keeping the target', () => {
    expect(decideRoute('needs2Fa', at('/2Fa'))).toEqual({ kind: 'render' });
    expect(decideRoute('needs2Fa', at('/statements'))).toEqual({
      kind: 'redirect',
      to: '/2Fa?redirect=%2Fstatements',
    });
    expect(decideRoute('needs2Fa', at('/login', '?redirect=%2Fattachments'))).toEqual({
      kind: 'redirect',
      to: '/2Fa?redirect=%2Fattachments',
    });
    expect(decideRoute('needs2Fa', at('/'))).toEqual({ kind: 'redirect', to: '/2Fa' });
  });

  it('logged in: a public page goes to the redirect target or /; other pages render', () => {
    expect(decideRoute('loggedIn', at('/login', '?redirect=%2Fstatements'))).toEqual({
      kind: 'redirect',
      to: '/statements',
    });
    expect(decideRoute('loggedIn', at('/forgottenPassword'))).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decideRoute('loggedIn', at('/2Fa'))).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRoute('loggedIn', at('/statements'))).toEqual({ kind: 'render' });
  });

  it('never follows a redirect target off the site', () => {
    for (const target of ['//evil.example', 'https://evil.example', '/\\evil.example', 'x']) {
      expect(
        decideRoute('loggedIn', at('/login', `?redirect=${encodeURIComponent(target)}`)),
      ).toEqual({ kind: 'redirect', to: '/' });
    }
  });
});

describe('helpers', () => {
  it('isPublicPath tolerates a trailing slash and is exact otherwise', () => {
    expect(isPublicPath('/login/')).toBe(true);
    expect(isPublicPath('/login/other')).toBe(false);
    expect(isPublicPath('/')).toBe(false);
  });

  it('safeRedirectTarget accepts only site paths', () => {
    expect(safeRedirectTarget('/a?b=c')).toBe('/a?b=c');
    expect(safeRedirectTarget(null)).toBeNull();
    expect(safeRedirectTarget('//x')).toBeNull();
  });
});

describe('selectApplicantByTaxNumber', () => {
  const applicants = [
    { id: 1, taxNumber: '11111111-1-11' },
    { id: 2, taxNumber: '12345678-2-42' },
    { id: 3, taxNumber: '12345678-1-41' },
  ];

  it('selects the applicant whose tax number equals the value', () => {
    expect(selectApplicantByTaxNumber(applicants, '12345678-1-41')?.id).toBe(3);
  });

  it('with no hyphen, selects by the first 8 characters', () => {
    expect(selectApplicantByTaxNumber(applicants, '11111111')?.id).toBe(1);
    expect(selectApplicantByTaxNumber(applicants, '12345678')?.id).toBe(2);
  });

  it('with a hyphen, demands equality', () => {
    expect(selectApplicantByTaxNumber(applicants, '12345678-9-99')).toBeUndefined();
  });

  it('selects nothing for an empty, short or unknown value', () => {
    expect(selectApplicantByTaxNumber(applicants, null)).toBeUndefined();
    expect(selectApplicantByTaxNumber(applicants, '')).toBeUndefined();
    expect(selectApplicantByTaxNumber(applicants, '1234')).toBeUndefined();
    expect(selectApplicantByTaxNumber(applicants, '99999999')).toBeUndefined();
  });
});
