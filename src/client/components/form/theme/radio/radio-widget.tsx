/**
 * One choice of a few (enum, oneOf const/title, or a boolean as yes/no) as a Blueprint
 * RadioGroup. The group's id is the field id so the error summary can focus its first option.
 */
import { memo, type FormEvent } from 'react';
import { Radio, RadioGroup } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import {
  ariaDescribedByIds,
  enumOptionsIndexForValue,
  enumOptionsValueForIndex,
  optionId,
} from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { translateLabel } from '../../translate.ts';

function RadioWidgetBase({
  id,
  htmlName,
  value,
  disabled,
  readonly,
  options,
  onChange,
  rawErrors,
}: WidgetProps) {
  const { t } = useTranslation();
  const enumOptions = options.enumOptions ?? [];
  const selected = enumOptionsIndexForValue(value, enumOptions) as string | undefined;
  const handleChange = (event: FormEvent<HTMLInputElement>) =>
    onChange(enumOptionsValueForIndex(event.currentTarget.value, enumOptions, options.emptyValue));
  return (
    <div
      id={id}
      role="radiogroup"
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={(rawErrors?.length ?? 0) > 0}
    >
      <RadioGroup
        name={htmlName || id}
        selectedValue={selected}
        onChange={handleChange}
        disabled={disabled || readonly}
        inline={options.inline === true}
      >
        {enumOptions.map((option, index) => (
          <Radio
            key={index}
            id={optionId(id, index)}
            value={String(index)}
            labelElement={translateLabel(option.label, t)}
          />
        ))}
      </RadioGroup>
    </div>
  );
}

export const RadioWidget = memo(RadioWidgetBase);
