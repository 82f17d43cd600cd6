/**
 * texts.hu.json and texts.en.json: their schema, then they name exactly the call's knock-out
 * criteria, statements and custom-field groups, only its documents and fields, and give what a
 * field needs in each language (an English title, option labels, a pattern's message).
 */
import textsSchema from '../../../../schemas/calls/call-texts.schema.json' with { type: 'json' };
import type { CallDefinition, CallDocumentRequirement, CallTexts } from '../catalogue.ts';
import { type CustomFieldSummary, fieldsOf } from './custom-fields-schema.ts';
import { type Report, metaAjv, sameKeys } from './report.ts';

export const validateTexts = metaAjv.compile(textsSchema);

/** What the texts of one language must match. */
export interface TextedParts {
  knockOut: CallDefinition['knockOut'];
  statements: CallDefinition['statements'];
  documents: CallDocumentRequirement[];
  /** Null when the custom-field schema is unusable (its own problems say why). */
  fields: CustomFieldSummary | null;
}

/** The texts of `language` against the call's parts, on files that match their schemas. */
export function checkTexts(
  language: 'hu' | 'en',
  texts: CallTexts,
  parts: TextedParts,
  report: Report,
): void {
  sameKeys(
    parts.knockOut.map((c) => c.id),
    texts.knockOut,
    (problem) => report(`knockOut: ${problem}`),
  );
  sameKeys(
    parts.statements.map((s) => s.id),
    texts.statements,
    (problem) => report(`statements: ${problem}`),
  );
  for (const code of Object.keys(texts.documents ?? {})) {
    if (!parts.documents.some((d) => d.category === code))
      report(`documents: '${code}' is not a document of this call`);
  }
  if (!parts.fields) return;
  const fields = fieldsOf(parts.fields);
  sameKeys(
    parts.fields.groups.map((group) => group.id),
    texts.groups,
    (problem) => report(`groups: ${problem}`),
  );
  for (const key of Object.keys(texts.fields)) {
    if (!fields.some((f) => f.key === key)) report(`fields: '${key}' is not a custom field`);
  }
  for (const field of fields) {
    const text = texts.fields[field.key];
    if (language === 'en' && !text) report(`fields: '${field.key}' needs an English title`);
    if (field.hasPattern && !text?.patternMessage)
      report(`fields: '${field.key}' has a regexp and needs its patternMessage`);
    if (language === 'en' && field.options.length > 0) {
      for (const option of field.options) {
        if (!text?.options?.[option])
          report(`fields: '${field.key}' needs an English label for option '${option}'`);
      }
    }
  }
}
