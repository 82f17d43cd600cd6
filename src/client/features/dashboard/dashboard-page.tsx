/**
 * The start page (/): the open funding calls with their deadlines in Budapest time and a
 * countdown, calls opening soon, and the selected applicant's applications with status,
 * completion, the next step and what is still missing. Starting an application selects it.
 */
import { Button, Callout, Card, ProgressBar, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemOf } from '../../lib/problem.ts';
import { Link, useNavigate } from 'react-router';
import { formatCurrency, formatDateTime } from '../../../shared/format.ts';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import { useSelection } from '../../selection/selection.tsx';
import { useFocusHash } from '../../hooks/use-focus-hash.ts';
import { showToast } from '../../lib/toaster.tsx';
import { useApplications } from '../../application/api/get-applications.ts';
import { useCalls } from '../../application/api/get-calls.ts';
import { useStartApplication } from '../../application/api/start-application.ts';
import type { CallSummary } from '../../application/api/types.ts';
import { PAGE_PATHS, sectionPath } from '../../../shared/page-paths.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';

/** Re-renders every `ms` so countdowns move. */
function useNow(ms = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

function Countdown({ until }: { until: string }) {
  const { t } = useTranslation('calls');
  const now = useNow();
  const left = Math.max(0, new Date(until).getTime() - now);
  const days = Math.floor(left / 86_400_000);
  const hours = Math.floor((left % 86_400_000) / 3_600_000);
  const minutes = Math.floor((left % 3_600_000) / 60_000);
  return (
    <Tag intent={days < 7 ? 'warning' : 'none'} round>
      {days > 0
        ? t('dashboard.countdown', { days, hours })
        : t('dashboard.countdownLastDay', { hours, minutes })}
    </Tag>
  );
}

function CallCard({ call }: { call: CallSummary }) {
  const { t, i18n } = useTranslation('calls');
  const language = resolveLanguage(i18n.language);
  const navigate = useNavigate();
  const { applicant, selectApplication } = useSelection();
  const start = useStartApplication();
  const texts = call.szovegek[language];
  const onStart = () => {
    if (!applicant) return;
    start.mutate(
      { callId: call.id, applicantId: applicant.id },
      {
        onSuccess: (application) => {
          selectApplication(application.id);
          void navigate('/application');
        },
        onError: (error) => {
          void showToast(problemOf(error)?.message ?? t('dashboard.startFailed'), 'danger');
        },
      },
    );
  };
  return (
    <Card className="call-card" data-testid={`call-${call.azonosito}`}>
      <h3>{texts.name}</h3>
      <p>{texts.summary}</p>
      <p>
        {t('dashboard.amountRange', {
          min: formatCurrency(call.felhivas.minAmount ?? 0, '0,0', language),
          max: formatCurrency(call.felhivas.maxAmount, '0,0', language),
        })}
      </p>
      {call.nyitott ? (
        <p>
          {call.vege
            ? t('dashboard.deadline', { date: formatDateTime(call.vege, language) })
            : t('dashboard.noDeadline')}{' '}
          {call.vege && <Countdown until={call.vege} />}
        </p>
      ) : (
        <p>{t('dashboard.opensAt', { date: formatDateTime(call.kezdet, language) })}</p>
      )}
      {call.nyitott && (
        <BusyButton intent="primary" onClick={onStart} busy={start.isPending} disabled={!applicant}>
          {t('dashboard.start')}
        </BusyButton>
      )}
    </Card>
  );
}

function MyApplications() {
  const { t } = useTranslation('calls');
  const { applicant, selectApplication } = useSelection();
  const navigate = useNavigate();
  const { data, isError } = useApplications(applicant?.id ?? null);
  if (!applicant) return <Callout intent="primary">{t('dashboard.noApplicant')}</Callout>;
  // A failed list is said so, never shown as an empty "Pályázataim" (issue 20, item 8).
  if (isError) return <Callout intent="danger">{t('dashboard.applicationsFailed')}</Callout>;
  if (!data) return null;
  if (data.length === 0) return <p>{t('dashboard.noApplications')}</p>;
  return (
    <ul className="application-list">
      {data.map((application) => {
        const completion = application.teljesites;
        const next = completion?.kovetkezoLepes;
        const missing = completion?.szakaszok
          .filter((section) => !section.kesz)
          .map((section) => t(`sections.${section.szakasz}`));
        return (
          <li key={application.id}>
            <Card>
              <h3>{application.projektCim ?? application.azonosito}</h3>
              <p>
                {application.palyazatiFelhivas.cim} ·{' '}
                <Tag minimal>
                  {t(`status.${application.statusz}`, { defaultValue: application.statusz })}
                </Tag>
              </p>
              {completion && (
                <>
                  <p>{t('dashboard.completion', { percent: completion.szazalek })}</p>
                  <ProgressBar
                    aria-label={t('dashboard.completion', { percent: completion.szazalek })}
                    value={completion.szazalek / 100}
                    stripes={false}
                    intent={completion.szazalek === 100 ? 'success' : 'primary'}
                  />
                  {missing && missing.length > 0 && (
                    <p>{t('dashboard.missing', { items: missing.join(', ') })}</p>
                  )}
                </>
              )}
              <Button
                onClick={() => {
                  selectApplication(application.id);
                  void navigate(next ? sectionPath(next) : PAGE_PATHS.application);
                }}
              >
                {next
                  ? t('dashboard.nextStep', { step: t(`sections.${next}`) })
                  : t('dashboard.open')}
              </Button>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

export function DashboardPage() {
  const { t } = useTranslation('calls');
  useFocusHash();
  const { data: calls, isError: callsFailed } = useCalls();
  const open = calls?.filter((call) => call.nyitott) ?? [];
  const upcoming = calls?.filter((call) => !call.nyitott) ?? [];
  return (
    <section className="page dashboard" aria-labelledby="page-title">
      <h1 id="page-title">{t('dashboard.title')}</h1>
      <h2>{t('dashboard.myApplications')}</h2>
      <MyApplications />
      {/* The target of "start an application" links (the application-required panel). */}
      <h2 id="open-calls" tabIndex={-1}>
        {t('dashboard.openCalls')}
      </h2>
      {callsFailed && <Callout intent="danger">{t('dashboard.callsFailed')}</Callout>}
      {calls && open.length === 0 && <p>{t('dashboard.noOpenCalls')}</p>}
      <div className="call-list">
        {open.map((call) => (
          <CallCard key={call.id} call={call} />
        ))}
      </div>
      {upcoming.length > 0 && (
        <>
          <h2>{t('dashboard.upcomingCalls')}</h2>
          <div className="call-list">
            {upcoming.map((call) => (
              <CallCard key={call.id} call={call} />
            ))}
          </div>
        </>
      )}
      <p>
        <Link to="/help/docs">{t('dashboard.help')}</Link>
      </p>
    </section>
  );
}
