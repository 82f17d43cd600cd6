/**
 * /progress/contract: the contract of the selected application, as its status allows
 * (docs/decisions/0011). Before approval it says when the contract comes; while staff prepare it,
 * that they do; from CONTRACT_APPROVED on it offers the contract documents to download
 * (attachments, served with nosniff), the signed contract's upload, and the appointment booking:
 * the slots staff offered, one of which the applicant books (the BOOK_APPOINTMENT event).
 */
import { Callout, Card, FileInput, H2, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { screenAccess } from '../../../../machines/application-screens.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import { getRuntimeConfig } from '../../lib/runtime-config.ts';
import { problemOf } from '../../lib/problem.ts';
import { useBookAppointment } from './api/book-appointment.ts';
import { useContract } from './api/get-contract.ts';
import { useUploadSignedContract } from './api/upload-signed-contract.ts';
import type { ContractState } from './api/types.ts';
import { RequireApplication } from '../../selection/require-application.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';

/** The download address of a document (an attachment; the server sets nosniff). */
export function documentDownloadUrl(uuid: string): string {
  return `${getRuntimeConfig().apiUrl.replace(/\/$/, '')}/dokumentumok/${uuid}/tartalom`;
}

/** Statuses in which staff are still preparing the contract. */
const PREPARING = [
  'APPROVED',
  'CONTRACT_VERIFICATION',
  'CONTRACT_REJECTED',
  'UNDER_CONTRACT_MODIFICATION',
];
/** The application has ended without a contract. */
const ENDED = ['REJECTED', 'MEGHIUSULT'];

/** The contract's cards for a status (exported for its test). */
export function ContractView({
  applicationId,
  data,
}: {
  applicationId: number;
  data: ContractState;
}) {
  const { t, i18n } = useTranslation('progress');
  const language = resolveLanguage(i18n.language);
  const upload = useUploadSignedContract(applicationId);
  const book = useBookAppointment(applicationId);
  if (screenAccess('contract', data.statusz) === 'closed')
    return (
      <Callout intent="primary">
        {ENDED.includes(data.statusz) ? t('contract.closed') : t('contract.notYet')}
      </Callout>
    );
  if (PREPARING.includes(data.statusz))
    return <Callout intent="primary">{t('contract.preparing')}</Callout>;
  const concluded = screenAccess('completion', data.statusz) !== 'closed';
  return (
    <>
      <p>
        <Tag large intent="primary">
          {t(`status.${data.statusz}`)}
        </Tag>
      </p>
      {concluded ? <Callout intent="success">{t('contract.concluded')}</Callout> : null}
      <Card>
        <H2>{t('contract.documents')}</H2>
        {data.dokumentumok.length === 0 ? (
          <p>{t('contract.noDocuments')}</p>
        ) : (
          <ul>
            {data.dokumentumok.map((document) => (
              <li key={document.uuid}>
                <a href={documentDownloadUrl(document.uuid)} download>
                  {t('contract.download', { name: document.filename })}
                </a>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card>
        <H2>{t('contract.signed')}</H2>
        <p>
          {data.alairtSzerzodes
            ? t('contract.signedUploaded', {
                name: data.alairtSzerzodes.filename,
                date: formatDateTime(data.alairtSzerzodes.uploadDate, language),
              })
            : t('contract.signedMissing')}
        </p>
        {data.alairtFeltoltheto ? (
          <FileInput
            text={t('contract.uploadSigned')}
            buttonText={t('contract.uploadSigned')}
            inputProps={{
              accept: '.pdf,application/pdf',
              'aria-label': t('contract.uploadSigned'),
            }}
            disabled={upload.isPending}
            onInputChange={(event) => {
              const input = event.currentTarget as HTMLInputElement;
              const file = input.files?.[0];
              if (file) upload.mutate(file);
              input.value = '';
            }}
          />
        ) : null}
        {upload.isError ? (
          <Callout intent="danger">
            {problemOf(upload.error)?.message ?? t('contract.uploadFailed')}
          </Callout>
        ) : null}
      </Card>
      <Card>
        <H2>{t('contract.appointment')}</H2>
        {data.foglaltIdopont ? (
          <Callout intent="success">
            {t('contract.booked', {
              date: formatDateTime(data.foglaltIdopont.kezdet, language),
              place: data.foglaltIdopont.helyszin,
            })}
          </Callout>
        ) : data.idopontok.length === 0 ? (
          <p>{t('contract.noSlots')}</p>
        ) : (
          <>
            {data.foglalhato ? null : <p>{t('contract.slotsWaiting')}</p>}
            <ul>
              {data.idopontok.map((slot) => (
                <li key={slot.id}>
                  {formatDateTime(slot.kezdet, language)}, {slot.helyszin}{' '}
                  <BusyButton
                    small
                    intent="primary"
                    disabled={!data.foglalhato}
                    busy={book.isPending && book.variables === slot.id}
                    onClick={() => book.mutate(slot.id)}
                    aria-label={`${t('contract.book')}: ${formatDateTime(slot.kezdet, language)}`}
                  >
                    {t('contract.book')}
                  </BusyButton>
                </li>
              ))}
            </ul>
          </>
        )}
        {book.isError ? (
          <Callout intent="danger">
            {problemOf(book.error)?.message ?? t('contract.bookFailed')}
          </Callout>
        ) : null}
      </Card>
    </>
  );
}

function Contract({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('progress');
  const { data, isError } = useContract(applicationId);
  if (isError) return <Callout intent="danger">{t('page.loadFailed')}</Callout>;
  if (!data) return null;
  return <ContractView applicationId={applicationId} data={data} />;
}

export function ContractPage() {
  const { t } = useTranslation('common');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('menu.contract')}</h1>
      <RequireApplication>
        {(applicationId) => <Contract applicationId={applicationId} />}
      </RequireApplication>
    </section>
  );
}
