/**
 * The field's error under the control, translated now (see error-messages.ts), with an id for
 * aria-describedby. It changes only once a pointer press has ended (steady-while-pressed.ts).
 */
import { memo } from 'react';
import type { FieldErrorProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import { useFormTranslation } from '../form-translation.ts';
import { translateErrorMessage } from '../../error-messages.ts';
import { useSteadyWhilePressed } from '../steady-while-pressed.ts';

function FieldErrorTemplateBase({ errors: current, fieldPathId }: FieldErrorProps) {
  const { t, i18n } = useFormTranslation();
  const errors = useSteadyWhilePressed(current);
  if (!errors || errors.length === 0) return null;
  return (
    <div id={errorId(fieldPathId)} className="schema-form-error bp6-form-helper-text" role="alert">
      {errors.map((error, index) =>
        typeof error === 'string' ? (
          <div key={index}>{translateErrorMessage(error, t, i18n.language)}</div>
        ) : (
          <div key={index}>{error}</div>
        ),
      )}
    </div>
  );
}

export const FieldErrorTemplate = memo(FieldErrorTemplateBase);
