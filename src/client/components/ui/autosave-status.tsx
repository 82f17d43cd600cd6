/**
 * A small live region telling whether typed data is saved. It looks like Blueprint's minimal Tag
 * but is drawn with the Tag's classes: the Tag component measures its text in a layout effect
 * (for a tooltip on overflow) and sets state from it, which forced a layout and a second render
 * inside the keystroke that changed the status (`bench/typing.ts`). It alone subscribes to the
 * status: a change of status renders this line, not the page and its form.
 */
import { Classes, type Intent } from '@blueprintjs/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { type AutosaveStatusStore, useAutosaveStatus } from '../../hooks/use-autosave.ts';

export const AutosaveIndicator = memo(function AutosaveIndicator({
  status: store,
}: {
  status: AutosaveStatusStore;
}) {
  const { t } = useTranslation('calls');
  const status = useAutosaveStatus(store);
  const intent: Intent =
    status === 'error' || status === 'conflict'
      ? 'danger'
      : status === 'saved'
        ? 'success'
        : 'none';
  // The tag keeps its place while idle, only unseen: if it appeared with the first pause, the
  // form below would move down under a pointer about to press a radio button or a checkbox (the
  // press then lands beside it, and the choice is lost).
  const idle = status === 'idle';
  return (
    <div
      className={idle ? 'autosave-status autosave-status--idle' : 'autosave-status'}
      aria-live="polite"
    >
      <span
        className={`${Classes.TAG} ${Classes.MINIMAL} ${Classes.intentClass(intent) ?? ''}`}
        data-testid={idle ? undefined : 'autosave-status'}
      >
        <span className={`${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>
          {idle ? '' : t(`autosave.${status}`)}
        </span>
      </span>
    </div>
  );
});
