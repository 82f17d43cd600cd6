/**
 * document-categories.json at the root of the calls directory: the document categories every
 * call's documents.json chooses from (its schema, and each code listed once).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import categoriesSchema from '../../../../schemas/calls/document-categories.schema.json' with { type: 'json' };
import type { DocumentCategory } from '../catalogue.ts';
import { type ProblemLog, metaAjv } from './report.ts';

export const CATEGORIES_FILE = 'document-categories.json';

const validateCategories = metaAjv.compile(categoriesSchema);

/** The categories of the calls directory; none when the file is missing or broken. */
export function readDocumentCategories(log: ProblemLog, callsDir: string): DocumentCategory[] {
  const file = path.join(callsDir, CATEGORIES_FILE);
  if (!existsSync(file)) {
    log.add(file, 'file is missing');
    return [];
  }
  const data = log.readJson(file);
  if (!log.matches(file, validateCategories, data)) return [];
  const categories = (data as { categories: DocumentCategory[] }).categories;
  const seen = new Set<string>();
  for (const category of categories) {
    if (seen.has(category.code)) log.add(file, `category ${category.code} is listed twice`);
    seen.add(category.code);
  }
  return categories;
}
