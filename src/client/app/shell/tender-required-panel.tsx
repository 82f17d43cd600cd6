/**
 * Shown instead of a tender-needed page while no tender is selected: says why the page needs an
 * application and leads straight to starting one (the dashboard's open calls) or choosing one.
 */
import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The dashboard's list of open calls, where an application is started. */
export const START_APPLICATION_PATH = '/#open-calls';

export function TenderRequiredPanel() {
  const { t } = useTranslation();
  return (
    <section className="page tender-required" aria-labelledby="tender-required-title">
      <h1 id="tender-required-title">{t('tenderRequired.title')}</h1>
      <Callout intent="primary" icon="folder-open">
        <p>{t('tenderRequired.why')}</p>
        <p>{t('tenderRequired.next')}</p>
        <Link to={START_APPLICATION_PATH}>{t('tenderRequired.startApplicationLink')}</Link>
      </Callout>
    </section>
  );
}
