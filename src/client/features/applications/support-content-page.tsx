/**
 * /application/supportContent: the call's own custom fields, rendered by the form engine from
 * schemas/calls/<call>/custom-fields.schema.json (+ .ui.json) — the same schema the server checks.
 * Autosaved as a draft; "Mentés" saves it checked in full.
 */
import { Button } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemOf } from './api/problem.ts';
import type { ErrorSchema } from '@rjsf/utils';
import { SchemaFormView, useSchemaForm } from '../../components/form/index.ts';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import type { CallTexts } from './api/types.ts';
import { showToast } from '../../lib/toaster.tsx';
import { useApplication } from './api/get-application.ts';
import { useCall } from './api/get-call.ts';
import { saveApplicationSection } from './api/save-application-section.ts';
import type { ApplicationDetail, FieldIssue, SaveResult } from './api/types.ts';
import { AutosaveIndicator } from './components/autosave-status.tsx';
import { RequireTender } from './components/require-tender.tsx';
import { SupplementCallout } from './components/supplement-callout.tsx';
import { lockUiSchema, useSupplementLock } from './hooks/use-supplement-lock.ts';
import { readLocalDraft, useAutosave } from './hooks/use-autosave.ts';

type Values = Record<string, Record<string, unknown>>;

/** Server problems (already in the user's language) as rjsf extraErrors. */
function issuesToErrors(issues: FieldIssue[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const issue of issues) {
    let node = root;
    for (const segment of issue.mezo.split('.'))
      node = (node[segment] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(issue.uzenet);
  }
  return root as ErrorSchema;
}

type JsonObject = Record<string, unknown>;

/**
 * The schema's titles, notes and option labels are Hungarian (the primary language); in English
 * they come from the call's texts.en.json. Validation does not depend on them.
 */
export function translateCustomFieldSchema(schema: JsonObject, texts: CallTexts): JsonObject {
  const groups = schema.properties as Record<string, JsonObject>;
  return {
    ...schema,
    title: texts.name,
    properties: Object.fromEntries(
      Object.entries(groups).map(([groupId, group]) => [
        groupId,
        {
          ...group,
          title: texts.groups[groupId] ?? group.title,
          properties: Object.fromEntries(
            Object.entries(group.properties as Record<string, JsonObject>).map(
              ([fieldId, field]) => {
                const text = texts.fields[`${groupId}.${fieldId}`];
                const options = Array.isArray(field.oneOf)
                  ? (field.oneOf as JsonObject[]).map((option) => ({
                      ...option,
                      title: text?.options?.[String(option.const)] ?? option.title,
                    }))
                  : undefined;
                return [
                  fieldId,
                  {
                    ...field,
                    ...(text?.title ? { title: text.title } : {}),
                    ...(text?.description ? { description: text.description } : {}),
                    ...(options ? { oneOf: options } : {}),
                  },
                ];
              },
            ),
          ),
        },
      ]),
    ),
  };
}

function CustomFieldsForm({
  detail,
  formKey,
  texts,
}: {
  detail: ApplicationDetail;
  formKey: string;
  texts: CallTexts;
}) {
  const { t, i18n } = useTranslation('calls');
  const language = resolveLanguage(i18n.language);
  const generated = useSchemaForm(formKey);
  const schema = useMemo(
    () =>
      generated && language === 'en'
        ? translateCustomFieldSchema(generated.schema as JsonObject, texts)
        : generated?.schema,
    [generated, language, texts],
  );
  const client = useQueryClient();
  const id = detail.palyazat.id;
  const lock = useSupplementLock(id);
  const uiSchema = useMemo(
    () =>
      generated &&
      lockUiSchema(
        generated.uiSchema,
        generated.schema as JsonObject,
        'customFields',
        lock.isReadOnly,
      ),
    [generated, lock],
  );
  const key = `custom-fields:${id}`;
  const [values, setValues] = useState<Values>(
    () => readLocalDraft<Values>(key, detail.palyazat.verzio) ?? detail.egyediMezok,
  );
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const onSaved = useCallback(
    (result: SaveResult) => {
      void client.invalidateQueries({ queryKey: ['applications'] });
      void result;
    },
    [client],
  );
  const save = useCallback(
    (value: Values, version: number, leaving: boolean) =>
      saveApplicationSection(id, 'egyedi-mezok', { ertekek: value, verzio: version }, true, {
        leaving,
      }),
    [id],
  );
  const autosave = useAutosave<Values>({ key, version: detail.palyazat.verzio, save, onSaved });

  const submit = async (formData: Values) => {
    await autosave.flush();
    try {
      const result = await saveApplicationSection(
        id,
        'egyedi-mezok',
        { ertekek: formData, verzio: autosave.currentVersion() },
        false,
      );
      autosave.setVersion(result.verzio);
      setIssues([]);
      onSaved(result);
      void showToast(t('customFields.saved'), 'success');
    } catch (error) {
      const body = problemOf(error);
      {
        setIssues(body?.hibak ?? []);
        void showToast(body?.message ?? t('errors.validationFailed'), 'danger');
      }
    }
  };

  return (
    <>
      <AutosaveIndicator status={autosave.status} />
      {generated && schema && (
        <SchemaFormView<Values>
          schema={schema as never}
          uiSchema={uiSchema ?? generated.uiSchema}
          validateFns={generated.validateFns}
          formData={values}
          onChange={(next) => {
            setValues(next);
            autosave.change(next);
          }}
          onSubmit={(formData) => void submit(formData)}
          extraErrors={issues.length > 0 ? issuesToErrors(issues) : undefined}
        >
          <Button type="submit" intent="primary">
            {t('actions.save')}
          </Button>
        </SchemaFormView>
      )}
    </>
  );
}

function Loader({ tenderId }: { tenderId: number }) {
  const { data } = useApplication(tenderId);
  const call = useCall(data?.palyazat.palyazatiFelhivas.azonosito ?? null).data;
  if (!data || !call) return null;
  return (
    <CustomFieldsForm
      key={data.palyazat.id}
      detail={data}
      formKey={call.egyediMezok.formKey}
      texts={call.teljesSzovegek.en}
    />
  );
}

export function SupportContentPage() {
  const { t } = useTranslation('calls');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('sections.customFields')}</h1>
      <RequireTender>
        {(tenderId) => (
          <>
            <SupplementCallout tenderId={tenderId} />
            <Loader tenderId={tenderId} />
          </>
        )}
      </RequireTender>
    </section>
  );
}
