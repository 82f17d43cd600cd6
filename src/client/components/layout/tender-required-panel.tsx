/** Shown instead of a tender-needed page while no tender is selected. */
import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function TenderRequiredPanel() {
  const { t } = useTranslation();
  return (
    <section className="page tender-required" aria-labelledby="tender-required-title">
      <h1 id="tender-required-title">{t('tenderRequired.title')}</h1>
      <Callout intent="primary" icon="folder-open">
        <p>{t('tenderRequired.description')}</p>
        <Link to="/">{t('tenderRequired.startLink')}</Link>
      </Callout>
    </section>
  );
}
