/**
 * Dates with Blueprint's DateInput: weeks start on Monday (spec section 9), month and day names
 * follow the interface language (date-fns hu / en-GB). ui:options.time adds HH:MM; times are
 * Budapest local times. Typing the date is allowed as well as picking it: the Hungarian way
 * ("2027.05.01", "2027. 05. 01.") or ISO (date-value.ts). Text that is no date is handed to the
 * form as typed, so the validator says "invalid date" rather than "required" (issue 20, item 6).
 * Placeholder, messages and the picker's navigation labels follow the interface language.
 *
 * By keyboard the field is a combobox like the others (issue 20): Tab goes on to the next field
 * (Blueprint would move the focus into the calendar, and back to the field after it), ArrowDown
 * opens the calendar and moves the focus into it, Escape closes it and keeps the focus on the
 * field (Blueprint would blur the field, dropping the focus to the page), and Enter takes the
 * typed date without submitting the form.
 */
import { type KeyboardEvent, memo, useCallback, useMemo, useRef, useState } from 'react';
import { DateInput } from '@blueprintjs/datetime';
import type { WidgetProps } from '@rjsf/utils';
import hu from 'date-fns/locale/hu';
import enGB from 'date-fns/locale/en-GB';
import { useFormTranslation } from '../form-translation.ts';
import { WEEK_STARTS_ON } from '../../../../../shared/format.ts';
import { formatTypedDate, fromPickerValue, parseTypedDate, toPickerValue } from './date-value.ts';

const LOCALES = { hu, en: enGB };

function DateWidgetBase({
  id,
  htmlName,
  value,
  disabled,
  readonly,
  required,
  options,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
  placeholder,
}: WidgetProps) {
  const { t, i18n } = useFormTranslation();
  const withTime = options.time === true;
  const language = i18n.language === 'en' ? 'en' : 'hu';
  const locale = LOCALES[language];
  const handleChange = useCallback(
    (next: string | null) => onChange(fromPickerValue(next, withTime) ?? options.emptyValue),
    [onChange, withTime, options.emptyValue],
  );
  const parseDate = useCallback(
    (text: string) => parseTypedDate(text, withTime) ?? false,
    [withTime],
  );
  const formatDate = useCallback(
    (date: Date) => formatTypedDate(date, withTime, language),
    [withTime, language],
  );
  const inputRef = useRef<HTMLInputElement>(null);
  // Closed by the keyboard (Tab, Escape) until the field is focused, clicked or ArrowDown is
  // pressed: overrides Blueprint's open state (which follows it to closed).
  const [closed, setClosed] = useState(false);
  const keepClosed = useRef(false);
  const popoverProps = useMemo(() => (closed ? { isOpen: false } : {}), [closed]);
  /** Opens the calendar again: Blueprint opens it when its field takes the focus. */
  const reopen = useCallback((input: HTMLInputElement) => {
    setClosed(false);
    if (document.getElementById(input.getAttribute('aria-controls') ?? '')) return;
    input.blur();
    input.focus();
  }, []);
  const onKeyDownCapture = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const input = inputRef.current;
      const inField = event.target === input;
      if (event.key === 'Escape') {
        event.stopPropagation();
        setClosed(true);
        if (!inField && input) {
          keepClosed.current = true;
          input.focus();
          keepClosed.current = false;
        }
      } else if (!inField) {
        return;
      } else if (event.key === 'Tab' && !event.shiftKey) {
        // Not handed to Blueprint: the browser moves the focus to the next field.
        event.stopPropagation();
        setClosed(true);
      } else if (event.key === 'Enter') {
        // Blueprint takes the typed date; the form is not submitted.
        event.preventDefault();
      } else if (event.key === 'ArrowDown' && input) {
        event.preventDefault();
        event.stopPropagation();
        reopen(input);
        // Into the calendar once it is open: the selected (or today's) day, else its first control.
        requestAnimationFrame(() => {
          const calendar = document.getElementById(input.getAttribute('aria-controls') ?? '');
          const target =
            calendar?.querySelector<HTMLElement>('.rdp-day_button[tabindex="0"]') ??
            calendar?.querySelector<HTMLElement>('select, button');
          target?.focus();
        });
      }
    },
    [reopen],
  );
  const labels = useMemo(
    () => ({
      labelPrevious: () => t('form:datePicker.previousMonth'),
      labelNext: () => t('form:datePicker.nextMonth'),
      labelMonthDropdown: () => t('form:datePicker.month'),
      labelYearDropdown: () => t('form:datePicker.year'),
    }),
    [t],
  );
  return (
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- only steers the keys of the field and its calendar
    <div className="schema-form-date" onKeyDownCapture={onKeyDownCapture}>
      <DateInput
        value={toPickerValue(value)}
        onChange={handleChange}
        parseDate={parseDate}
        formatDate={formatDate}
        invalidDateMessage={t('form:datePicker.invalid')}
        outOfRangeMessage={t('form:datePicker.outOfRange')}
        locale={locale}
        timePrecision={withTime ? 'minute' : undefined}
        timezone="Europe/Budapest"
        showTimezoneSelect={false}
        disableTimezoneSelect
        disabled={disabled || readonly}
        canClearSelection={!required}
        clearButtonText={t('form:theme.clear')}
        todayButtonText={t('form:theme.today')}
        showActionsBar
        minDate={new Date(1900, 0, 1)}
        maxDate={new Date(2100, 11, 31)}
        placeholder={
          placeholder ||
          t(withTime ? 'form:datePicker.placeholderWithTime' : 'form:datePicker.placeholder')
        }
        dayPickerProps={{ weekStartsOn: WEEK_STARTS_ON, labels }}
        popoverProps={popoverProps}
        inputProps={{
          id,
          inputRef,
          'aria-keyshortcuts': 'ArrowDown Escape',
          name: htmlName || id,
          required,
          'aria-invalid': (rawErrors?.length ?? 0) > 0,
          onBlur: () => onBlur(id, value),
          onFocus: () => {
            if (!keepClosed.current) setClosed(false);
            onFocus(id, value);
          },
          onClick: (event) => reopen(event.currentTarget),
          // DateInput reports only real dates; other text goes to the form as typed, so the
          // validator names it an invalid date instead of an empty, required one.
          onChange: (event) => {
            const text = event.currentTarget.value;
            if (parseTypedDate(text, withTime) === false) onChange(text.trim());
          },
        }}
        fill
      />
    </div>
  );
}

export const DateWidget = memo(DateWidgetBase);
