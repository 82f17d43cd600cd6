/**
 * custom-fields.ui.json: the rjsf UI schema of the custom fields gives every field of the schema
 * a known component that suits it, and orders exactly the schema's groups and fields.
 */
import type { JsonObject } from '../catalogue.ts';
import type { CustomFieldSummary } from './custom-fields-schema.ts';
import { type Report, isObject } from './report.ts';

/** Component types of the spec → rjsf widgets: input, textarea, date picker, checkbox, radio. */
const WIDGETS = new Set(['text', 'textarea', 'date', 'checkbox', 'radio']);

/** The UI schema's problems against the schema's summary (custom-fields-schema.ts). */
export function checkCustomFieldsUi(
  ui: JsonObject,
  summary: CustomFieldSummary,
  report: Report,
): void {
  for (const group of summary.groups) {
    const groupUi = isObject(ui[group.id]) ? (ui[group.id] as JsonObject) : {};
    for (const field of group.fields) {
      const fieldUi = isObject(groupUi[field.id]) ? (groupUi[field.id] as JsonObject) : {};
      const widget = fieldUi['ui:widget'];
      const uiAt = `/${group.id}/${field.id}`;
      if (typeof widget !== 'string' || !WIDGETS.has(widget)) {
        report(`${uiAt} ui:widget must be one of ${[...WIDGETS].join(', ')}`);
        continue;
      }
      const compatible =
        (widget === 'text' && field.type !== 'boolean' && field.format === undefined) ||
        (widget === 'textarea' && field.type === 'string' && field.format === undefined) ||
        (widget === 'date' && field.format === 'date') ||
        (widget === 'checkbox' && field.type === 'boolean') ||
        (widget === 'radio' && field.options.length > 0);
      if (!compatible)
        report(`${uiAt} ui:widget '${widget}' does not suit a ${String(field.type)} field`);
    }
    const order = isObject(ui[group.id]) ? (ui[group.id] as JsonObject)['ui:order'] : undefined;
    if (!sameSet(order, group.fieldIds))
      report(`/${group.id} ui:order must list exactly the fields of the group`);
  }
  if (
    !sameSet(
      ui['ui:order'],
      summary.groups.map((group) => group.id),
    )
  )
    report('ui:order must list exactly the data groups');
}

function sameSet(order: unknown, keys: string[]): boolean {
  return (
    Array.isArray(order) && order.length === keys.length && keys.every((key) => order.includes(key))
  );
}
