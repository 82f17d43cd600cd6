/**
 * What every generated story renders (src/client/generated/stories, see
 * scripts/generate-stories.mjs): one schema file's form in a language, filled with sample data,
 * or empty with its errors shown.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedForm } from '../src/client/components/form/generated-form.ts';
import {
  SchemaFormView,
  type SchemaFormContext,
} from '../src/client/components/form/schema-form.tsx';
import type { LoadedOption } from '../src/client/components/form/theme/searchable-select/option-loaders.ts';
import { sampleData } from './sample-data.ts';

export interface SchemaFormStoryProps {
  form: GeneratedForm;
  language: 'hu' | 'en';
  /** Empty form with its errors shown instead of sample data. */
  withErrors: boolean;
}

/** Stories need no server: searchable selects search a few fixed options per loader. */
function fixedOptions(options: LoadedOption[]) {
  return async (query: string) =>
    options.filter((option) => option.label.toLowerCase().includes(query.toLowerCase()));
}
const optionLoaders = {
  teaor: fixedOptions([
    {
      id: 5510,
      label: '55.10 Szállodai szolgáltatás',
      value: { id: 5510, name: 'Szállodai szolgáltatás', code: '55.10' },
    },
    {
      id: 5610,
      label: '56.10 Éttermi, mozgó vendéglátás',
      value: { id: 5610, name: 'Éttermi, mozgó vendéglátás', code: '56.10' },
    },
  ]),
  countries: fixedOptions([
    { id: 348, label: 'Magyarország', value: { id: 348, name: 'Magyarország' } },
  ]),
  settlements: fixedOptions([
    { id: 1, label: 'Budapest (1011)', value: { id: 1, name: 'Budapest', postalCode: '1011' } },
    { id: 2, label: 'Debrecen (4024)', value: { id: 2, name: 'Debrecen', postalCode: '4024' } },
  ]),
};
const formContext: SchemaFormContext = {
  optionLoaders,
  uploadFile: async (file) => ({ id: `story-${file.name}` }),
};

/** The form with its own state: keyed by schema and mode, so a new story starts afresh. */
function StoryForm({ form, withErrors }: Omit<SchemaFormStoryProps, 'language'>) {
  const [formData, setFormData] = useState<Record<string, unknown>>(() =>
    withErrors ? {} : sampleData(form.schema as Record<string, unknown>),
  );
  return (
    <SchemaFormView
      schema={form.schema}
      uiSchema={form.uiSchema}
      validateFns={form.validateFns}
      formData={formData}
      onChange={setFormData}
      validateOnMount={withErrors}
      liveValidate
      formContext={formContext}
    />
  );
}

export function SchemaFormStory({ form, language, withErrors }: SchemaFormStoryProps) {
  const { i18n } = useTranslation();
  // The translations are bundled, so the switch is immediate; useTranslation re-renders.
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
  return <StoryForm key={`${form.key}-${withErrors}`} form={form} withErrors={withErrors} />;
}
