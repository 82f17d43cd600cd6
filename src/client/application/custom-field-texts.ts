/**
 * A call's custom-field form in a language: the schema's own (Hungarian) titles, or the call's
 * texts.en.json laid over the UI schema. Shared by the applicant's screen and the call editors'
 * preview (docs/decisions/0017), so both render a call the same way.
 */
import type { CallTexts } from './api/types.ts';

type JsonObject = Record<string, unknown>;

/**
 * The schema's titles, notes and option labels are Hungarian (the primary language); in English
 * they come from the call's texts.en.json, laid over the UI schema (`ui:title`,
 * `ui:description`, `oneOf[i].ui:title`). The schema itself stays the one the validators were
 * precompiled from: rjsf's precompiled validator refuses any other root schema.
 */
export function translateCustomFieldUi(
  schema: JsonObject,
  ui: JsonObject,
  texts: CallTexts,
): JsonObject {
  const groups = schema.properties as Record<string, JsonObject>;
  const translated: JsonObject = { ...ui, 'ui:title': texts.name };
  for (const [groupId, group] of Object.entries(groups)) {
    const groupUi: JsonObject = { ...(ui[groupId] as JsonObject | undefined) };
    if (texts.groups[groupId]) groupUi['ui:title'] = texts.groups[groupId];
    for (const [fieldId, field] of Object.entries(group.properties as Record<string, JsonObject>)) {
      const text = texts.fields[`${groupId}.${fieldId}`];
      if (!text) continue;
      const fieldUi: JsonObject = { ...(groupUi[fieldId] as JsonObject | undefined) };
      if (text.title) fieldUi['ui:title'] = text.title;
      if (text.description) fieldUi['ui:description'] = text.description;
      if (Array.isArray(field.oneOf) && text.options) {
        fieldUi.oneOf = (field.oneOf as JsonObject[]).map((option) => ({
          'ui:title': text.options?.[String(option.const)] ?? option.title,
        }));
      }
      groupUi[fieldId] = fieldUi;
    }
    translated[groupId] = groupUi;
  }
  return translated;
}

/** Each field's regexp message ('group.field' → text) from the call's texts in one language. */
export function patternMessagesOf(texts: CallTexts): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts.fields).flatMap(([path, field]) =>
      field.patternMessage ? [[path, field.patternMessage]] : [],
    ),
  );
}
