/**
 * /application/loan-claim: requested support, eligible cost, advance, project title and short
 * description, planned dates, VAT status A–G, treasury circle, job growth, operating result,
 * implementation sites (the applicant's addresses) and project sources. The form is
 * schemas/forms/loan-claim rendered by the form engine, with the limits of the application's
 * call bound in (precompiled per call as calls/<call>/loan-claim): the browser shows what the
 * server will refuse while the user types. Autosave sends drafts; "Mentés" saves checked.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplicationScreen } from '../../components/supplement/application-screen.tsx';
import type { ErrorSchema } from '@rjsf/utils';
import { SchemaFormView, useSchemaForm } from '../../components/form/index.ts';
import {
  type LoanClaim,
  type LoanClaimForm,
  formToLoanClaim,
  loanClaimToForm,
  pickLoanClaim,
} from '../../../shared/loan-claim.ts';
import { CALL_LIMIT_MESSAGE_KEYS } from '../../../shared/validation/messages.ts';
import { problemOf } from '../../lib/problem.ts';
import { showToast } from '../../lib/toaster.tsx';
import { useSelection } from '../../selection/selection.tsx';
import { useApplication } from '../../application/api/get-application.ts';
import { useApplicantAddresses } from '../../application/api/get-applicant-addresses.ts';
import { keepSectionSave, saveApplicationSection } from './api/save-application-section.ts';
import type { Application, FieldIssue, SaveResult } from '../../application/api/types.ts';
import { AutosaveIndicator } from '../../components/ui/autosave-status.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { issuesToErrorSchema, sameIssues } from './components/issues-to-errors.ts';
import { lockUiSchema, useSupplementLock } from '../../hooks/use-supplement-lock.ts';
import { readLocalDraft, useAutosave } from '../../hooks/use-autosave.ts';

const SCHEMA_KEYS: readonly string[] = CALL_LIMIT_MESSAGE_KEYS;

/**
 * The server's problems that the browser's schema check does not already show (business rules
 * such as the sources covering the cost).
 */
function serverOnlyErrors(issues: FieldIssue[]): ErrorSchema | undefined {
  return issuesToErrorSchema(
    issues.filter(
      (issue) => !issue.kod.startsWith('validators:') && !SCHEMA_KEYS.includes(issue.kod),
    ),
  );
}

function LoanClaimForm({ application, formKey }: { application: Application; formKey: string }) {
  const { t } = useTranslation('calls');
  const client = useQueryClient();
  const { applicant } = useSelection();
  const addresses = useApplicantAddresses(applicant?.id ?? null).data;
  const generated = useSchemaForm(formKey);
  const key = `loan-claim:${application.id}`;
  // The values the form starts with. rjsf holds what is typed: the page gets each change through
  // onChange and does not keep it in its state, so a keystroke does not render the page (issue 17).
  const [initialValues] = useState<LoanClaimForm>(() =>
    loanClaimToForm(
      readLocalDraft<LoanClaim>(key, application.verzio) ?? pickLoanClaim(application),
    ),
  );
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [saving, setSaving] = useState(false);
  const extraErrors = useMemo(() => serverOnlyErrors(issues), [issues]);
  const formContext = useMemo(
    () => ({
      choices: {
        // A listed address always has its id (only a new, unsaved one lacks it).
        sites: (addresses ?? []).flatMap(({ id, postalCode, city, cityName, address }) =>
          id === undefined
            ? []
            : [
                {
                  id,
                  label: [postalCode, city?.name ?? cityName, address].filter(Boolean).join(' '),
                },
              ],
        ),
      },
    }),
    [addresses],
  );
  // While a supplement is requested, what it does not name is read-only (decision 0010).
  const lock = useSupplementLock(application.id);
  const uiSchema = useMemo(
    () =>
      generated &&
      lockUiSchema(
        generated.uiSchema,
        generated.schema as Record<string, unknown>,
        'loanClaim',
        lock.isReadOnly,
      ),
    [generated, lock],
  );

  // The same problems again (most drafts) leave the form's errors as they are.
  const onSaved = useCallback(
    (result: SaveResult) => setIssues((current) => sameIssues(current, result.hibak)),
    [],
  );
  const save = useCallback(
    async (value: LoanClaim, version: number, leaving: boolean) => {
      const result = await saveApplicationSection(
        application.id,
        'hiteligenyles',
        { ...value, verzio: version },
        true,
        { leaving },
      );
      keepSectionSave(client, application.id, { fields: value }, result);
      return result;
    },
    [client, application.id],
  );
  const autosave = useAutosave<LoanClaim, SaveResult>({
    key,
    version: application.verzio,
    // Through the form's round trip, as the changes it reports are.
    saved: formToLoanClaim(loanClaimToForm(pickLoanClaim(application))),
    save,
    onSaved,
  });

  const { flush, currentVersion, markSaved } = autosave;
  const saveChecked = useCallback(
    async (formData: LoanClaimForm) => {
      await flush();
      setSaving(true);
      try {
        const claim = formToLoanClaim(formData);
        const result = await saveApplicationSection(
          application.id,
          'hiteligenyles',
          { ...claim, verzio: currentVersion() },
          false,
        );
        markSaved(result.verzio, claim);
        keepSectionSave(client, application.id, { fields: claim }, result);
        onSaved(result);
        void showToast(t('loanClaim.saved'), 'success');
      } catch (error) {
        const body = problemOf(error);
        if (body?.hibak) setIssues(body.hibak);
        void showToast(body?.message ?? t('errors.validationFailed'), 'danger');
      } finally {
        setSaving(false);
      }
    },
    [flush, currentVersion, markSaved, application.id, client, onSaved, t],
  );

  // The same props on every render (the form compares what it is given, children included): a
  // keystroke, a change of the autosave status or a save's answer in the cache do not render it.
  const onSubmit = useCallback(
    (formData: LoanClaimForm) => void saveChecked(formData),
    [saveChecked],
  );
  const { change } = autosave;
  const onChange = useCallback((next: LoanClaimForm) => change(formToLoanClaim(next)), [change]);
  const saveButton = useMemo(
    () => (
      <BusyButton type="submit" intent="primary" busy={saving}>
        {t('actions.save')}
      </BusyButton>
    ),
    [t, saving],
  );

  if (!generated) return null;
  return (
    <>
      <AutosaveIndicator status={autosave.status} />
      <SchemaFormView<LoanClaimForm>
        schema={generated.schema}
        uiSchema={uiSchema ?? generated.uiSchema}
        validateFns={generated.validateFns}
        liveValidate="onBlur"
        formData={initialValues}
        formContext={formContext}
        extraErrors={extraErrors}
        onChange={onChange}
        onSubmit={onSubmit}
      >
        {saveButton}
      </SchemaFormView>
    </>
  );
}

export function LoanClaimPage() {
  const { t } = useTranslation('calls');
  return (
    <ApplicationScreen title={t('sections.loanClaim')}>
      {(applicationId) => <LoanClaimLoader applicationId={applicationId} />}
    </ApplicationScreen>
  );
}

function LoanClaimLoader({ applicationId }: { applicationId: number }) {
  const { data } = useApplication(applicationId);
  if (!data) return null;
  return (
    <LoanClaimForm
      key={data.palyazat.id}
      application={data.palyazat}
      // The loan-claim schema bound to this application's call (scripts/precompile-validators.mjs).
      formKey={`calls/${data.palyazat.palyazatiFelhivas.azonosito}/loan-claim`}
    />
  );
}
