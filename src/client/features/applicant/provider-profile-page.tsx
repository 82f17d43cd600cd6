/**
 * /profile: the selected applicant's provider profile on the 'provider-profile' schema form
 * (spec section 3, decision 0022). Only the chosen main segment's micro-segments are offered and
 * the personal part appears for a sole proprietor or individual taxpayer (the schema's
 * dependencies); fields whose value came from NTAK say so. Saving sends the version read; a 409
 * keeps what was typed.
 */
import { Callout, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { deepEquals } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SchemaFormView,
  UnsavedChangesGuard,
  formKey,
  useSchemaForm,
} from '../../components/form/index.ts';
import { showToast } from '../../lib/toaster.tsx';
import { withoutInapplicable } from '../../../shared/provider-profile.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import {
  getProviderProfile,
  useProviderProfile,
  useSaveProviderProfile,
} from './api/provider-profile.ts';
import { httpStatusOf } from './api/http-status.ts';
import { ConflictCallout } from './components/conflict-callout.tsx';
import { saveFailureKey } from './components/save-failure.ts';
import { useSelectedApplicantId } from './components/use-selected-applicant-id.ts';
import { withoutEmpty } from './components/without-empty.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';

export function ProviderProfilePage() {
  const { t } = useTranslation('applicant');
  const applicantId = useSelectedApplicantId();
  if (applicantId === null)
    return <NonIdealState icon="office" description={t('page.noApplicant')} />;
  return <ProviderProfileEditor key={applicantId} applicantId={applicantId} />;
}

type Data = Record<string, unknown>;

/** The UI schema with "From NTAK" under every field whose value NTAK supplied. */
function withNtakMarks(uiSchema: Data, ntakFields: readonly string[]): Data {
  const marked: Data = { ...uiSchema };
  for (const field of ntakFields) {
    marked[field] = {
      ...(uiSchema[field] as Data | undefined),
      'ui:help': 'applicant:profile.fromNtak',
    };
  }
  return marked;
}

function ProviderProfileEditor({ applicantId }: { applicantId: number }) {
  const { t, i18n } = useTranslation('applicant');
  const form = useSchemaForm(formKey('provider-profile'));
  const query = useProviderProfile(applicantId);
  const save = useSaveProviderProfile();
  const [typed, setTyped] = useState<Data | null>(null);
  const [version, setVersion] = useState<number | null | undefined>(undefined);
  const [conflict, setConflict] = useState(false);
  const [dirty, setDirty] = useState(false);
  const stored = query.data;
  // Marks follow the typed values: a field typed over loses its mark at once.
  const storedData = useMemo(() => (stored ? withoutEmpty(stored.adatok) : null), [stored]);
  // As a string, so the UI schema (and the form) changes only when the marked fields do.
  const ntakKey = (() => {
    if (!stored) return '';
    const current = typed ?? stored.adatok;
    return stored.ntakMezok
      .filter((field) => deepEquals(current[field], stored.adatok[field]))
      .join(',');
  })();
  const uiSchema = useMemo(
    () => (form ? withNtakMarks(form.uiSchema as Data, ntakKey ? ntakKey.split(',') : []) : null),
    [form, ntakKey],
  );

  if (!stored || !storedData || !form || !uiSchema) {
    return query.isError ? (
      <Callout intent="danger">{t('page.loadFailed')}</Callout>
    ) : (
      <Spinner aria-label={t('page.loading')} />
    );
  }
  const data = typed ?? storedData;
  const currentVersion = version === undefined ? stored.verzio : version;

  const submit = async (values: Data): Promise<boolean> => {
    const clean = withoutInapplicable(values);
    setTyped(clean);
    try {
      const saved = await save.mutateAsync({ applicantId, data: clean, version: currentVersion });
      setTyped(null);
      setVersion(undefined);
      setDirty(false);
      setConflict(false);
      void showToast(t('page.saved'), 'success');
      return saved.verzio !== null;
    } catch (error) {
      if (httpStatusOf(error) === 409) setConflict(true);
      else void showToast(t(saveFailureKey(error)), 'danger');
      return false;
    }
  };

  // Adopt the latest version and keep every typed value; the next save overwrites knowingly.
  const reload = async () => {
    const latest = await getProviderProfile(applicantId);
    setVersion(latest.verzio);
    setConflict(false);
  };

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('profile.title')}</h1>
      <p>{t('profile.intro')}</p>
      {stored.ntakKitoltve ? (
        <Callout intent="primary" icon={null} className="provider-profile-ntak">
          <Tag minimal intent="primary">
            {t('profile.fromNtak')}
          </Tag>{' '}
          {t('profile.ntakFilled', {
            date: formatDateTime(stored.ntakKitoltve, resolveLanguage(i18n.language)),
          })}
        </Callout>
      ) : null}
      {conflict ? <ConflictCallout onReload={() => void reload()} /> : null}
      <UnsavedChangesGuard dirty={dirty} onSave={() => submit(data)} />
      <SchemaFormView
        schema={form.schema}
        uiSchema={uiSchema}
        validateFns={form.validateFns}
        formData={data}
        onChange={(next: Data) => {
          // A micro-segment of the previous segment, or a personal part of another type, goes.
          const clean = withoutInapplicable(next);
          if (deepEquals(clean, data)) return;
          setDirty(true);
          setTyped(clean);
        }}
        onSubmit={(values: Data) => void submit(values)}
        disabled={save.isPending}
      >
        <BusyButton type="submit" intent="primary" busy={save.isPending} text={t('page.save')} />
      </SchemaFormView>
    </section>
  );
}
