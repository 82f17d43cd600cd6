/**
 * Pages that need a tender render through this: with none selected the page asks the user to
 * pick one in the sidebar or start one on the dashboard (spec sections 2 and 4).
 */
import { Callout } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSelection } from './selection.tsx';

export function RequireTender({ children }: { children: (tenderId: number) => ReactNode }) {
  const { t } = useTranslation('calls');
  const { tender } = useSelection();
  if (!tender) {
    return (
      <Callout intent="primary" title={t('tender.noneSelectedTitle')}>
        <p>{t('tender.noneSelected')}</p>
        <Link to="/">{t('tender.toDashboard')}</Link>
      </Callout>
    );
  }
  return <>{children(tender.id)}</>;
}
