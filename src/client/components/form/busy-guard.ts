/**
 * The form's busy state without a keyboard trap (issue 20). Disabling the fields while a submit
 * runs took the focus from the field the person pressed Enter in: a disabled element cannot
 * hold it, so it fell to <body>, and the failure message that followed was announced nowhere
 * near them. Instead the fields stay as they are (focusable, in the tab order) and the form's
 * container turns away, in the capture phase before any widget sees them, everything that would
 * change the data or submit again: typing, pasting, dropping, changes, presses and the keys that
 * choose (Enter, the arrows of a suggestion list). React restores a controlled input whose
 * change no handler took, so a keystroke that got through shows nothing either.
 */
import type { DOMAttributes, KeyboardEvent, SyntheticEvent } from 'react';

/** Keys that submit, or choose in a suggestion list or a date picker. */
const CHOOSING_KEYS = new Set(['Enter', 'ArrowUp', 'ArrowDown', ' ']);

function refuse(event: SyntheticEvent): void {
  event.preventDefault();
  event.stopPropagation();
}

function refuseChoosingKey(event: KeyboardEvent): void {
  // A space typed into a text box is the beforeinput's to refuse; on a checkbox or a button it
  // would press it.
  if (CHOOSING_KEYS.has(event.key)) refuse(event);
}

/** The container's handlers while the form is busy: nothing reaches the fields but the focus. */
export const busyGuardHandlers: DOMAttributes<HTMLDivElement> = {
  onSubmitCapture: refuse,
  onBeforeInputCapture: refuse,
  onChangeCapture: refuse,
  onPasteCapture: refuse,
  onCutCapture: refuse,
  onDropCapture: refuse,
  onClickCapture: refuse,
  onKeyDownCapture: refuseChoosingKey,
};
