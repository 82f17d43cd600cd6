/**
 * /application/base: the selected applicant's base data on the 'applicant-base' schema form
 * (spec section 5 rules). Saving sends the version it read; a 409 keeps what was typed.
 */
import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type SchemaFormContext,
  SchemaForm,
  UnsavedChangesGuard,
} from '../../components/form/index.ts';
import { BASE_DATA_FORM } from '../../components/form/page-forms.ts';
import { showToast } from '../../lib/toaster.tsx';
import type { ApplicantForm } from '../../../shared/mappers/applicant.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { deepEquals } from '@rjsf/utils';
import type { LoaderFunctionArgs } from 'react-router';
import {
  applicantQueryOptions,
  getApplicant,
  useApplicant,
  useUpdateApplicant,
} from './api/applicant.ts';
import { saveFailureKey } from './components/save-failure.ts';
import { httpStatusOf } from './api/http-status.ts';
import { ConflictCallout } from './components/conflict-callout.tsx';
import { withoutEmpty } from './components/without-empty.ts';
import { useSelectedApplicantId } from './components/use-selected-applicant-id.ts';
import {
  defaultOptionLoaders,
  defaultOptionLookups,
  type LoadedOption,
  searchable,
} from '../../components/form/theme/searchable-select/option-loaders.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import {
  type BusinessForm,
  type Teaor,
  loadBusinessForms,
  loadTeaorList,
} from '../../lib/reference-lists.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { prefetchLoader } from '../../selection/prefetch.ts';

/**
 * The form holds the picked business form and TEÁOR as ids (the searchable select of an integer
 * field); id 0, the spec's "nothing picked" default, is shown as empty.
 */
export function toBaseFormData(form: ApplicantForm): Record<string, unknown> {
  const { businessForm, teaor, parent: _parent, ...rest } = form;
  return {
    ...withoutEmpty(rest as unknown as Record<string, unknown>),
    ...(businessForm.id ? { businessForm: businessForm.id } : {}),
    ...(teaor.id ? { teaor: teaor.id } : {}),
  };
}

/** The form model again, with the picked ids' names from the reference lists. */
export function fromBaseFormData(
  draft: ApplicantForm,
  data: Record<string, unknown>,
  lists: { businessForms: BusinessForm[]; teaors: Teaor[] },
): ApplicantForm {
  const { businessForm, teaor, ...rest } = data;
  const form = lists.businessForms.find((item) => item.id === businessForm);
  const activity = lists.teaors.find((item) => item.id === teaor);
  return {
    ...draft,
    ...(rest as Partial<ApplicantForm>),
    businessForm:
      typeof businessForm === 'number'
        ? { id: businessForm, name: form?.megnevezes ?? draft.businessForm.name }
        : { id: 0, name: '' },
    teaor:
      typeof teaor === 'number'
        ? {
            id: teaor,
            name: activity?.megnevezes ?? draft.teaor.name,
            code: activity?.kod ?? draft.teaor.code,
          }
        : { id: 0, name: '', code: '' },
  };
}

