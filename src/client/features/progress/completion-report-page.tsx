/**
 * /progress/completion/{completionId}: one completion report (docs/decisions/0011). The form is
 * schemas/forms/completion-report rendered by the form engine; every change is kept locally and
 * saved as a draft (the shared autosave hook), which the server checks with the same schema
 * without `required`. The report's documents are uploaded through the one upload path. Submitting
 * flushes the draft and asks the server, which checks the form in full; once submitted the
 * report is read-only. Staff may return it for correction with a note (shown above the form):
 * it is then editable again and submitted anew; an accepted report stays read-only
 * (machines/completion-report.machine.ts decides which).
 */
import { Callout, Card, FileInput, H2 } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { reportEditable } from '../../../../machines/completion-report.machine.ts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SchemaForm, fieldErrorsToErrorSchema } from '../../components/form/index.ts';
import { AutosaveIndicator } from '../../components/ui/autosave-status.tsx';
import { readLocalDraft, useAutosave } from '../../hooks/use-autosave.ts';
import { formatDate, formatDateTime } from '../../../shared/format.ts';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import type { FieldError, MessageKey } from '../../../shared/validation/messages.ts';
import { problemOf } from '../../lib/problem.ts';
import { useCompletionReport } from './api/get-completion-report.ts';
import { saveCompletionDraft } from './api/save-completion-draft.ts';
import { useSubmitCompletionReport } from './api/submit-completion-report.ts';
import type { CompletionDetail } from './api/types.ts';
import { useUploadCompletionDocument } from './api/upload-completion-document.ts';
import { documentDownloadUrl } from './contract-page.tsx';
import { queryKeys } from '../../lib/query-keys.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';

type Values = Record<string, unknown>;

/** The server's field issues as the form engine's field errors (translated in the browser). */
function fieldErrorsOf(error: unknown): FieldError[] {
  return (problemOf(error)?.hibak ?? []).map((issue) => ({
    path: issue.mezo,
    messageKey: issue.kod as MessageKey,
    params: (issue as { parameterek?: Record<string, unknown> }).parameterek ?? {},
  }));
}

function ReportForm({ report }: { report: CompletionDetail }) {
  const { t, i18n } = useTranslation('progress');
  const language = resolveLanguage(i18n.language);
  const key = `completion-report:${report.id}`;
  // Not editable: submitted (waiting for the decision) or accepted.
  const submitted = !reportEditable(report.statusz);
  const lastReturn = report.elbiralasok
    .filter((decision) => decision.dontes === 'JAVITASRA_VISSZAKULDVE')
    .at(-1);
  const accepted = report.elbiralasok.filter((decision) => decision.dontes === 'ELFOGADVA').at(-1);
  const [values, setValues] = useState<Values>(
    () => (submitted ? null : readLocalDraft<Values>(key, report.verzio)) ?? report.adatok,
  );
  const client = useQueryClient();
  const save = useCallback(
    (value: Values, version: number) => saveCompletionDraft(report.id, value, version),
    [report.id],
  );
  // The cached report is outdated by a save: marked stale (not refetched, so the version the
  // hook counts on is not moved back under it), it is read afresh on the next visit.
  const onSaved = useCallback(
    () =>
      void client.invalidateQueries({
        queryKey: queryKeys.completionReport(report.id),
        refetchType: 'none',
      }),
    [client, report.id],
  );
  const autosave = useAutosave<Values>({
    key,
    version: report.verzio,
    saved: report.adatok,
    save,
    onSaved,
  });
  const submit = useSubmitCompletionReport(report.id, report.palyazatId);
  const upload = useUploadCompletionDocument(report.id);
  const serverErrors = fieldErrorsOf(submit.error);

  return (
    <>
      <p>
        {t('completion.due')}: {formatDate(report.hatarido, language)}
      </p>
      {report.statusz === 'RETURNED' && lastReturn ? (
        <Callout intent="warning" role="status">
          <p>{t('completion.returned', { date: formatDateTime(lastReturn.idopont, language) })}</p>
          <p>
            <strong>{t('completion.returnedNote')}:</strong> {lastReturn.megjegyzes}
          </p>
        </Callout>
      ) : null}
      {report.statusz === 'ACCEPTED' ? (
        <Callout intent="success">
          {t('completion.accepted', { date: formatDateTime(accepted?.idopont ?? '', language) })}{' '}
          {t('completion.acceptedReadOnly')}
        </Callout>
      ) : submitted ? (
        <Callout intent="success">
          {t('completion.submitted', { date: formatDateTime(report.benyujtva ?? '', language) })}{' '}
          {t('completion.readOnly')}
        </Callout>
      ) : (
        <AutosaveIndicator status={autosave.status} />
      )}
      <Card>
        <SchemaForm<Values>
          formId="completion-report"
          formData={values}
          readonly={submitted}
          onChange={(next) => {
            if (submitted) return;
            setValues(next);
            autosave.change(next);
          }}
          onSubmit={() => {
            void autosave.flush().then(() => submit.mutate());
          }}
          extraErrors={serverErrors.length > 0 ? fieldErrorsToErrorSchema(serverErrors) : undefined}
        >
          {submitted ? (
            <span />
          ) : (
            <BusyButton type="submit" intent="success" busy={submit.isPending}>
              {t(report.statusz === 'RETURNED' ? 'completion.resubmit' : 'completion.submit')}
            </BusyButton>
          )}
        </SchemaForm>
        {submit.isError ? (
          <Callout intent="danger">
            {serverErrors.length > 0
              ? t('completion.submitFailed')
              : (problemOf(submit.error)?.message ?? t('completion.submitFailed'))}
          </Callout>
        ) : null}
      </Card>
      <Card>
        <H2>{t('completion.documents')}</H2>
        {report.dokumentumok.length === 0 ? (
          <p>{t('completion.noDocuments')}</p>
        ) : (
          <ul>
            {report.dokumentumok.map((document) => (
              <li key={document.uuid}>
                <a href={documentDownloadUrl(document.uuid)} download>
                  {document.filename}
                </a>{' '}
                · {formatDateTime(document.uploadDate, language)}
              </li>
            ))}
          </ul>
        )}
        {submitted
          ? null
          : report.kategoriak.map((category) => {
              const label = t('completion.upload', {
                name: category.name?.[language] ?? category.code,
              });
              return (
                <FileInput
                  key={category.code}
                  text={label}
                  buttonText={label}
                  inputProps={{
                    accept: category.extensions.map((extension) => `.${extension}`).join(','),
                    'aria-label': label,
                  }}
                  disabled={upload.isPending}
                  onInputChange={(event) => {
                    const input = event.currentTarget as HTMLInputElement;
                    const file = input.files?.[0];
                    if (file) upload.mutate({ category: category.code, file });
                    input.value = '';
                  }}
                />
              );
            })}
        {upload.isError ? (
          <Callout intent="danger">
            {problemOf(upload.error)?.message ?? t('completion.uploadFailed')}
          </Callout>
        ) : null}
      </Card>
    </>
  );
}

export function CompletionReportPage() {
  const { t } = useTranslation('progress');
  const completionId = Number(useParams().completionId);
  const { data, isError } = useCompletionReport(completionId);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{data?.megnevezes ?? t('completionForm.title')}</h1>
      <p>
        <Link to="/progress/completion">{t('completion.back')}</Link>
      </p>
      {isError ? <Callout intent="danger">{t('completion.notFound')}</Callout> : null}
      {/* Keyed by version of the stored report: a submission remounts the form read-only. */}
      {data ? <ReportForm key={`${data.id}-${data.statusz}`} report={data} /> : null}
    </section>
  );
}
