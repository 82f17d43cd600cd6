/** Renders the page body for the selected tender, or asks the user to pick one. */
import { Callout } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSelection } from '../../../app/selection.tsx';

export function RequireTender({ children }: { children: (tenderId: number) => ReactNode }) {
  const { t } = useTranslation('progress');
  const { tender } = useSelection();
  if (!tender) {
    return (
      <Callout intent="primary">
        <p>{t('page.noTender')}</p>
        <Link to="/">{t('page.toDashboard')}</Link>
      </Callout>
    );
  }
  return <>{children(tender.id)}</>;
}
