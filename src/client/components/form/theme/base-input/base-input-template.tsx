/**
 * The text-like inputs (text, email, password, and rjsf's other input widgets) as a Blueprint
 * InputGroup. An empty input gives `undefined` (rjsf's emptyValue), so "required" reports it.
 */
import { memo, useCallback, type ChangeEvent, type FocusEvent } from 'react';
import { InputGroup, Intent } from '@blueprintjs/core';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { ariaDescribedByIds, getInputProps } from '@rjsf/utils';
import { useFormTranslation } from '../form-translation.ts';
import { translateLabel } from '../../translate.ts';

function BaseInputTemplateBase(props: BaseInputTemplateProps) {
  const {
    id,
    htmlName,
    value,
    readonly,
    disabled,
    autofocus,
    onBlur,
    onFocus,
    onChange,
    onChangeOverride,
    options,
    schema,
    rawErrors,
    type,
    placeholder,
    required,
    uiSchema,
  } = props;
  const { t } = useFormTranslation();
  const inputProps = getInputProps(schema, type, options);
  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) =>
      onChange(event.target.value === '' ? options.emptyValue : event.target.value),
    [onChange, options.emptyValue],
  );
  const handleBlur = useCallback(
    (event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value),
    [onBlur, id],
  );
  const handleFocus = useCallback(
    (event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value),
    [onFocus, id],
  );
  const autoComplete =
    typeof uiSchema?.['ui:autocomplete'] === 'string' ? uiSchema['ui:autocomplete'] : undefined;
  const inputMode =
    typeof options.inputMode === 'string'
      ? (options.inputMode as 'numeric' | 'text' | 'email')
      : undefined;
  return (
    <InputGroup
      id={id}
      name={htmlName || id}
      {...inputProps}
      value={value == null ? '' : String(value)}
      placeholder={translateLabel(placeholder, t)}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      autoComplete={autoComplete}
      inputMode={inputMode}
      required={required}
      aria-invalid={(rawErrors?.length ?? 0) > 0}
      aria-describedby={ariaDescribedByIds(id, Boolean(schema.examples))}
      intent={(rawErrors?.length ?? 0) > 0 ? Intent.DANGER : Intent.NONE}
      onChange={onChangeOverride ?? handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
    />
  );
}

export const BaseInputTemplate = memo(BaseInputTemplateBase);
