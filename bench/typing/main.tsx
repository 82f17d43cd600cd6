/**
 * The typing benchmark's baseline: plain @rjsf/core (its default theme) rendering one of the
 * portal's forms, named by `?form=<key>` (a key of src/client/generated/schema-forms.ts), in
 * rjsf's fastest usage: uncontrolled (the initial `formData` only, no `onChange` echoed back),
 * validated by the same precompiled validator functions as the portal's form (rjsf's own
 * createPrecompiledValidator, no ajv compiler in the page), with the page's own live validation
 * (`?live=onBlur` or none). Nothing else: no router, no shell, no queries.
 */
import Form, { getDefaultRegistry } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { schemaForms } from '../../src/client/generated/schema-forms.ts';

const parameters = new URLSearchParams(location.search);
const key = parameters.get('form') ?? '';
const live = parameters.get('live') === 'onBlur' ? 'onBlur' : undefined;

/**
 * The portal's own widgets that plain rjsf does not have (its theme's amount, searchable select
 * and captcha): rjsf's plain text input stands in, the cheapest widget it has. A `ui:field` it
 * does not know (the portal's choiceList) falls back to rjsf's field for the schema's type.
 */
const { TextWidget } = getDefaultRegistry().widgets;
if (!TextWidget) throw new Error("rjsf's default registry has no TextWidget");
const widgets = { amount: TextWidget, 'searchable-select': TextWidget, captcha: TextWidget };

async function render(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  const load = schemaForms[key];
  if (!load) {
    root.textContent = `unknown form ${key}`;
    return;
  }
  const { schema, uiSchema, validateFns } = (await load()).default;
  const validator = createPrecompiledValidator(validateFns, schema as RJSFSchema);
  createRoot(root).render(
    <StrictMode>
      <Form
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        widgets={widgets}
        formData={{}}
        liveValidate={live}
      />
    </StrictMode>,
  );
}

void render();
