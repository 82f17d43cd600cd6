/**
 * custom-fields.schema.json: a JSON Schema that stays within the spec's custom-field model —
 * data groups of typed fields with limits (schemas/calls/README.md explains the mapping). Answers
 * a summary of its groups and fields for the UI schema's and the texts' checks.
 */
import type { JsonObject } from '../catalogue.ts';
import { type Report, createAjv, isObject } from './report.ts';

/** The spec's custom-field model, expressed in JSON Schema keywords. */
const FIELD_KEYWORDS = new Set([
  'title',
  'description',
  'type',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'pattern',
  'oneOf',
]);
const FIELD_TYPES = new Set(['string', 'number', 'integer', 'boolean']);

/** A field of a valid data group, as far as the other files' checks need it. */
export interface CustomField {
  /** 'group.field' */
  key: string;
  group: string;
  id: string;
  type: unknown;
  format: unknown;
  hasPattern: boolean;
  /** The values of its value set (oneOf), as strings. */
  options: string[];
}

/** A valid data group: every field id it declares, and the fields that are objects. */
export interface CustomFieldGroup {
  id: string;
  fieldIds: string[];
  fields: CustomField[];
}

export interface CustomFieldSummary {
  groups: CustomFieldGroup[];
}

/** The fields of every group, in order. */
export function fieldsOf(summary: CustomFieldSummary): CustomField[] {
  return summary.groups.flatMap((group) => group.fields);
}

/** The schema's problems; the summary, or null when the schema is no usable model at all. */
export function checkCustomFieldsSchema(
  schema: JsonObject,
  report: Report,
): CustomFieldSummary | null {
  try {
    createAjv().compile(schema);
  } catch (error) {
    report(`not a valid JSON Schema: ${(error as Error).message}`);
    return null;
  }
  if (
    schema.type !== 'object' ||
    schema.additionalProperties !== false ||
    !isObject(schema.properties)
  ) {
    report(
      'the root must be {"type": "object", "additionalProperties": false, "properties": {<data groups>}}',
    );
    return null;
  }
  const summary: CustomFieldSummary = { groups: [] };
  for (const [groupId, group] of Object.entries(schema.properties)) {
    const at = `/properties/${groupId}`;
    if (
      !isObject(group) ||
      group.type !== 'object' ||
      group.additionalProperties !== false ||
      typeof group.title !== 'string' ||
      !isObject(group.properties)
    ) {
      report(
        `${at} a data group must be an object with a title, "additionalProperties": false and properties`,
      );
      continue;
    }
    const entry: CustomFieldGroup = {
      id: groupId,
      fieldIds: Object.keys(group.properties),
      fields: [],
    };
    summary.groups.push(entry);
    const required = Array.isArray(group.required) ? (group.required as string[]) : [];
    for (const name of required) {
      if (!(name in group.properties)) report(`${at}/required names unknown field '${name}'`);
    }
    for (const [fieldId, field] of Object.entries(group.properties)) {
      const fieldAt = `${at}/properties/${fieldId}`;
      if (!isObject(field)) {
        report(`${fieldAt} must be an object`);
        continue;
      }
      entry.fields.push({
        key: `${groupId}.${fieldId}`,
        group: groupId,
        id: fieldId,
        type: field.type,
        format: field.format,
        hasPattern: typeof field.pattern === 'string',
        options: checkField(field, fieldAt, report),
      });
    }
  }
  return summary;
}

/** One field's problems; answers the values of its value set. */
function checkField(field: JsonObject, fieldAt: string, report: Report): string[] {
  for (const keyword of Object.keys(field)) {
    if (!FIELD_KEYWORDS.has(keyword))
      report(`${fieldAt} keyword '${keyword}' is outside the custom-field model`);
  }
  if (typeof field.title !== 'string' || field.title === '') report(`${fieldAt} needs a title`);
  if (typeof field.type !== 'string' || !FIELD_TYPES.has(field.type))
    report(`${fieldAt} type must be one of string, number, integer, boolean`);
  if (field.format !== undefined && (field.format !== 'date' || field.type !== 'string'))
    report(`${fieldAt} the only format is "date" on a string`);
  if (
    typeof field.minLength === 'number' &&
    typeof field.maxLength === 'number' &&
    field.minLength > field.maxLength
  )
    report(`${fieldAt} minLength exceeds maxLength`);
  if (
    typeof field.minimum === 'number' &&
    typeof field.maximum === 'number' &&
    field.minimum > field.maximum
  )
    report(`${fieldAt} minimum exceeds maximum`);
  if (typeof field.pattern === 'string') {
    try {
      RegExp(field.pattern, 'u');
    } catch (error) {
      report(`${fieldAt} pattern is not a valid regexp: ${(error as Error).message}`);
    }
  }
  const options: string[] = [];
  if (field.oneOf !== undefined) {
    if (!Array.isArray(field.oneOf) || field.oneOf.length === 0) {
      report(`${fieldAt} oneOf (the value set) must be a non-empty list of {const, title}`);
    } else {
      for (const option of field.oneOf) {
        if (!isObject(option) || !('const' in option) || typeof option.title !== 'string')
          report(`${fieldAt} each value of the set needs const and title`);
        else options.push(String(option.const));
      }
    }
  }
  return options;
}
