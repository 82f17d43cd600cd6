/**
 * Validates an application's custom-field values with the call's custom-fields.schema.json —
 * the very schema the browser renders and precompiles. A draft is checked without `required`
 * (half-filled forms are saved); completeness uses the full schema.
 */
import type { FieldIssue } from '../../../schemas/api/problem.ts';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Language } from '../../shared/i18n-languages.ts';
import type { CallTexts, JsonObject } from '../calls/catalogue.ts';
import { callsMessage } from '../calls/messages.ts';

/** Values by data group, then by field: { szallashely: { ntakRegisztraciosSzam: 'MA12345678' } }. */
export type CustomFieldValues = Record<string, Record<string, unknown>>;

/**
 * A custom field's problem in the API's field-issue shape (schemas/api/problem.ts); its `mezo` is
 * 'group.field' (or 'group' for a problem with the group itself).
 */
export type CustomFieldIssue = FieldIssue;

interface CompiledCustomFields {
  full: ValidateFunction;
  draft: ValidateFunction;
}

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv, ['date']);
const cache = new Map<string, CompiledCustomFields>();

function withoutRequired(schema: JsonObject): JsonObject {
  const groups = Object.fromEntries(
    Object.entries(schema.properties as Record<string, JsonObject>).map(([id, group]) => {
      const { required: _required, ...rest } = group;
      return [id, rest];
    }),
  );
  return { ...schema, properties: groups };
}

function compiled(contentHash: string, schema: JsonObject): CompiledCustomFields {
  let entry = cache.get(contentHash);
  if (!entry) {
    entry = { full: ajv.compile(schema), draft: ajv.compile(withoutRequired(schema)) };
    cache.set(contentHash, entry);
  }
  return entry;
}

function issueOf(error: ErrorObject, texts: CallTexts, language: Language): CustomFieldIssue {
  const segments = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required')
    segments.push((error.params as { missingProperty: string }).missingProperty);
  if (error.keyword === 'additionalProperties')
    segments.push((error.params as { additionalProperty: string }).additionalProperty);
  const field = segments.join('.');
  const limit = (error.params as { limit?: number }).limit ?? 0;
  const key = (() => {
    switch (error.keyword) {
      case 'required':
        return 'required';
      case 'minLength':
        return 'tooShort';
      case 'maxLength':
        return 'tooLong';
      case 'minimum':
      case 'exclusiveMinimum':
        return 'tooLow';
      case 'maximum':
      case 'exclusiveMaximum':
        return 'tooHigh';
      case 'format':
        return 'invalidDate';
      case 'oneOf':
      case 'const':
      case 'enum':
        return 'invalidOption';
      case 'additionalProperties':
        return 'unknownField';
      case 'pattern':
        return 'pattern';
      default:
        return 'invalidType';
    }
  })();
  if (key === 'pattern') {
    const message =
      texts.fields[field]?.patternMessage ?? callsMessage(language, 'validation.invalidType');
    return { mezo: field, kod: `pattern:${field}`, uzenet: message };
  }
  return {
    mezo: field,
    kod: `calls:validation.${key}`,
    uzenet: callsMessage(language, `validation.${key}`, { limit }),
  };
}

/**
 * Checks values against the call's schema. `draft` skips `required`. Errors of a oneOf's
 * branches are folded into one 'invalidOption' per field.
 */
export function validateCustomFields(
  call: {
    contentHash: string;
    customFields: { schema: JsonObject };
    texts: { hu: CallTexts; en: CallTexts };
  },
  values: unknown,
  options: { draft: boolean; language: Language },
): CustomFieldIssue[] {
  const validators = compiled(call.contentHash, call.customFields.schema);
  const validate = options.draft ? validators.draft : validators.full;
  // An untouched data group is an empty one: its required fields are then reported as missing.
  const subject =
    !options.draft && typeof values === 'object' && values !== null && !Array.isArray(values)
      ? {
          ...Object.fromEntries(
            Object.keys(call.customFields.schema.properties as object).map((group) => [group, {}]),
          ),
          ...values,
        }
      : values;
  if (validate(subject)) return [];
  const texts = call.texts[options.language];
  const issues: CustomFieldIssue[] = [];
  const seen = new Set<string>();
  for (const error of validate.errors ?? []) {
    // A oneOf value set reports each branch's const failure, then oneOf itself: keep the oneOf one.
    if (error.keyword === 'const' && /\/oneOf\/\d+$/.test(error.schemaPath.replace(/\/const$/, '')))
      continue;
    if (error.keyword === 'type' && /\/oneOf\//.test(error.schemaPath)) continue;
    const issue = issueOf(error, texts, options.language);
    const key = `${issue.mezo}|${issue.kod}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(issue);
  }
  return issues;
}
