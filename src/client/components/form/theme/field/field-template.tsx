/**
 * Every field: a Blueprint FormGroup with the translated label (a required marker), the
 * description, the control, the field's translated error and the help text. Objects and arrays
 * draw their own titles, so they pass through.
 */
import { memo } from 'react';
import { FormGroup, Intent } from '@blueprintjs/core';
import type { FieldTemplateProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { useFormTranslation } from '../form-translation.ts';
import { translateLabel } from '../../translate.ts';

/** Widgets that draw their own label next to the control. */
const SELF_LABELLED = new Set(['checkbox']);

function FieldTemplateBase(props: FieldTemplateProps) {
  const {
    id,
    label,
    children,
    errors,
    help,
    description,
    hidden,
    required,
    displayLabel,
    rawErrors,
    uiSchema,
    schema,
    classNames,
  } = props;
  const { t } = useFormTranslation();
  if (hidden) return <div hidden>{children}</div>;
  const options = getUiOptions(uiSchema);
  const container = schema.type === 'object' || schema.type === 'array';
  if (container) {
    // Sections and lists draw their own titles; their own errors (e.g. "add at least one
    // file") still show under them.
    return (
      <div className={classNames}>
        {children}
        {errors}
      </div>
    );
  }
  const selfLabelled =
    SELF_LABELLED.has(String(options.widget ?? '')) ||
    (schema.type === 'boolean' && options.widget !== 'radio');
  const hasErrors = (rawErrors?.length ?? 0) > 0;
  return (
    <FormGroup
      className={`schema-form-field ${classNames ?? ''}`}
      label={displayLabel && !selfLabelled ? translateLabel(label, t) : undefined}
      labelFor={id}
      labelInfo={
        displayLabel && !selfLabelled && required ? <span aria-hidden="true">*</span> : undefined
      }
      intent={hasErrors ? Intent.DANGER : Intent.NONE}
      subLabel={displayLabel && !selfLabelled ? description : undefined}
    >
      {children}
      {errors}
      {help}
    </FormGroup>
  );
}

export const FieldTemplate = memo(FieldTemplateBase);
