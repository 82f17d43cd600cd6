/** Footer: customer-service hours, phone and e-mail (configurable on the server) and the version. */
import { useTranslation } from 'react-i18next';
import { useProperties } from '../../lib/get-properties.ts';

export function ShellFooter() {
  const { t } = useTranslation();
  const { data } = useProperties();
  return (
    <footer className="shell-footer">
      {data && (
        <>
          <span>{t('footer.customerService', { hours: data.supportHours })}</span>
          <span>
            {t('footer.phone')}{' '}
            <a href={`tel:${data.supportPhone.replace(/\s/g, '')}`}>{data.supportPhone}</a>
          </span>
          <span>
            {t('footer.email')} <a href={`mailto:${data.supportEmail}`}>{data.supportEmail}</a>
          </span>
          <span className="shell-footer-version" data-testid="app-version">
            {t('footer.version', { version: data.version })}
          </span>
        </>
      )}
    </footer>
  );
}