function referenceListOptions<T>(path: string, load: () => Promise<T[]>) {
  return queryOptions({
    queryKey: queryKeys.reference(path),
    // The option loaders below read the same lists: one request each (issue 17).
    queryFn: load,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const businessFormsOptions = referenceListOptions(
  'referencia-adat/gazdalkodasi-forma',
  loadBusinessForms,
);
const teaorOptions = referenceListOptions('referencia-adat/teaor', loadTeaorList);

const prefetchBaseData = prefetchLoader(({ client, applicantId }) => {
  if (applicantId === null) return;
  void client.prefetchQuery(applicantQueryOptions(applicantId));
  void client.prefetchQuery(businessFormsOptions);
  void client.prefetchQuery(teaorOptions);
});

/**
 * The route's loader: the selected applicant's base data and the reference lists once the user is
 * known to be signed in (issue 17). The form's code starts from the route table
 * (`BASE_DATA_FORM`).
 */
export function baseDataLoader(args: LoaderFunctionArgs): null {
  return prefetchBaseData(args);
}

function businessFormOption(item: BusinessForm): LoadedOption {
  return { id: item.id, label: item.megnevezes, value: { id: item.id, name: item.megnevezes } };
}

/**
 * Business forms for the searchable select (GET /referencia-adat/gazdalkodasi-forma), next to the
 * default loaders (TEÁOR): the form context's loaders replace the defaults, so they are included.
 * The lookup labels the stored id when the page opens.
 */
const formContext: SchemaFormContext = {
  optionLoaders: {
    ...defaultOptionLoaders,
    async businessForms(query, signal) {
      const items = await loadBusinessForms();
      signal.throwIfAborted();
      const needle = searchable(query.trim());
      return items
        .filter((item) => needle === '' || searchable(item.megnevezes).includes(needle))
        .map(businessFormOption);
    },
  },
  optionLookups: {
    ...defaultOptionLookups,
    async businessForms(id, signal) {
      const items = await loadBusinessForms();
      signal.throwIfAborted();
      const item = items.find((candidate) => candidate.id === id);
      return item ? businessFormOption(item) : null;
    },
  },
};

export function BaseDataPage() {
  const { t } = useTranslation('applicant');
  const applicantId = useSelectedApplicantId();
  if (applicantId === null)
    return <NonIdealState icon="office" description={t('page.noApplicant')} />;
  // A new applicant starts a new editor (and a new draft).
  return <BaseDataEditor key={applicantId} applicantId={applicantId} />;
}

function BaseDataEditor({ applicantId }: { applicantId: number }) {
  const { t } = useTranslation('applicant');
  const query = useApplicant(applicantId);
  const update = useUpdateApplicant();
  // The base data the form was given: the server's copy, then each save's answer. What is typed
  // stays with the form (rjsf) and reaches the page as `typedData`, a ref: a keystroke renders
  // the form's fields, not this page (issue 17).
  const [given, setGiven] = useState<ApplicantForm | null>(null);
  const typedData = useRef<Record<string, unknown> | null>(null);
  const [conflict, setConflict] = useState(false);
  // Typed and not saved: the guard asks before the page is left (issue 20, item 3).
  const [dirty, setDirty] = useState(false);
  const base = given ?? query.data ?? null;
  const businessForms = useQuery(businessFormsOptions).data;
  const teaors = useQuery(teaorOptions).data;

  // Once per change of the base data, and the same button on every render (the form compares
  // what it is given, children included).
  const formData = useMemo(() => (base ? toBaseFormData(base) : null), [base]);
  const saveButton = useMemo(
    () => (
      <BusyButton type="submit" intent="primary" busy={update.isPending} text={t('page.save')} />
    ),
    [t, update.isPending],
  );
  // The first change that differs from what the form was given makes the page dirty; after that
  // a keystroke only updates the ref.
  const onChange = useCallback(
    (data: Record<string, unknown>) => {
      typedData.current = data;
      if (!dirty && !deepEquals(data, formData)) setDirty(true);
    },
    [dirty, formData],
  );

  if (!base || !formData) {
    return query.isError ? (
      <Callout intent="danger">{t('page.loadFailed')}</Callout>
    ) : (
      <Spinner aria-label={t('page.loading')} />
    );
  }

  /** The base data with what is typed, the picked ids named from the reference lists. */
  const typed = (data: Record<string, unknown> | null = typedData.current): ApplicantForm =>
    data === null
      ? base
      : fromBaseFormData(base, data, { businessForms: businessForms ?? [], teaors: teaors ?? [] });

  const save = async (form: ApplicantForm & { id: number }): Promise<boolean> => {
    try {
      const saved = await update.mutateAsync(form);
      // The form is given the saved copy; nothing typed since (the form is disabled meanwhile).
      typedData.current = null;
      setGiven(saved);
      setDirty(false);
      setConflict(false);
      void showToast(t('page.saved'), 'success');
      return true;
    } catch (error) {
      if (httpStatusOf(error) === 409) setConflict(true);
      else void showToast(t(saveFailureKey(error)), 'danger');
      return false;
    }
  };

  const onSubmit = (data: Record<string, unknown>) =>
    void save({ ...typed(data), id: applicantId });

  // Adopt the latest version and keep every typed value; the next save overwrites knowingly.
  const reload = async () => {
    const latest = await getApplicant(applicantId);
    const current = typed();
    typedData.current = null;
    setGiven({ ...current, version: latest.version });
    setConflict(false);
  };

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('base.title')}</h1>
      {conflict ? <ConflictCallout onReload={() => void reload()} /> : null}
      <UnsavedChangesGuard dirty={dirty} onSave={() => save({ ...typed(), id: applicantId })} />
      <SchemaForm
        formId={BASE_DATA_FORM.id}
        formData={formData}
        onChange={onChange}
        onSubmit={onSubmit}
        disabled={update.isPending}
        formContext={formContext}
      >
        {saveButton}
      </SchemaForm>
      <p>
        <Link to="/application/contact">{t('base.contactsLink')}</Link>
      </p>
    </section>
  );
}
