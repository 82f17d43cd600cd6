/**
 * The shell around every authenticated page (spec section 2 "Shell"): sidebar (expanded 20rem,
 * collapsed 3rem, an off-canvas sheet of 19.5rem under 768 px), header, main area and footer.
 * Ctrl/Cmd+B toggles the sidebar; its desktop state is kept in the `sidebar_state` cookie.
 */
import { Button, Drawer, Position } from '@blueprintjs/core';
import { type CSSProperties, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { pageNeedsApplication, pageTitle } from '../menu.ts';
import { SelectionProvider, useSelection } from '../../selection/selection.tsx';
import { isSidebarShortcut, readSidebarExpanded, writeSidebarExpanded } from '../sidebar-state.ts';
import {
  MOBILE_MEDIA_QUERY,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_COLLAPSED,
  SIDEBAR_WIDTH_MOBILE,
} from '../../lib/ui-constants.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { ShellFooter } from './shell-footer.tsx';
import { ShellHeader } from './shell-header.tsx';
import { SidebarContent } from './sidebar.tsx';
import { ApplicationRequiredPanel } from './application-required-panel.tsx';

function ShellMain() {
  const { pathname } = useLocation();
  const { application } = useSelection();
  return (
    <main id="main-content" className="shell-main" tabIndex={-1}>
      {pageNeedsApplication(pathname) && !application ? <ApplicationRequiredPanel /> : <Outlet />}
    </main>
  );
}

function Shell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const [expanded, setExpanded] = useState(readSidebarExpanded);
  const [sheetOpen, setSheetOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setSheetOpen((open) => !open);
      return;
    }
    const next = !expanded;
    writeSidebarExpanded(next);
    setExpanded(next);
  }, [isMobile, expanded]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  // A navigation closes the mobile sheet (adjusting state while rendering, not in an effect).
  const [sheetPath, setSheetPath] = useState(pathname);
  if (sheetPath !== pathname) {
    setSheetPath(pathname);
    setSheetOpen(false);
  }
  // The title follows the path and the language (`t` changes with the language).
  useEffect(() => {
    document.title = pageTitle(pathname, (key, options) => t(key, { ...options }));
  }, [pathname, t]);

  const style = {
    '--sidebar-width': expanded ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_COLLAPSED,
  } as CSSProperties;

  return (
    <div
      className="shell"
      style={style}
      data-sidebar={isMobile ? 'sheet' : expanded ? 'expanded' : 'collapsed'}
    >
      <a className="skip-link" href="#main-content">
        {t('shell.skipToContent')}
      </a>
      {isMobile ? (
        <Drawer
          isOpen={sheetOpen}
          onClose={() => setSheetOpen(false)}
          position={Position.LEFT}
          size={SIDEBAR_WIDTH_MOBILE}
          className="sidebar-sheet"
        >
          {/* Blueprint's Drawer has no dialog role and an English close label: both are ours (with
              no title it shows no header, so no close button of its own and no warning). */}
          <div
            id="sidebar"
            className="sidebar sidebar--sheet"
            role="dialog"
            aria-modal="true"
            aria-labelledby="sidebar-sheet-title"
            data-testid="sidebar"
          >
            <div className="sidebar-sheet-header">
              <h2 id="sidebar-sheet-title" className="visually-hidden">
                {t('shell.navigation')}
              </h2>
              <Button
                variant="minimal"
                icon="cross"
                aria-label={t('shell.closeNavigation')}
                onClick={() => setSheetOpen(false)}
              />
            </div>
            <SidebarContent collapsed={false} />
          </div>
        </Drawer>
      ) : (
        <aside
          id="sidebar"
          className="sidebar"
          aria-label={t('shell.sidebar')}
          data-testid="sidebar"
          data-state={expanded ? 'expanded' : 'collapsed'}
        >
          <SidebarContent collapsed={!expanded} />
        </aside>
      )}
      <div className="shell-body">
        <ShellHeader sidebarOpen={isMobile ? sheetOpen : expanded} onToggleSidebar={toggle} />
        <ShellMain />
        <ShellFooter />
      </div>
    </div>
  );
}

/** The shell layout route's component. */
export function AppShell() {
  return (
    <SelectionProvider>
      <Shell />
    </SelectionProvider>
  );
}
