/**
 * Choice lists ("ui:field": "choiceList" on an array of { id }): one checkbox per choice the page
 * supplies in `formContext.choices[ui:options.choices]` (e.g. the applicant's addresses as the
 * loan claim's implementation sites). The choices are data of the page, not of the schema, so
 * the schema (and its precompiled validator) stays the same for every applicant.
 * `ui:options.empty` is a translation key shown when there is nothing to choose.
 */
import { memo, useCallback, useMemo } from 'react';
import { Checkbox } from '@blueprintjs/core';
import type { FieldProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { useFormTranslation } from '../form-translation.ts';
import { translateLabel } from '../../translate.ts';

/** One choice: the id stored in the list and its label. */
export interface Choice {
  id: number;
  label: string;
}

function ChoiceListFieldBase({
  schema,
  uiSchema,
  formData,
  onChange,
  fieldPathId,
  disabled,
  readonly,
  required,
  registry,
  rawErrors,
  name,
}: FieldProps<Array<{ id: number }>>) {
  const { t } = useFormTranslation();
  const options = getUiOptions(uiSchema);
  const choices =
    (registry.formContext?.choices as Record<string, Choice[]> | undefined)?.[
      String(options.choices)
    ] ?? [];
  const chosen = useMemo(() => (Array.isArray(formData) ? formData : []), [formData]);
  const path = fieldPathId.path;
  const toggle = useCallback(
    (id: number, checked: boolean) =>
      onChange(checked ? [...chosen, { id }] : chosen.filter((item) => item.id !== id), path),
    [chosen, onChange, path],
  );
  const title = typeof schema.title === 'string' ? schema.title : name;
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <fieldset className="schema-form-choice-list bp6-form-group" id={fieldPathId.$id}>
      <legend className="bp6-label">
        {translateLabel(title, t)}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {choices.map((choice) => (
        <Checkbox
          key={choice.id}
          id={`${fieldPathId.$id}-${choice.id}`}
          label={choice.label}
          checked={chosen.some((item) => item.id === choice.id)}
          disabled={disabled || readonly}
          aria-invalid={invalid}
          onChange={(event) => toggle(choice.id, event.currentTarget.checked)}
        />
      ))}
      {choices.length === 0 && typeof options.empty === 'string' ? (
        <div className="bp6-form-helper-text">{translateLabel(options.empty, t)}</div>
      ) : null}
    </fieldset>
  );
}

export const ChoiceListField = memo(ChoiceListFieldBase);
