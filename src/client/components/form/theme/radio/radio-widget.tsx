/**
 * One choice of a few (enum, oneOf const/title, or a boolean as yes/no) as a Blueprint
 * RadioGroup. The group's id is the field id so the error summary can focus its first option.
 * The group reports focus and blur as one field, like the other widgets: moving between its
 * options (the arrow keys) is neither, leaving the group is a blur (which shows its message).
 */
import { memo, type FocusEvent, type FormEvent } from 'react';
import { Radio, RadioGroup } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import {
  ariaDescribedByIds,
  enumOptionsIndexForValue,
  enumOptionsValueForIndex,
  optionId,
} from '@rjsf/utils';
import { useFormTranslation } from '../form-translation.ts';
import { translateLabel } from '../../translate.ts';

/**
 * Whether focus moved between the group's own options (focusin/focusout bubble from them): no
 * focus or blur of the field.
 */
function within(event: FocusEvent<HTMLDivElement>): boolean {
  return event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget);
}

function RadioWidgetBase({
  id,
  htmlName,
  value,
  disabled,
  readonly,
  options,
  onChange,
  onBlur,
  onFocus,
  rawErrors,
}: WidgetProps) {
  const { t } = useFormTranslation();
  const enumOptions = options.enumOptions ?? [];
  const selected = enumOptionsIndexForValue(value, enumOptions) as string | undefined;
  const handleChange = (event: FormEvent<HTMLInputElement>) =>
    onChange(enumOptionsValueForIndex(event.currentTarget.value, enumOptions, options.emptyValue));
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!within(event)) onBlur(id, value);
  };
  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!within(event)) onFocus(id, value);
  };
  return (
    <div
      id={id}
      role="radiogroup"
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={(rawErrors?.length ?? 0) > 0}
      onBlur={handleBlur}
      onFocus={handleFocus}
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
