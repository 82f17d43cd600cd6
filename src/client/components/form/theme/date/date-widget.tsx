/**
 * Dates with Blueprint's DateInput: weeks start on Monday (spec section 9), month and day names
 * follow the interface language (date-fns hu / en-GB). ui:options.time adds HH:MM; times are
 * Budapest local times. Typing the date is allowed as well as picking it.
 */
import { memo, useCallback } from 'react';
import { DateInput } from '@blueprintjs/datetime';
import type { WidgetProps } from '@rjsf/utils';
import hu from 'date-fns/locale/hu';
import enGB from 'date-fns/locale/en-GB';
import { useTranslation } from 'react-i18next';
import { WEEK_STARTS_ON } from '../../../../../shared/format.ts';
import { fromPickerValue, toPickerValue } from './date-value.ts';

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
  const locale = i18n.language === 'en' ? LOCALES.en : LOCALES.hu;
  const handleChange = useCallback(
    (next: string | null) => onChange(fromPickerValue(next, withTime) ?? options.emptyValue),
    [onChange, withTime, options.emptyValue],
  );
  const format = withTime ? 'yyyy-MM-dd HH:mm' : 'yyyy-MM-dd';
  return (
    <DateInput
      value={toPickerValue(value)}
      onChange={handleChange}
      dateFnsFormat={format}
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
      placeholder={placeholder || format.toUpperCase()}
      dayPickerProps={{ weekStartsOn: WEEK_STARTS_ON }}
      inputProps={{
        id,
        name: htmlName || id,
        required,
        'aria-invalid': (rawErrors?.length ?? 0) > 0,
        onBlur: () => onBlur(id, value),
        onFocus: () => onFocus(id, value),
      }}
      fill
    />
  );
}

export const DateWidget = memo(DateWidgetBase);
