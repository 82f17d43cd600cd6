/**
 * /progress/submit: the submission steps. Step 1 asks the server to check all data and lists
 * what is missing, each item linking to its field; step 2 downloads the final document (PDF) to
 * sign; step 3 uploads the signed copy, which the server checks against this application and its
 * current data. Submission asks for confirmation first (it cannot be undone), sends one
 * Idempotency-Key per page, so a double click or a retry makes one submission, and shows the
 * receipt the server answers (and mails).
 *
 * By keyboard (issue 20): once the signed copy is taken the focus moves on to the submit button
 * (the upload control is disabled from then on), and once submitted to the receipt (the steps
 * are gone), so the focus is never left on the page's body.
 */
import { Alert, Callout, Card, Code, H2 } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemOf } from '../../lib/problem.ts';
import { useCheckSubmission } from './api/check-submission.ts';
import { useLifecycle } from '../../application/api/get-lifecycle.ts';
import { useGenerateFinalDocument } from './api/generate-final-document.ts';
import { type SubmissionReceipt, useSubmitApplication } from './api/submit-application.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import { useUploadSignedDocument } from './api/upload-signed-document.ts';
import { RequireApplication } from '../../selection/require-application.tsx';
import { SupplementItemList } from '../../components/supplement/supplement-callout.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';

/** The server's message of a refused upload (another application's PDF, or older data). */
function problemMessage(error: Error | null): string | null {
  if (!error) return null;
  return problemOf(error)?.message ?? error.message;
}

const STEPS = ['ADATOK_ELLENORIZVE', 'VEGLEGESITO_GENERALVA', 'VEGLEGESITO_FELTOLTVE'] as const;

/** The receipt of a submission: reference number, time in Budapest time, content hash. */
export function Receipt({ receipt }: { receipt: SubmissionReceipt }) {
  const { t, i18n } = useTranslation('progress');
  const language = resolveLanguage(i18n.language);
  // It replaces what had the focus (the submit button, the confirmation): it takes the focus.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="submission-receipt">
      <Callout intent="success" title={t('page.receiptTitle')}>
        <dl>
          <dt>{t('page.receiptReference')}</dt>
          <dd>{receipt.azonosito}</dd>
          <dt>{t('page.receiptTime')}</dt>
          <dd>
            <time dateTime={receipt.benyujtva}>{formatDateTime(receipt.benyujtva, language)}</time>
          </dd>
          <dt>{t('page.receiptHash')}</dt>
          <dd>
            <Code>{receipt.tartalomHash}</Code>
          </dd>
        </dl>
        <p>{t('page.receiptMailed')}</p>
      </Callout>
    </div>
  );
}

