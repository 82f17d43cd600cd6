/** A choice from a list (enum / oneOf) as a Blueprint HTMLSelect with an empty first option. */
import { memo, type ChangeEvent } from 'react';
import { HTMLSelect } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import {
  ariaDescribedByIds,
  enumOptionsIndexForValue,
  enumOptionsValueForIndex,
} from '@rjsf/utils';
import { useFormTranslation } from '../form-translation.ts';
import { translateLabel } from '../../translate.ts';

function SelectWidgetBase({
  id,
  htmlName,
  value,
  disabled,
  readonly,
  autofocus,
  required,
  options,
  placeholder,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const { t } = useFormTranslation();
  const enumOptions = options.enumOptions ?? [];
  const selected = enumOptionsIndexForValue(value, enumOptions) as string | undefined;
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) =>
    onChange(
      event.target.value === ''
        ? options.emptyValue
        : enumOptionsValueForIndex(event.target.value, enumOptions, options.emptyValue),
    );
  return (
    <HTMLSelect
      id={id}
      name={htmlName || id}
      value={selected ?? ''}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      required={required}
      fill
      aria-invalid={(rawErrors?.length ?? 0) > 0}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={handleChange}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    >
      <option value="">
        {placeholder ? translateLabel(placeholder, t) : t('form:theme.choose')}
      </option>
      {enumOptions.map((option, index) => (
        <option key={index} value={String(index)} disabled={option.schema?.readOnly === true}>
          {translateLabel(option.label, t)}
        </option>
      ))}
    </HTMLSelect>
  );
}

export const SelectWidget = memo(SelectWidgetBase);
