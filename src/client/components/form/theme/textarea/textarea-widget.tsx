/**
 * Long text (ui:widget 'textarea', ui:options.rows): Blueprint's text area markup and classes on
 * a plain <textarea>. Blueprint's TextArea component reads the element's `scrollHeight` on every
 * change and after every value update, even without `autoResize`: a forced layout of the whole
 * page inside each keystroke (issue 17; ≈ 2 ms per keystroke at 4× CPU in the support content's
 * profile), for a height it does not use.
 */
import { memo, useCallback, type ChangeEvent, type FocusEvent } from 'react';
import { Classes } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useFormTranslation } from '../form-translation.ts';
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
  const { t } = useFormTranslation();
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
    <textarea
      className={`${Classes.INPUT} ${Classes.TEXT_AREA} ${Classes.FILL}${invalid ? ` ${Classes.INTENT_DANGER}` : ''}`}
      id={id}
      name={htmlName || id}
      value={value == null ? '' : String(value)}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      placeholder={translateLabel(placeholder, t)}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      required={required}
      aria-invalid={invalid}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
    />
  );
}

export const TextareaWidget = memo(TextareaWidgetBase);
