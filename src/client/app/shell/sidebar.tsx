/** The sidebar's content, used both by the desktop sidebar and by the mobile sheet. */
import { Icon } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pageNeedsApplication } from '../menu.ts';
import { ApplicantSwitcher } from './applicant-switcher.tsx';
import { SidebarNav } from './sidebar-nav.tsx';
import { ApplicationSelector } from './application-selector.tsx';

// The menu (Blueprint Menu/Popover, floating-ui: ~18 KiB gzip) loads after the shell's first paint.
const UserMenu = lazy(() =>
  import('./user-menu.tsx').then((module) => ({ default: module.UserMenu })),
);

export function SidebarContent({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="sidebar-content">
      <div className="sidebar-brand">
        <Link
          to="/"
          className="sidebar-brand-link"
          aria-label={collapsed ? t('productName') : undefined}
        >
          <Icon icon="mountain" aria-hidden />
          {!collapsed && <span>{t('productName')}</span>}
        </Link>
      </div>
      {!collapsed && (
        <div className="sidebar-selectors">
          <ApplicantSwitcher />
          {pageNeedsApplication(pathname) && <ApplicationSelector />}
        </div>
      )}
      <SidebarNav collapsed={collapsed} />
      <div className="sidebar-footer">
        <Suspense fallback={null}>
          <UserMenu compact={collapsed} />
        </Suspense>
      </div>
    </div>
  );
}
