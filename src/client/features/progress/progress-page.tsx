/**
 * /progress: where the selected application stands, what the applicant can do next (and why
 * not), and its timeline from the recorded transitions. The server computes all of it with the
 * same machine it enforces (machines/application.machine.ts).
 */
import { AnchorButton, Callout, Card, Code, H2, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format.ts';
import { getRuntimeConfig } from '../../lib/runtime-config.ts';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import { SupplementItemList } from '../../components/supplement/supplement-callout.tsx';
import { problemOf } from '../../lib/problem.ts';
import { useLifecycle } from '../../application/api/get-lifecycle.ts';
import { useSendApplicantEvent } from './api/send-applicant-event.ts';
import { RequireApplication } from '../../selection/require-application.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';

/** Who made a transition; SYSTEM is the server's own deadline job. */
const ACTOR_LABELS = {
  APPLICANT: 'page.byApplicant',
  STAFF: 'page.byStaff',
  SYSTEM: 'page.bySystem',
} as const;

/** The API's base address for download links (the server sets attachment and nosniff). */
function apiBase(): string {
  return getRuntimeConfig().apiUrl.replace(/\/$/, '');
}

/**
 * Where the application stands, what comes next and its timeline (exported for its component test).
 */
export function Progress({ applicationId }: { applicationId: number }) {
  const { t, i18n } = useTranslation('progress');
  const language = resolveLanguage(i18n.language);
  const { data, isError } = useLifecycle(applicationId);
  const send = useSendApplicantEvent(applicationId);
  if (isError) return <Callout intent="danger">{t('page.loadFailed')}</Callout>;
  if (!data) return null;
  const blocked = Object.entries(data.akadalyok ?? {});
  return (
    <>
      <Card>
        <H2>{t('page.currentStatus')}</H2>
        <p>
          <Tag large intent="primary">
            {t(`status.${data.statusz}`)}
          </Tag>{' '}
          {data.benyujtasAllapot ? (
            <Tag large minimal>
              {t(`submissionState.${data.benyujtasAllapot}`)}
            </Tag>
          ) : null}
        </p>
        {data.benyujtasDatuma ? (
          <p>{t('page.submittedOn', { date: formatDateTime(data.benyujtasDatuma, language) })}</p>
        ) : null}
        {data.hianypotlas ? (
          <Callout intent="warning">
            <p>
              {t('page.supplement', {
                date: formatDateTime(data.hianypotlas.hatarido ?? '', language),
              })}
            </p>
            {data.hianypotlas.tetelek?.length ? (
              <>
                <p>{t('page.supplementItems')}</p>
                <SupplementItemList
                  applicationId={applicationId}
                  items={data.hianypotlas.tetelek}
                />
              </>
            ) : null}
            {/* Answering the request has no screen of its own: it is sent from here. */}
            {data.lehetsegesEsemenyek.includes('SUBMIT_SUPPLEMENT') ? (
              <BusyButton
                intent="primary"
                busy={send.isPending}
                onClick={() => send.mutate({ esemeny: 'SUBMIT_SUPPLEMENT', verzio: data.verzio })}
              >
                {t('page.submitSupplement')}
              </BusyButton>
            ) : null}
            {send.isError ? (
              <Callout intent="danger">
                {problemOf(send.error)?.message ?? t('page.submitSupplementFailed')}
              </Callout>
            ) : null}
          </Callout>
        ) : null}
      </Card>
      <Card>
        <H2>{t('page.next')}</H2>
        {data.lehetsegesEsemenyek.length === 0 && blocked.length === 0 ? (
          <p>{t('page.nothingForYou')}</p>
        ) : (
          <ul>
            {data.lehetsegesEsemenyek.map((event) => (
              <li key={event}>{t(`events.${event}`)}</li>
            ))}
          </ul>
        )}
        {blocked.length > 0 ? (
          <>
            <p>{t('page.blocked')}:</p>
            <ul>
              {blocked.map(([event, reasons]) => (
                <li key={event}>
                  {t(`events.${event}`)}: {reasons.map((reason) => t(`rules.${reason}`)).join(' ')}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Card>
      {data.alairtVeglegesito ? (
        <Card>
          <H2>{t('page.signedDocument')}</H2>
          <p>
            {t('page.signedBy', {
              signer: data.alairtVeglegesito.alairo,
              date: formatDateTime(data.alairtVeglegesito.feltoltve, language),
            })}
          </p>
          <p>
            SHA-256: <Code>{data.alairtVeglegesito.sha256}</Code>
          </p>
          <AnchorButton
            icon="download"
            href={`${apiBase()}/palyazatok/${applicationId}/benyujtas/alairt-veglegesito`}
          >
            {t('page.downloadSigned', { file: data.alairtVeglegesito.fajlnev })}
          </AnchorButton>
          {data.benyujtasDatuma ? (
            <>
              <p>{t('page.packageHint')}</p>
              <AnchorButton
                intent="primary"
                icon="archive"
                href={`${apiBase()}/palyazatok/${applicationId}/benyujtas/csomag`}
              >
                {t('page.downloadPackage')}
              </AnchorButton>
            </>
          ) : null}
        </Card>
      ) : null}
      <Card>
        <H2>{t('page.timeline')}</H2>
        {data.allapotvaltasok.length === 0 ? (
          <p>{t('page.noTransitions')}</p>
        ) : (
          <ol>
            {data.allapotvaltasok.map((row) => (
              <li key={row.id}>
                <time dateTime={row.idopont}>{formatDateTime(row.idopont, language)}</time>{' '}
                {t(`events.${row.esemeny}`)} → {t(`status.${row.ujStatusz}`)}
                {row.ujBenyujtasAllapot
                  ? ` (${t(`submissionState.${row.ujBenyujtasAllapot}`)})`
                  : ''}{' '}
                ({t(ACTOR_LABELS[row.szereplo])}
                {row.felhasznalo ? `: ${row.felhasznalo.nev}` : ''})
                {row.indoklas ? ` — ${row.indoklas}` : ''}
                {row.id === data.alairtVeglegesito?.allapotvaltasId
                  ? ` — ${t('page.signedInTimeline', { sha256: data.alairtVeglegesito.sha256 })}`
                  : ''}
              </li>
            ))}
          </ol>
        )}
      </Card>
    </>
  );
}

export function ProgressPage() {
  const { t } = useTranslation('common');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('menu.progress')}</h1>
      <RequireApplication>
        {(applicationId) => <Progress applicationId={applicationId} />}
      </RequireApplication>
    </section>
  );
}
