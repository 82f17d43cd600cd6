/**
 * Our engine on the reference form: SchemaFormView from src/client/components/form (the
 * Blueprint theme, catalogue error mapping, translated messages) with validator functions
 * precompiled from the reference schema by the build's own generator
 * (scripts/precompile-validators.mjs compileValidatorModule), exactly as every portal form gets
 * them. Blueprint's style sheets are loaded, as in the portal.
 */
// oxlint-disable-next-line import/no-unassigned-import
import '@blueprintjs/core/lib/css/blueprint.css';
// oxlint-disable-next-line import/no-unassigned-import
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import { validateFns } from '@bench/reference-validators';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import i18next from 'i18next';
import { useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { SchemaFormView, loadFormParts } from '../../../src/client/components/form/index.ts';
import { referenceFormData, referenceSchema, referenceUiSchema } from '../reference-form.ts';

// Translations are not what is measured: an empty Hungarian resource set (keys are shown).
void i18next
  .use(initReactI18next)
  .init({ lng: 'hu', fallbackLng: 'hu', resources: {}, initImmediate: false } as never);

// As loadSchemaForm does for every portal form: the lazily loaded widgets this form shows (date
// pickers, selects, arrays, ...) arrive before it renders, not under the first keystrokes.
await loadFormParts(referenceSchema, referenceUiSchema);

export const ourFormStatus = 'ok';

export function OurForm() {
  const [formData, setFormData] = useState(referenceFormData);
  return (
    <SchemaFormView
      schema={referenceSchema as RJSFSchema}
      uiSchema={referenceUiSchema as UiSchema}
      validateFns={validateFns}
      formData={formData}
      onChange={setFormData}
      liveValidate
    >
      <></>
    </SchemaFormView>
  );
}
