/** The help text under a field (ui:help), translated when it is a key. */
import { memo } from 'react';
import type { FieldHelpProps } from '@rjsf/utils';
import { helpId } from '@rjsf/utils';
import { useFormTranslation } from '../form-translation.ts';
import { translateLabel } from '../../translate.ts';

function FieldHelpTemplateBase({ help, fieldPathId }: FieldHelpProps) {
  const { t } = useFormTranslation();
  if (!help) return null;
  return (
    <div id={helpId(fieldPathId)} className="bp6-form-helper-text">
      {typeof help === 'string' ? translateLabel(help, t) : help}
    </div>
  );
}

export const FieldHelpTemplate = memo(FieldHelpTemplateBase);
