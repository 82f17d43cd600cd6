/**
 * Plain react-jsonschema-form: @rjsf/core's default theme and the runtime-compiling
 * @rjsf/validator-ajv8, used the textbook way (controlled formData, live validation on change).
 */
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { useCallback, useState } from 'react';
import { referenceFormData, referenceSchema, referenceUiSchema } from '../reference-form.ts';

export function RjsfForm() {
  const [formData, setFormData] = useState(referenceFormData);
  const onChange = useCallback((event: IChangeEvent) => setFormData(event.formData), []);
  return (
    <Form
      schema={referenceSchema}
      uiSchema={referenceUiSchema}
      formData={formData}
      validator={validator}
      liveValidate="onChange"
      showErrorList="top"
      onChange={onChange}
    />
  );
}
