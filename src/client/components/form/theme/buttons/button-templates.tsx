/** Buttons as Blueprint Buttons: icons with translated labels (rjsf's translateString). */
import { memo, type MouseEvent } from 'react';
import { Button, Intent, type IconName } from '@blueprintjs/core';
import type { IconButtonProps, SubmitButtonProps } from '@rjsf/utils';
import { getSubmitButtonOptions, TranslatableString } from '@rjsf/utils';
import { useFormTranslation } from '../form-translation.ts';
import { translateLabel } from '../../translate.ts';

function iconButton(
  icon: IconName,
  label: TranslatableString,
  options: { text?: boolean; intent?: Intent } = {},
) {
  function IconButton({ registry, onClick, disabled, id, className }: IconButtonProps) {
    const text = registry.translateString(label);
    return (
      <Button
        id={id}
        className={className}
        icon={icon}
        variant={options.text ? 'outlined' : 'minimal'}
        intent={options.intent}
        aria-label={text}
        title={text}
        text={options.text ? text : undefined}
        disabled={disabled}
        onClick={onClick as ((event: MouseEvent<HTMLElement>) => void) | undefined}
      />
    );
  }
  return memo(IconButton);
}

function SubmitButtonBase({ uiSchema }: SubmitButtonProps) {
  const { t } = useFormTranslation();
  const { submitText, norender, props } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  const text =
    submitText && submitText !== 'Submit' ? translateLabel(submitText, t) : t('form:theme.submit');
  return (
    <Button
      type="submit"
      intent={Intent.PRIMARY}
      text={text}
      disabled={props?.disabled}
      className={props?.className}
    />
  );
}

export const ButtonTemplates = {
  SubmitButton: memo(SubmitButtonBase),
  AddButton: iconButton('add', TranslatableString.AddItemButton, { text: true }),
  CopyButton: iconButton('duplicate', TranslatableString.CopyButton),
  MoveDownButton: iconButton('arrow-down', TranslatableString.MoveDownButton),
  MoveUpButton: iconButton('arrow-up', TranslatableString.MoveUpButton),
  RemoveButton: iconButton('trash', TranslatableString.RemoveButton, { intent: Intent.DANGER }),
  ClearButton: iconButton('cross', TranslatableString.ClearButton),
};
