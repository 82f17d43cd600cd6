/**
 * Pages that need an application render through this: with none selected the page asks the user to
 * pick one in the sidebar or start one on the dashboard (spec sections 2 and 4).
 */
import { Callout } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSelection } from './selection.tsx';

export function RequireApplication({
  children,
}: {
  children: (applicationId: number) => ReactNode;
}) {
  const { t } = useTranslation('calls');
  const { application } = useSelection();
  if (!application) {
    return (
      <Callout intent="primary" title={t('selectedApplication.noneSelectedTitle')}>
        <p>{t('selectedApplication.noneSelected')}</p>
        <Link to="/">{t('selectedApplication.toDashboard')}</Link>
      </Callout>
    );
  }
  return <>{children(application.id)}</>;
}
