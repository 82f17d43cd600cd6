/**
 * A Blueprint Button that keeps the focus while its action runs (issue 20). Blueprint's `loading`
 * disables the button, and a disabled button loses the focus to the page's body: a keyboard or
 * screen-reader user who pressed "Save" is left nowhere. This one looks the same (the spinner in
 * place of the text) but stays enabled and focusable, says `aria-busy` / `aria-disabled`, and
 * ignores presses (and, as a submit button, the form's submission) until the action is done.
 */
import { Button, type ButtonProps, Classes, Spinner, SpinnerSize } from '@blueprintjs/core';
import { type MouseEvent, type Ref } from 'react';

export interface BusyButtonProps extends Omit<ButtonProps, 'loading'> {
  busy: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function BusyButton({ busy, className, icon, onClick, ref, ...props }: BusyButtonProps) {
  const press = (event: MouseEvent<HTMLElement>) => {
    if (busy) {
      // A submit button's press would submit its form again.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Button
      {...props}
      ref={ref}
      className={busy ? [className, Classes.LOADING].filter(Boolean).join(' ') : className}
      // Blueprint shows a loading button's spinner and hides the rest; this is its spinner.
      icon={busy ? <Spinner className={Classes.BUTTON_SPINNER} size={SpinnerSize.SMALL} /> : icon}
      aria-busy={busy || undefined}
      aria-disabled={busy || props.disabled || undefined}
      onClick={press}
    />
  );
}
