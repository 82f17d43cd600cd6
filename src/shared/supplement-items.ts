/**
 * The items of a supplement request (docs/decisions/0010), shared by the server (which unlocks
 * writes with them) and the client (which shows the fields not unlocked as read-only). An item
 * is a section id of the completion summary, alone or with a path inside it:
 * `loanClaim`, `loanClaim.projektCim`, `customFields.egyseg`, `customFields.egyseg.ferohelyek`,
 * `knockOut.KO-1`, `documents.ARAJANLAT`, `statements.ADATKEZELES`.
 */
import type { CallTexts } from './call-texts.ts';

/**
 * True when the request's items unlock `item` (a `section.…` path): the item itself or any
 * prefix of it is named (a section unlocks all its fields, a custom-field group its fields).
 */
export function isUnlocked(items: readonly string[], item: string): boolean {
  const parts = item.split('.');
  for (let length = parts.length; length >= 1; length -= 1)
    if (items.includes(parts.slice(0, length).join('.'))) return true;
  return false;
}

/** Where the names of requested items come from, in the reader's language. */
export interface ItemLabelSources {
  /** A key of the 'calls' namespace (sections.*, loanClaim.*). */
  translate: (key: string) => string;
  /** The call's texts. */
  texts?: CallTexts;
  /** The call's custom-fields schema; its titles are Hungarian, the primary language. */
  customFieldsSchema?: Record<string, unknown>;
  /** A document category's name. */
  documentName?: (code: string) => string | undefined;
}

function schemaTitle(schema: Record<string, unknown> | undefined, path: string[]) {
  let node = schema;
  for (const key of path)
    node = (node?.properties as Record<string, Record<string, unknown>> | undefined)?.[key];
  return typeof node?.title === 'string' ? node.title : undefined;
}

/**
 * An item as the screens name it: the section, then the field, group, criterion, document or
 * statement ("Hiteligénylés – A projekt címe"); the technical id when no name is known.
 */
export function supplementItemLabel(item: string, sources: ItemLabelSources): string {
  const [section = '', ...rest] = item.split('.');
  const sectionName = sources.translate(`sections.${section}`);
  if (rest.length === 0) return sectionName;
  const path = rest.join('.');
  const { texts } = sources;
  const names: Record<string, () => string | undefined> = {
    loanClaim: () => sources.translate(`loanClaim.${path}`),
    customFields: () =>
      texts?.fields[path]?.title ??
      texts?.groups[path] ??
      schemaTitle(sources.customFieldsSchema, rest),
    knockOut: () => texts?.knockOut[path],
    documents: () => sources.documentName?.(path),
    statements: () => texts?.statements[path],
  };
  return `${sectionName} – ${names[section]?.() ?? path}`;
}
