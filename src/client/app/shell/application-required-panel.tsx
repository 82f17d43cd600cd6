/**
 * Shown instead of an application-needed page while no application is selected: says why the page
 * needs an application and leads straight to starting one (the dashboard's open calls) or choosing
 * one.
 */
import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The dashboard's list of open calls, where an application is started. */
export const START_APPLICATION_PATH = '/#open-calls';

export function ApplicationRequiredPanel() {
  const { t } = useTranslation();
  return (
    <section className="page application-required" aria-labelledby="application-required-title">
      <h1 id="application-required-title">{t('applicationRequired.title')}</h1>
      <Callout intent="primary" icon="folder-open">
        <p>{t('applicationRequired.why')}</p>
        <p>{t('applicationRequired.next')}</p>
        <Link to={START_APPLICATION_PATH}>{t('applicationRequired.startApplicationLink')}</Link>
      </Callout>
    </section>
  );
}
