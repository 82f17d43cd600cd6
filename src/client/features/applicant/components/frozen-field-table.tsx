/**
 * A read-only table of a form's fields for the -old screens: the value at submission and, for a
 * field changed since, a "changed since submission" tag with the current value (text, so it does
 * not rely on the colour). The 'current' variant lists an owner added since, with its values now.
 */
import { HTMLTable, Tag } from '@blueprintjs/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../../shared/format.ts';
import { resolveLanguage } from '../../../../shared/i18n-languages.ts';
import type { ComparedField } from './frozen-comparison.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the -old screens' styles
import './frozen.css';

/** A field's value as text, named the way the form names it (enum names, dates, numbers). */
function useDisplayValue() {
  const { t, i18n } = useTranslation('applicant');
  const language = resolveLanguage(i18n.language);
  return (property: RJSFSchema, ui: UiSchema, value: unknown): string => {
    if (value === undefined || value === null || value === '') return t('frozen.empty');
    if (typeof value === 'boolean') return t(value ? 'frozen.yes' : 'frozen.no');
    if (typeof value === 'object') {
      const picked = value as { id?: number; name?: string; code?: string };
      if (!picked.id) return t('frozen.empty');
      return [picked.code, picked.name].filter(Boolean).join(' – ') || `#${picked.id}`;
    }
    const names = ui['ui:enumNames'] as string[] | undefined;
    const index = property.enum?.indexOf(value as string) ?? -1;
    if (names && index >= 0 && names[index]) return t(names[index]);
    if (ui['ui:widget'] === 'date' && typeof value === 'string') return formatDate(value, language);
    if (typeof value === 'number')
      return formatNumber(value, property.type === 'integer' ? '0,0' : '0,0.00', language);
    return String(value);
  };
}

export function FrozenFieldTable({
  fields,
  caption,
  variant = 'compare',
}: {
  fields: ComparedField[];
  caption: string;
  /** 'compare': frozen value and changes; 'current': only the current values. */
  variant?: 'compare' | 'current';
}) {
  const { t } = useTranslation('applicant');
  const display = useDisplayValue();
  return (
    <HTMLTable className="frozen-fields" compact>
      {/* The heading above already says it; the caption names the table for screen readers. */}
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('frozen.field')}</th>
          {variant === 'compare' ? (
            <>
              <th scope="col">{t('frozen.atSubmission')}</th>
              <th scope="col">{t('frozen.sinceThen')}</th>
            </>
          ) : (
            <th scope="col">{t('frozen.currentValueHeading')}</th>
          )}
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr
            key={field.key}
            className={variant === 'compare' && field.changed ? 'frozen-changed' : undefined}
            data-field={field.key}
          >
            <th scope="row">{t(field.property.title ?? field.key)}</th>
            {variant === 'compare' ? (
              <>
                <td>{display(field.property, field.ui, field.frozen)}</td>
                <td>
                  {field.changed ? (
                    <>
                      <Tag intent="warning" icon="edit">
                        {t('frozen.changed')}
                      </Tag>
                      <span className="frozen-current-value">
                        {t('frozen.currentValue', {
                          value: display(field.property, field.ui, field.current),
                        })}
                      </span>
                    </>
                  ) : null}
                </td>
              </>
            ) : (
              <td>{display(field.property, field.ui, field.current)}</td>
            )}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
