/**
 * /progress/completion: the completion reports of the selected application, with their status
 * and due date, each leading to its form (docs/decisions/0011). Staff open the reports once the
 * contract is concluded; before that the page says so.
 */
import { Callout, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import { useCompletionReports } from './api/get-completion-reports.ts';
import { RequireApplication } from '../../selection/require-application.tsx';

function Reports({ applicationId }: { applicationId: number }) {
  const { t, i18n } = useTranslation('progress');
  const language = resolveLanguage(i18n.language);
  const { data, isError } = useCompletionReports(applicationId);
  if (isError) return <Callout intent="danger">{t('page.loadFailed')}</Callout>;
  if (!data) return null;
  if (data.length === 0) return <Callout intent="primary">{t('completion.notYet')}</Callout>;
  return (
    <HTMLTable striped className="completion-table">
      <caption>{t('completion.listTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('completion.name')}</th>
          <th scope="col">{t('completion.status')}</th>
          <th scope="col">{t('completion.due')}</th>
          <th scope="col">{t('completion.submittedOn')}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((report) => (
          <tr key={report.id}>
            <td>
              <Link to={`/progress/completion/${report.id}`}>{report.megnevezes}</Link>
            </td>
            <td>
              <Tag
                intent={
                  report.statusz === 'ACCEPTED' || report.statusz === 'SUBMITTED'
                    ? 'success'
                    : 'warning'
                }
              >
                {t(`completion.status${report.statusz}`)}
              </Tag>
            </td>
            <td>{formatDate(report.hatarido, language)}</td>
            <td>{report.benyujtva ? formatDate(report.benyujtva, language) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

export function CompletionPage() {
  const { t } = useTranslation('common');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('menu.completion')}</h1>
      <RequireApplication>
        {(applicationId) => <Reports applicationId={applicationId} />}
      </RequireApplication>
    </section>
  );
}
