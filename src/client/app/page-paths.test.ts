import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_PATHS, SECTION_PAGES, routePath } from '../../shared/page-paths.ts';
import { flattenMenu } from './menu.ts';
import { routes } from './routes.tsx';

/** Every path of the route table, as the browser sees it ('/application/base'). */
function routePaths(table: RouteObject[], prefix = ''): string[] {
  return table.flatMap((route) => {
    const own = route.path === undefined ? prefix : `${prefix}/${route.path}`;
    return [...(route.path === undefined ? [] : [own]), ...routePaths(route.children ?? [], own)];
  });
}

describe('page paths have one home (src/shared/page-paths.ts)', () => {
  const inTable = routePaths(routes);
  const known = new Set<string>(Object.values(PAGE_PATHS));

  it('the route table serves every page of the list', () => {
    const pages = Object.values(PAGE_PATHS).filter(
      // '/' is the index route; '/help' is a menu group; '/messages' is served as '/messages/*'.
      (path) => path !== PAGE_PATHS.dashboard && path !== PAGE_PATHS.help,
    );
    for (const path of pages)
      expect(inTable, path).toContain(path === PAGE_PATHS.messages ? `${path}/*` : path);
  });

  it('the route table has no page outside the list (besides the back office pages and the 404)', () => {
    const others = inTable.filter(
      (path) => !known.has(path) && !path.startsWith(`${PAGE_PATHS.backoffice}/`),
    );
    expect(others).toEqual([`${PAGE_PATHS.messages}/*`, '/*']);
  });

  it('the menu and the sections link only to listed pages', () => {
    for (const entry of flattenMenu()) expect(known, entry.id).toContain(entry.path);
    for (const path of Object.values(SECTION_PAGES)) expect(inTable).toContain(path);
    expect(routePath(PAGE_PATHS.baseData)).toBe('application/base');
  });
});
