/**
 * Dates with Blueprint's DateInput: weeks start on Monday (spec section 9), month and day names
 * follow the interface language (date-fns hu / en-GB). ui:options.time adds HH:MM; times are
 * Budapest local times. Typing the date is allowed as well as picking it: the Hungarian way
 * ("2027.05.01", "2027. 05. 01.") or ISO (date-value.ts). Text that is no date is handed to the
 * form as typed, so the validator says "invalid date" rather than "required" (issue 20, item 6).
 * Placeholder, messages and the picker's navigation labels follow the interface language.
 */
import { memo, useCallback, useMemo } from 'react';
import { DateInput } from '@blueprintjs/datetime';
import type { WidgetProps } from '@rjsf/utils';
import hu from 'date-fns/locale/hu';
import enGB from 'date-fns/locale/en-GB';
import { useTranslation } from 'react-i18next';
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
  const { t, i18n } = useTranslation();
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
      inputProps={{
        id,
        name: htmlName || id,
        required,
        'aria-invalid': (rawErrors?.length ?? 0) > 0,
        onBlur: () => onBlur(id, value),
        onFocus: () => onFocus(id, value),
        // DateInput reports only real dates; other text goes to the form as typed, so the
        // validator names it an invalid date instead of an empty, required one.
        onChange: (event) => {
          const text = event.currentTarget.value;
          if (parseTypedDate(text, withTime) === false) onChange(text.trim());
        },
      }}
      fill
    />
  );
}

export const DateWidget = memo(DateWidgetBase);
