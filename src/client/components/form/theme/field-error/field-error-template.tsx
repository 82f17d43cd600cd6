/** The field's error under the control, translated now (see error-messages.ts), with an id for aria-describedby. */
import { memo } from 'react';
import type { FieldErrorProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { translateErrorMessage } from '../../error-messages.ts';

function FieldErrorTemplateBase({ errors, fieldPathId }: FieldErrorProps) {
  const { t, i18n } = useTranslation();
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
