/**
 * Amounts and other numbers (ui:widget 'amount'): Hungarian grouping while typing
 * ('1 234 567'), shown with the currency when not edited ('1 234 567 Ft').
 * ui:options: decimals (0 | 2, default 0), currency (default true; false for plain numbers).
 */
import {
  memo,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
} from 'react';
import { InputGroup, Intent } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import {
  caretAfterFormat,
  displayAmount,
  draftValue,
  editableAmount,
  formatDraft,
} from './amount-format.ts';

function AmountWidgetBase({
  id,
  htmlName,
  value,
  disabled,
  readonly,
  autofocus,
  required,
  options,
  schema,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const decimals: 0 | 2 = options.decimals === 2 ? 2 : 0;
  const currency = options.currency !== false;
  const allowNegative = typeof schema.minimum !== 'number' || schema.minimum < 0;
  const numeric = typeof value === 'number' ? value : undefined;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(() => editableAmount(numeric, decimals));
  const caret = useRef<number | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // A value set from outside (reset, loaded data) replaces the draft unless it is what we typed.
  if (!editing && draftValue(draft) !== numeric) {
    const next = editableAmount(numeric, decimals);
    if (next !== draft) setDraft(next);
  }

  useLayoutEffect(() => {
    if (caret.current !== null && input.current && document.activeElement === input.current) {
      input.current.setSelectionRange(caret.current, caret.current);
      caret.current = null;
    }
  });

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const typed = event.target.value;
      const formatted = formatDraft(typed, { decimals, allowNegative });
      caret.current = caretAfterFormat(
        typed,
        event.target.selectionStart ?? typed.length,
        formatted,
      );
      setDraft(formatted);
      const next = draftValue(formatted);
      if (next !== numeric) onChange(next === undefined ? options.emptyValue : next);
    },
    [decimals, allowNegative, numeric, onChange, options.emptyValue],
  );
  const handleFocus = useCallback(
    (event: FocusEvent<HTMLInputElement>) => {
      setEditing(true);
      onFocus(id, numeric);
      event.target.select();
    },
    [id, numeric, onFocus],
  );
  const handleBlur = useCallback(() => {
    setEditing(false);
    onBlur(id, numeric);
  }, [id, numeric, onBlur]);

  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <InputGroup
      inputRef={input}
      id={id}
      name={htmlName || id}
      className="schema-form-amount"
      inputMode={decimals === 2 ? 'decimal' : 'numeric'}
      value={editing ? draft : displayAmount(numeric, decimals, currency)}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      required={required}
      aria-invalid={invalid}
      aria-describedby={ariaDescribedByIds(id)}
      intent={invalid ? Intent.DANGER : Intent.NONE}
      onChange={handleChange}
      onFocus={handleFocus}
      onBlur={handleBlur}
    />
  );
}

export const AmountWidget = memo(AmountWidgetBase);
