/** The header: sidebar toggle, the page's name, the loading indicator and the environment banner. */
import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { matchMenuEntry } from '../menu.ts';
import { getRuntimeConfig } from '../../lib/runtime-config.ts';
import { EnvironmentBanner } from './environment-banner.tsx';
import { LoadingIndicator } from './loading-indicator.tsx';

export function ShellHeader({
  sidebarOpen,
  onToggleSidebar,
}: {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}) {
  const { t } = useTranslation();
  const entry = matchMenuEntry(useLocation().pathname);
  return (
    <header className="shell-header">
      <EnvironmentBanner env={getRuntimeConfig().env} />
      <Button
        variant="minimal"
        icon="menu"
        aria-label={t('shell.toggleSidebar')}
        title={t('shell.toggleSidebar')}
        aria-expanded={sidebarOpen}
        aria-controls="sidebar"
        onClick={onToggleSidebar}
        data-testid="sidebar-toggle"
      />
      <span className="shell-header-title">{entry ? t(entry.labelKey) : t('productName')}</span>
      <LoadingIndicator />
    </header>
  );
}
