/** A single boolean as a Blueprint Checkbox carrying the field's translated label. */
import { memo, useCallback, type ChangeEvent } from 'react';
import { Checkbox } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useFormTranslation } from '../form-translation.ts';
import { translateLabel } from '../../translate.ts';

function CheckboxWidgetBase({
  id,
  htmlName,
  value,
  disabled,
  readonly,
  autofocus,
  label,
  required,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const { t } = useFormTranslation();
  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked),
    [onChange],
  );
  return (
    <Checkbox
      id={id}
      name={htmlName || id}
      checked={value === true}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      required={required}
      aria-invalid={(rawErrors?.length ?? 0) > 0}
      aria-describedby={ariaDescribedByIds(id)}
      labelElement={
        <>
          {translateLabel(label, t)}
          {required ? <span aria-hidden="true"> *</span> : null}
        </>
      }
      onChange={handleChange}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}

export const CheckboxWidget = memo(CheckboxWidgetBase);
