/**
 * Amounts and other numbers (ui:widget 'amount'): Hungarian grouping while typing
 * ('1 234 567'), shown with the currency when not edited ('1 234 567 Ft'); in English the English
 * convention ('1,234,567', 'HUF 1,234,567'), decision 0035.
 * ui:options: decimals (0 | 2, default 0), currency (default true; false for plain numbers),
 * allowNegative (string fields only; number fields allow a minus unless `minimum` >= 0).
 * A string field (the financial years' decimal strings) stores the number as plain digits
 * ('125000000'), so "125 000 000" typed the way the portal shows it is accepted (issue 20, item 7).
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
import { useFormTranslation } from '../form-translation.ts';
import { resolveLanguage } from '../../../../../shared/i18n-languages.ts';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import {
  caretAfterFormat,
  displayAmount,
  draftValue,
  editableAmount,
  formatDraft,
} from './amount-format.ts';

/** Props of the plain amount input, usable outside a schema form. */
export interface AmountInputProps {
  id: string;
  name?: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  decimals?: 0 | 2;
  currency?: boolean;
  allowNegative?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  autoFocus?: boolean;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The one amount input of the portal: Hungarian grouping while typing, the currency shown when
 * not edited, the caret kept where the user typed.
 */
export function AmountInput({
  id,
  name,
  value,
  onChange,
  onBlur,
  onFocus,
  decimals = 0,
  currency = true,
  allowNegative = false,
  disabled,
  readOnly,
  autoFocus,
  required,
  invalid = false,
  describedBy,
}: AmountInputProps) {
  const numeric = value;
  const { i18n } = useFormTranslation();
  const language = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(() => editableAmount(numeric, decimals, language));
  const caret = useRef<number | null>(null);
  const selectAll = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  // A value set from outside (reset, loaded data) replaces the draft.
  // Out of editing the draft is always the stored value in the current language (a language
  // switch regroups it).
  if (!editing) {
    const next = editableAmount(numeric, decimals, language);
    if (next !== draft) setDraft(next);
  }

  useLayoutEffect(() => {
    // Focus swaps the displayed text ('… Ft') for the editable draft; select it only once the
    // draft is in the DOM, or the swap would drop the selection and typing would append.
    if (selectAll.current && input.current && document.activeElement === input.current) {
      input.current.select();
      selectAll.current = false;
      return;
    }
    if (caret.current !== null && input.current && document.activeElement === input.current) {
      input.current.setSelectionRange(caret.current, caret.current);
      caret.current = null;
    }
  });

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const typed = event.target.value;
      const formatted = formatDraft(typed, { decimals, allowNegative, language });
      caret.current = caretAfterFormat(
        typed,
        event.target.selectionStart ?? typed.length,
        formatted,
        language,
      );
      setDraft(formatted);
      const next = draftValue(formatted, language);
      if (next !== numeric) onChange(next);
    },
    [decimals, allowNegative, numeric, onChange, language],
  );
  const handleFocus = useCallback(
    (event: FocusEvent<HTMLInputElement>) => {
      setEditing(true);
      onFocus?.();
      selectAll.current = true;
      event.target.select();
    },
    [onFocus],
  );
  const handleBlur = useCallback(() => {
    setEditing(false);
    onBlur?.();
  }, [onBlur]);

  return (
    <InputGroup
      inputRef={input}
      id={id}
      name={name ?? id}
      className="schema-form-amount"
      inputMode={decimals === 2 ? 'decimal' : 'numeric'}
      value={editing ? draft : displayAmount(numeric, decimals, currency, language)}
      disabled={disabled}
      readOnly={readOnly}
      autoFocus={autoFocus}
      required={required}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      intent={invalid ? Intent.DANGER : Intent.NONE}
      onChange={handleChange}
      onFocus={handleFocus}
      onBlur={handleBlur}
    />
  );
}

/** A stored decimal string ('125000000', '12.5', '12,5') as a number; undefined when empty or not one. */
function numberOfString(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value.trim().replace(',', '.'));
  return Number.isFinite(number) ? number : undefined;
}

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
  const storesString = schema.type === 'string';
  const numeric =
    typeof value === 'number' ? value : storesString ? numberOfString(value) : undefined;
  const handleChange = useCallback(
    (next: number | undefined) =>
      onChange(next === undefined ? options.emptyValue : storesString ? String(next) : next),
    [onChange, options.emptyValue, storesString],
  );
  const handleFocus = useCallback(() => onFocus(id, numeric), [id, numeric, onFocus]);
  const handleBlur = useCallback(() => onBlur(id, numeric), [id, numeric, onBlur]);
  return (
    <AmountInput
      id={id}
      name={htmlName || id}
      value={numeric}
      onChange={handleChange}
      onFocus={handleFocus}
      onBlur={handleBlur}
      decimals={options.decimals === 2 ? 2 : 0}
      currency={options.currency !== false}
      allowNegative={
        storesString
          ? options.allowNegative === true
          : typeof schema.minimum !== 'number' || schema.minimum < 0
      }
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      required={required}
      invalid={(rawErrors?.length ?? 0) > 0}
      describedBy={ariaDescribedByIds(id)}
    />
  );
}

export const AmountWidget = memo(AmountWidgetBase);