/** The steps of one application (exported for its test). */
export function SubmitSteps({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('progress');
  const [key] = useState(() => crypto.randomUUID());
  const { data, isError } = useLifecycle(applicationId);
  const check = useCheckSubmission(applicationId);
  const submit = useSubmitApplication(applicationId, key);
  const generate = useGenerateFinalDocument(applicationId);
  const upload = useUploadSignedDocument(applicationId);
  const [confirming, setConfirming] = useState(false);
  // Set when the signed copy is taken: the submit button takes the focus once it is enabled.
  const focusSubmit = useRef(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const canSubmit = data?.lehetsegesEsemenyek.includes('SUBMIT') ?? false;
  useEffect(() => {
    if (!focusSubmit.current || !canSubmit) return;
    focusSubmit.current = false;
    submitRef.current?.focus();
  }, [canSubmit]);
  const uploadProblem = problemMessage(upload.error);
  if (isError) return <Callout intent="danger">{t('page.loadFailed')}</Callout>;
  if (!data) return null;
  const receipt = submit.data?.nyugta;
  if (data.statusz !== 'UNDER_EDITING')
    return submit.isSuccess ? (
      <>
        <Callout intent="success">{t('page.submitted')}</Callout>
        {receipt ? <Receipt receipt={receipt} /> : null}
      </>
    ) : (
      <Callout intent="primary">{t('page.notEditing')}</Callout>
    );
  const reached = data.benyujtasAllapot ? STEPS.indexOf(data.benyujtasAllapot as never) : -1;
  const done = (index: number) => (reached >= index ? ` (${t('page.done')})` : '');
  return (
    <>
      <Card>
        <H2>
          {t('page.step1')}
          {done(0)}
        </H2>
        <BusyButton intent="primary" busy={check.isPending} onClick={() => check.mutate()}>
          {t('page.checkButton')}
        </BusyButton>
        {check.data?.rendben ? <Callout intent="success">{t('page.checkOk')}</Callout> : null}
        {check.data && !check.data.rendben ? (
          <Callout intent="warning" title={t('page.missing')}>
            {check.data.akadalyok
              .filter((rule) => rule === 'deadlineNotPassed')
              .map((rule) => (
                <p key={rule}>{t(`rules.${rule}`)}</p>
              ))}
            {/* Named as the screens name them (statement and criterion texts, field titles,
                document names), never by their codes. */}
            <SupplementItemList
              applicationId={applicationId}
              items={check.data.hianyok.map((item) => `${item.szakasz}.${item.tetel}`)}
            />
          </Callout>
        ) : null}
      </Card>
      <Card>
        <H2>
          {t('page.step2')}
          {done(1)}
        </H2>
        <BusyButton
          disabled={reached < 0 || reached > 1}
          busy={generate.isPending}
          onClick={() => generate.mutate()}
        >
          {t('page.downloadFinal')}
        </BusyButton>
      </Card>
      <Card>
        <H2>
          {t('page.step3')}
          {done(2)}
        </H2>
        <label>
          {t('page.uploadSigned')}{' '}
          <input
            type="file"
            accept="application/pdf,.pdf"
            disabled={reached !== 1 || upload.isPending}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file)
                upload.mutate(file, {
                  onSuccess: () => {
                    // The lifecycle may already be fetched again (the button enabled) or not yet.
                    const button = submitRef.current;
                    if (button && !button.disabled) button.focus();
                    else focusSubmit.current = true;
                  },
                });
            }}
          />
        </label>
        {upload.isError ? <Callout intent="danger">{uploadProblem}</Callout> : null}
      </Card>
      <Card>
        <H2>{t('page.stepSubmit')}</H2>
        <BusyButton
          ref={submitRef}
          intent="success"
          disabled={!canSubmit}
          busy={submit.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('page.submitButton')}
        </BusyButton>
        <Alert
          isOpen={confirming}
          intent="success"
          icon="confirm"
          confirmButtonText={t('page.confirmSubmit')}
          cancelButtonText={t('page.cancelSubmit')}
          canEscapeKeyCancel
          aria-labelledby="submit-confirm-title"
          aria-describedby="submit-confirm-what"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            submit.mutate();
          }}
          // The closed alert gives the focus back to the submit button; a receipt shown by then
          // takes it (one shown later takes it as it appears).
          onClosed={() => document.querySelector<HTMLElement>('.submission-receipt')?.focus()}
        >
          <p>
            <strong id="submit-confirm-title">{t('page.confirmTitle')}</strong>
          </p>
          <p id="submit-confirm-what">{t('page.confirmWhat')}</p>
          <p>{t('page.confirmFinal')}</p>
        </Alert>
        {submit.isError ? <Callout intent="danger">{t('page.submitFailed')}</Callout> : null}
        {receipt ? <Receipt receipt={receipt} /> : null}
      </Card>
    </>
  );
}

export function SubmitPage() {
  const { t } = useTranslation('common');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('menu.submit')}</h1>
      <RequireApplication>
        {(applicationId) => <SubmitSteps applicationId={applicationId} />}
      </RequireApplication>
    </section>
  );
}
