/** Long text (ui:widget 'textarea', ui:options.rows) as a Blueprint TextArea. */
import { memo, useCallback, type ChangeEvent, type FocusEvent } from 'react';
import { Intent, TextArea } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { translateLabel } from '../../translate.ts';

function TextareaWidgetBase({
  id,
  htmlName,
  value,
  disabled,
  readonly,
  autofocus,
  placeholder,
  options,
  rawErrors,
  required,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const { t } = useTranslation();
  const handleChange = useCallback(
    (event: ChangeEvent<HTMLTextAreaElement>) =>
      onChange(event.target.value === '' ? options.emptyValue : event.target.value),
    [onChange, options.emptyValue],
  );
  const handleBlur = useCallback(
    (event: FocusEvent<HTMLTextAreaElement>) => onBlur(id, event.target.value),
    [onBlur, id],
  );
  const handleFocus = useCallback(
    (event: FocusEvent<HTMLTextAreaElement>) => onFocus(id, event.target.value),
    [onFocus, id],
  );
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <TextArea
      id={id}
      name={htmlName || id}
      value={value == null ? '' : String(value)}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      placeholder={translateLabel(placeholder, t)}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      required={required}
      fill
      aria-invalid={invalid}
      aria-describedby={ariaDescribedByIds(id)}
      intent={invalid ? Intent.DANGER : Intent.NONE}
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
    />
  );
}

export const TextareaWidget = memo(TextareaWidgetBase);
