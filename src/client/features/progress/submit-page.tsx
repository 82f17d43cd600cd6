/**
 * /progress/submit: the submission steps. Step 1 asks the server to check all data and lists
 * what is missing, each item linking to its field; step 2 downloads the final document (PDF) to
 * sign; step 3 uploads the signed copy, which the server checks against this application and its
 * current data. Submission sends one Idempotency-Key per page, so a double click or a retry makes
 * one submission.
 */
import { Button, Callout, Card, H2 } from '@blueprintjs/core';
import { HTTPError } from 'ky';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCheckSubmission } from './api/check-submission.ts';
import { useLifecycle } from '../../tender/api/get-lifecycle.ts';
import { useGenerateFinalDocument } from './api/generate-final-document.ts';
import { useSubmitApplication } from './api/submit-application.ts';
import { useUploadSignedDocument } from './api/upload-signed-document.ts';
import { RequireTender } from '../../tender/require-tender.tsx';

/** The server's message of a refused upload (another application's PDF, or older data). */
function problemMessage(error: Error | null): string | null {
  if (!error) return null;
  const data =
    error instanceof HTTPError ? (error.data as { message?: string } | undefined) : undefined;
  return data?.message ?? error.message;
}

const STEPS = ['ADATOK_ELLENORIZVE', 'VEGLEGESITO_GENERALVA', 'VEGLEGESITO_FELTOLTVE'] as const;

/** The steps of one application (exported for its test). */
export function SubmitSteps({ tenderId }: { tenderId: number }) {
  const { t } = useTranslation('progress');
  const [key] = useState(() => crypto.randomUUID());
  const { data, isError } = useLifecycle(tenderId);
  const check = useCheckSubmission(tenderId);
  const submit = useSubmitApplication(tenderId, key);
  const generate = useGenerateFinalDocument(tenderId);
  const upload = useUploadSignedDocument(tenderId);
  const uploadProblem = problemMessage(upload.error);
  if (isError) return <Callout intent="danger">{t('page.loadFailed')}</Callout>;
  if (!data) return null;
  if (data.statusz !== 'UNDER_EDITING')
    return (
      <Callout intent={submit.isSuccess ? 'success' : 'primary'}>
        {submit.isSuccess ? t('page.submitted') : t('page.notEditing')}
      </Callout>
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
        <Button intent="primary" loading={check.isPending} onClick={() => check.mutate()}>
          {t('page.checkButton')}
        </Button>
        {check.data?.rendben ? <Callout intent="success">{t('page.checkOk')}</Callout> : null}
        {check.data && !check.data.rendben ? (
          <Callout intent="warning" title={t('page.missing')}>
            <ul>
              {check.data.akadalyok
                .filter((rule) => rule === 'deadlineNotPassed')
                .map((rule) => (
                  <li key={rule}>{t(`rules.${rule}`)}</li>
                ))}
              {check.data.hianyok.map((item) => (
                <li key={`${item.szakasz}-${item.tetel}`}>
                  <Link to={item.utvonal}>{item.uzenet}</Link>
                </li>
              ))}
            </ul>
          </Callout>
        ) : null}
      </Card>
      <Card>
        <H2>
          {t('page.step2')}
          {done(1)}
        </H2>
        <Button
          disabled={reached < 0 || reached > 1}
          loading={generate.isPending}
          onClick={() => generate.mutate()}
        >
          {t('page.downloadFinal')}
        </Button>
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
              if (file) upload.mutate(file);
            }}
          />
        </label>
        {upload.isError ? <Callout intent="danger">{uploadProblem}</Callout> : null}
      </Card>
      <Card>
        <H2>{t('page.stepSubmit')}</H2>
        <Button
          intent="success"
          disabled={!data.lehetsegesEsemenyek.includes('SUBMIT')}
          loading={submit.isPending}
          onClick={() => submit.mutate()}
        >
          {t('page.submitButton')}
        </Button>
        {submit.isError ? <Callout intent="danger">{t('page.submitFailed')}</Callout> : null}
      </Card>
    </>
  );
}

export function SubmitPage() {
  const { t } = useTranslation('common');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('menu.submit')}</h1>
      <RequireTender>{(tenderId) => <SubmitSteps tenderId={tenderId} />}</RequireTender>
    </section>
  );
}
