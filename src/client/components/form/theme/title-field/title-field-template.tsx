/** Section titles (objects, arrays): a heading with the translated title. */
import { memo } from 'react';
import { H4 } from '@blueprintjs/core';
import type { TitleFieldProps } from '@rjsf/utils';
import { useFormTranslation } from '../form-translation.ts';
import { translateLabel } from '../../translate.ts';

function TitleFieldTemplateBase({ id, title, required }: TitleFieldProps) {
  const { t } = useFormTranslation();
  return (
    <H4 id={id} className="schema-form-title">
      {translateLabel(title, t)}
      {required ? <span aria-hidden="true"> *</span> : null}
    </H4>
  );
}

export const TitleFieldTemplate = memo(TitleFieldTemplateBase);
