/**
 * documents.json: its schema, then each required document names a known category
 * (document-categories.json) once, with extensions the category allows.
 */
import documentsSchema from '../../../../schemas/calls/call-documents.schema.json' with { type: 'json' };
import type { CallDocumentRequirement, DocumentCategory } from '../catalogue.ts';
import { CATEGORIES_FILE } from './document-categories.ts';
import { type Report, metaAjv } from './report.ts';

export const validateDocuments = metaAjv.compile(documentsSchema);

/** The documents against the categories, on a file that matches its schema. */
export function checkDocuments(
  documents: CallDocumentRequirement[],
  categoryByCode: ReadonlyMap<string, DocumentCategory>,
  report: Report,
): void {
  const seen = new Set<string>();
  for (const [index, requirement] of documents.entries()) {
    const category = categoryByCode.get(requirement.category);
    if (seen.has(requirement.category))
      report(`/documents/${index} category ${requirement.category} is listed twice`);
    seen.add(requirement.category);
    if (!category) {
      report(
        `/documents/${index} unknown category '${requirement.category}' (see ${CATEGORIES_FILE})`,
      );
      continue;
    }
    for (const extension of requirement.allowedExtensions ?? []) {
      if (!category.extensions.includes(extension))
        report(
          `/documents/${index} extension '${extension}' is not allowed for category ${category.code}`,
        );
    }
  }
}
