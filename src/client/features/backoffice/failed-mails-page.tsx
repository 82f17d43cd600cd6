/**
 * /backoffice/levelek (ADMIN): the status mails the outbox gave up on after OUTBOX_MAX_ATTEMPTS
 * attempts (decision 0019), with why, and a button that puts one back in the outbox once the
 * cause is fixed. Other staff see an explanation; the server refuses them anyway.
 */
import { Callout, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format.ts';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import { ADMINISTRATION_ROLES, hasRole } from '../../../shared/roles.ts';
import { useSession } from '../../session/session-provider.tsx';
import { useFailedMails } from './api/get-failed-mails.ts';
import { useRetryMail } from './api/retry-mail.ts';
import { BackOfficeRequired, useBackOfficeTexts } from './components/back-office-gate.tsx';
import { BackOfficeNav } from './components/back-office-nav.tsx';
// oxlint-disable-next-line import/no-unassigned-import
import './backoffice.css';
import { BusyButton } from '../../components/ui/busy-button.tsx';

/** The list and its retry buttons (exported for its component test). */
export function FailedMails() {
  const { t, i18n } = useTranslation('backoffice');
  const language = resolveLanguage(i18n.language);
  const { data, isError } = useFailedMails();
  const retry = useRetryMail();
  if (isError) return <Callout intent="danger">{t('failedMails.loadFailed')}</Callout>;
  if (!data) return null;
  return (
    <>
      <p>{t('failedMails.intro')}</p>
      {retry.isError ? <Callout intent="danger">{t('failedMails.retryFailed')}</Callout> : null}
      {retry.isSuccess ? (
        <Callout intent="success" role="status">
          {t('failedMails.retried')}
        </Callout>
      ) : null}
      {data.length === 0 ? (
        <p role="status">{t('failedMails.empty')}</p>
      ) : (
        <div
          className="table-scroll"
          role="region"
          aria-label={t('failedMails.caption')}
          tabIndex={0}
        >
          <HTMLTable striped>
            <caption className="visually-hidden">{t('failedMails.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('failedMails.columns.subject')}</th>
                <th scope="col">{t('failedMails.columns.recipient')}</th>
                <th scope="col">{t('failedMails.columns.application')}</th>
                <th scope="col">{t('failedMails.columns.attempts')}</th>
                <th scope="col">{t('failedMails.columns.lastError')}</th>
                <th scope="col">{t('failedMails.columns.failedAt')}</th>
                <th scope="col">{t('failedMails.columns.action')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((mail) => (
                <tr key={mail.id}>
                  <td>{mail.targy}</td>
                  <td>{mail.cimzett}</td>
                  <td>
                    {mail.palyazat ? (
                      <Link to={`/backoffice/${mail.palyazat.id}`}>
                        {mail.palyazat.azonosito ?? mail.palyazat.id}
                      </Link>
                    ) : (
                      ''
                    )}
                  </td>
                  <td>{mail.probalkozasok}</td>
                  <td>
                    <small>{mail.utolsoHiba ?? ''}</small>
                  </td>
                  <td>{mail.sikertelen ? formatDateTime(mail.sikertelen, language) : ''}</td>
                  <td>
                    <BusyButton
                      small
                      icon="send-message"
                      busy={retry.isPending && retry.variables === mail.id}
                      onClick={() => retry.mutate(mail.id)}
                      aria-label={t('failedMails.retryFor', {
                        subject: mail.targy,
                        recipient: mail.cimzett,
                      })}
                    >
                      {t('failedMails.retry')}
                    </BusyButton>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </>
  );
}

function AdminRequired() {
  const { user } = useSession();
  const { t } = useTranslation('backoffice');
  if (!hasRole(user, ADMINISTRATION_ROLES))
    return <Callout intent="warning">{t('errors.adminOnly')}</Callout>;
  return <FailedMails />;
}

export function BackOfficeFailedMailsPage() {
  const ready = useBackOfficeTexts();
  const { t } = useTranslation('backoffice');
  if (!ready) return null;
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('failedMails.title')}</h1>
      <BackOfficeRequired>
        <BackOfficeNav />
        <AdminRequired />
      </BackOfficeRequired>
    </section>
  );
}
