/**
 * /application/supportContent: the call's own custom fields, rendered by the form engine from
 * schemas/calls/<call>/custom-fields.schema.json (+ .ui.json) — the same schema the server checks.
 * Autosaved as a draft; "Mentés" saves it checked in full.
 */
import { Button } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplicationScreen } from '../../components/supplement/application-screen.tsx';
import { problemOf } from '../../lib/problem.ts';
import { SchemaFormView, useSchemaForm } from '../../components/form/index.ts';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import type { CallTexts } from '../../application/api/types.ts';
import { patternMessagesOf, translateCustomFieldUi } from '../../application/custom-field-texts.ts';
import { showToast } from '../../lib/toaster.tsx';
import { useApplication } from '../../application/api/get-application.ts';
import { useCall } from '../../application/api/get-call.ts';
import { keepSectionSave, saveApplicationSection } from './api/save-application-section.ts';
import type { ApplicationDetail, FieldIssue, SaveResult } from '../../application/api/types.ts';
import { AutosaveIndicator } from '../../components/ui/autosave-status.tsx';
import { issuesToErrorSchema } from './components/issues-to-errors.ts';
import { lockUiSchema, useSupplementLock } from '../../hooks/use-supplement-lock.ts';
import { readLocalDraft, useAutosave } from '../../hooks/use-autosave.ts';

type Values = Record<string, Record<string, unknown>>;

type JsonObject = Record<string, unknown>;

/** The values as the server keeps them: a cleared input (null or '') is no value. */
function asStored(values: Values): Values {
  return Object.fromEntries(
    Object.entries(values).map(([group, fields]) => [
      group,
      Object.fromEntries(
        Object.entries(fields).filter(([, value]) => value !== null && value !== ''),
      ),
    ]),
  );
}

function CustomFieldsForm({
  detail,
  formKey,
  texts,
}: {
  detail: ApplicationDetail;
  formKey: string;
  texts: Record<'hu' | 'en', CallTexts>;
}) {
  const { t, i18n } = useTranslation('calls');
  const language = resolveLanguage(i18n.language);
  const generated = useSchemaForm(formKey);
  const uiSchema = useMemo(
    () =>
      generated && language === 'en'
        ? translateCustomFieldUi(
            generated.schema as JsonObject,
            generated.uiSchema as JsonObject,
            texts.en,
          )
        : generated?.uiSchema,
    [generated, language, texts],
  );
  const patternMessages = useMemo(() => patternMessagesOf(texts[language]), [texts, language]);
  const client = useQueryClient();
  const id = detail.palyazat.id;
  // While a supplement is requested, what it does not name is read-only (decision 0010).
  const lock = useSupplementLock(id);
  const lockedUiSchema = useMemo(
    () =>
      generated &&
      lockUiSchema(uiSchema, generated.schema as JsonObject, 'customFields', lock.isReadOnly),
    [generated, uiSchema, lock],
  );
  const key = `custom-fields:${id}`;
  // The values the form starts with; rjsf holds what is typed (see the loan claim's page).
  const [initialValues] = useState<Values>(
    () => readLocalDraft<Values>(key, detail.palyazat.verzio) ?? detail.egyediMezok,
  );
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const extraErrors = useMemo(() => issuesToErrorSchema(issues), [issues]);
  const save = useCallback(
    async (value: Values, version: number, leaving: boolean) => {
      const result = await saveApplicationSection(
        id,
        'egyedi-mezok',
        { ertekek: value, verzio: version },
        true,
        { leaving },
      );
      keepSectionSave(client, id, { customFields: asStored(value) }, result);
      return result;
    },
    [client, id],
  );
  const autosave = useAutosave<Values, SaveResult>({
    key,
    version: detail.palyazat.verzio,
    saved: detail.egyediMezok,
    save,
  });

  const { flush, currentVersion, markSaved, change } = autosave;
  const saveChecked = useCallback(
    async (formData: Values) => {
      await flush();
      try {
        const result = await saveApplicationSection(
          id,
          'egyedi-mezok',
          { ertekek: formData, verzio: currentVersion() },
          false,
        );
        markSaved(result.verzio, formData);
        setIssues([]);
        keepSectionSave(client, id, { customFields: asStored(formData) }, result);
        void showToast(t('customFields.saved'), 'success');
      } catch (error) {
        const body = problemOf(error);
        setIssues(body?.hibak ?? []);
        void showToast(body?.message ?? t('errors.validationFailed'), 'danger');
      }
    },
    [flush, currentVersion, markSaved, id, client, t],
  );

  // The same props on every render (the form compares what it is given, children included): a
  // keystroke, a change of the autosave status or a save's answer in the cache do not render it.
  // Each change goes to the autosave only.
  const onSubmit = useCallback((formData: Values) => void saveChecked(formData), [saveChecked]);

  const saveButton = useMemo(
    () => (
      <Button type="submit" intent="primary">
        {t('actions.save')}
      </Button>
    ),
    [t],
  );

  return (
    <>
      <AutosaveIndicator status={autosave.status} />
      {generated && (
        <SchemaFormView<Values>
          schema={generated.schema}
          uiSchema={lockedUiSchema ?? uiSchema}
          validateFns={generated.validateFns}
          // Errors show when a changed field is left, the regexp's own message included.
          liveValidate="onBlur"
          patternMessages={patternMessages}
          formData={initialValues}
          onChange={change}
          onSubmit={onSubmit}
          extraErrors={extraErrors}
        >
          {saveButton}
        </SchemaFormView>
      )}
    </>
  );
}

function Loader({ applicationId }: { applicationId: number }) {
  const { data } = useApplication(applicationId);
  const call = useCall(data?.palyazat.palyazatiFelhivas.azonosito ?? null).data;
  if (!data || !call) return null;
  return (
    <CustomFieldsForm
      key={data.palyazat.id}
      detail={data}
      formKey={call.egyediMezok.formKey}
      texts={call.teljesSzovegek}
    />
  );
}

export function SupportContentPage() {
  const { t } = useTranslation('calls');
  return (
    <ApplicationScreen title={t('sections.customFields')}>
      {(applicationId) => <Loader applicationId={applicationId} />}
    </ApplicationScreen>
  );
}
