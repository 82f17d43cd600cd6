/**
 * Stand-in for authenticated pages whose bodies arrive with later issues. The heading is the
 * page's menu entry (the same rule as the title), or the generic page name for paths outside the menu.
 */
import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { matchMenuEntry } from '../../app/menu.ts';

export function PlaceholderPage() {
  const { t } = useTranslation();
  const entry = matchMenuEntry(useLocation().pathname);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{entry ? t(entry.labelKey) : t('placeholder.page')}</h1>
      <NonIdealState icon="build" description={t('placeholder.notYetAvailable')} />
    </section>
  );
}
