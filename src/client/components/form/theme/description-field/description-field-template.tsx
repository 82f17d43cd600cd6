/** Descriptions (schema `description`), translated when they are keys. */
import { memo } from 'react';
import type { DescriptionFieldProps } from '@rjsf/utils';
import { useFormTranslation } from '../form-translation.ts';
import { translateLabel } from '../../translate.ts';

function DescriptionFieldTemplateBase({ id, description }: DescriptionFieldProps) {
  const { t } = useFormTranslation();
  if (!description) return null;
  return (
    <div id={id} className="schema-form-description bp6-text-muted">
      {typeof description === 'string' ? translateLabel(description, t) : description}
    </div>
  );
}

export const DescriptionFieldTemplate = memo(DescriptionFieldTemplateBase);
