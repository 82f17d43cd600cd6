/** /application: the selected application's completion, section by section, with links to each. */
import { Card, Icon, ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ApplicationScreen } from '../../components/supplement/application-screen.tsx';
import { Link } from 'react-router';
import { useApplication } from '../../application/api/get-application.ts';
import { sectionPath } from '../../../shared/page-paths.ts';

function Summary({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('calls');
  const { data } = useApplication(applicationId);
  if (!data) return null;
  const { palyazat, teljesites } = data;
  return (
    <>
      <p>
        {palyazat.palyazatiFelhivas.cim} · {palyazat.azonosito}
      </p>
      <p>{t('dashboard.completion', { percent: teljesites.szazalek })}</p>
      <ProgressBar
        aria-label={t('dashboard.completion', { percent: teljesites.szazalek })}
        value={teljesites.szazalek / 100}
        stripes={false}
        intent={teljesites.szazalek === 100 ? 'success' : 'primary'}
      />
      <ul className="completion-list">
        {teljesites.szakaszok.map((section) => (
          <li
            key={section.szakasz}
            data-testid={`section-${section.szakasz}`}
            data-complete={section.kesz}
          >
            <Card>
              <Icon
                icon={section.kesz ? 'tick-circle' : 'circle'}
                intent={section.kesz ? 'success' : 'none'}
              />{' '}
              <Link to={sectionPath(section.szakasz)}>{t(`sections.${section.szakasz}`)}</Link>{' '}
              {section.kesz
                ? t('application.complete')
                : t('application.missingCount', { count: section.hianyzik.length })}
            </Card>
          </li>
        ))}
      </ul>
      <h2>{t('application.masterData')}</h2>
      <p>
        <Link to="/application/contact">{t('application.contactsLink')}</Link>
      </p>
    </>
  );
}

export function ApplicationPage() {
  const { t } = useTranslation('calls');
  return (
    <ApplicationScreen title={t('application.title')}>
      {(applicationId) => <Summary applicationId={applicationId} />}
    </ApplicationScreen>
  );
}
