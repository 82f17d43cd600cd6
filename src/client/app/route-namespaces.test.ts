/**
 * Only the translation namespaces a route declares are loaded on a first visit (issue 17): the
 * boot asks for the matched routes' (main.tsx), a navigation for the page's with its chunk.
 */
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../../shared/i18n-languages.ts';
import { PAGE_PATHS } from '../../shared/page-paths.ts';
import { type RouteHandle, routeNamespaces, routes } from './routes.tsx';

function namespacesAt(pathname: string): string[] {
  return routeNamespaces(matchRoutes(routes, pathname) ?? []).toSorted();
}

describe('routeNamespaces', () => {
  it('gives the sign-in page its own, the form engine’s and the basics, nothing of the shell', () => {
    expect(namespacesAt(PAGE_PATHS.login)).toEqual([
      'auth',
      'common',
      'errors',
      'form',
      'validators',
    ]);
  });

  it('gives the legal pages no form texts', () => {
    expect(namespacesAt(PAGE_PATHS.terms)).toEqual(['auth', 'common', 'errors']);
  });

  it('gives /application/base the shell’s, the applicant’s and the form’s, not the other pages’', () => {
    expect(namespacesAt(PAGE_PATHS.baseData)).toEqual([
      'applicant',
      'calls',
      'common',
      'errors',
      'form',
      'validators',
    ]);
  });

  it('gives the dashboard the shell’s only', () => {
    expect(namespacesAt('/')).toEqual(['calls', 'common', 'errors']);
  });

  it('gives an unknown path the error texts', () => {
    expect(namespacesAt('/no/such/page')).toEqual(['calls', 'common', 'errors']);
  });
});

/** Every route with a lazy module, with its path from the root. */
function lazyRoutes(
  list: typeof routes,
  parent = '',
): Array<{ path: string; handle: RouteHandle | undefined }> {
  return list.flatMap((route) => {
    const path = route.index ? `${parent}/(index)` : `${parent}/${route.path ?? ''}`;
    const own = route.lazy ? [{ path, handle: route.handle as RouteHandle | undefined }] : [];
    return [...own, ...lazyRoutes(route.children ?? [], path)];
  });
}

describe('the route table', () => {
  it('declares the namespaces of every lazily loaded route, each one that exists', () => {
    const known = new Set<string>([...NAMESPACES, 'backoffice']);
    const routesWithout = lazyRoutes(routes)
      .filter(({ handle }) => !Array.isArray(handle?.namespaces))
      .map(({ path }) => path);
    expect(routesWithout).toEqual([]);
    const unknown = lazyRoutes(routes).flatMap(({ path, handle }) =>
      (handle?.namespaces ?? []).filter((ns) => !known.has(ns)).map((ns) => `${path}: ${ns}`),
    );
    expect(unknown).toEqual([]);
  });
});
