/**
 * The searchable select for object-valued fields (teaor {id, name, code}): rjsf renders objects
 * with ObjectField and ignores ui:widget there, so an object field names it with
 * `"ui:field": "searchable-select"` (same ui:options as the widget). String and integer fields
 * use `"ui:widget": "searchable-select"`.
 */
import { memo } from 'react';
import { FormGroup, Intent } from '@blueprintjs/core';
import type { FieldProps, WidgetProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { useFormTranslation } from '../form-translation.ts';
import { translateLabel } from '../../translate.ts';

function SearchableSelectFieldBase(props: FieldProps) {
  const {
    schema,
    uiSchema,
    formData,
    onChange,
    onBlur,
    onFocus,
    fieldPathId,
    errorSchema,
    registry,
    required,
    disabled,
    readonly,
    name,
  } = props;
  const { t } = useFormTranslation();
  const options = getUiOptions(uiSchema);
  const Widget = registry.widgets['searchable-select']!;
  const rawErrors = (errorSchema as { __errors?: string[] } | undefined)?.__errors ?? [];
  const title = typeof schema.title === 'string' ? schema.title : name;
  const widgetProps: WidgetProps = {
    id: fieldPathId.$id,
    name,
    schema,
    uiSchema,
    registry,
    value: formData,
    required,
    disabled,
    readonly,
    label: title,
    options,
    rawErrors,
    placeholder: typeof uiSchema?.['ui:placeholder'] === 'string' ? uiSchema['ui:placeholder'] : '',
    onChange: (value: unknown) => onChange(value, fieldPathId.path),
    onBlur,
    onFocus,
  };
  return (
    <FormGroup
      className="schema-form-field"
      label={translateLabel(title, t)}
      labelFor={fieldPathId.$id}
      labelInfo={required ? <span aria-hidden="true">*</span> : undefined}
      intent={rawErrors.length > 0 ? Intent.DANGER : Intent.NONE}
    >
      {/* oxlint-disable-next-line react/static-components -- a registry widget, looked up, not created, here */}
      <Widget {...widgetProps} />
    </FormGroup>
  );
}

export const SearchableSelectField = memo(SearchableSelectFieldBase);
