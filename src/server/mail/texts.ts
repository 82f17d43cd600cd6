/**
 * Server-side lookup of the 'mail' translation namespace (src/shared/locales/{hu,en}/mail.json),
 * so every mail text is translated like the interface: Hungarian first, English available.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/i18n-languages.ts';

type Tree = { [key: string]: string | Tree };

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../shared/locales');

const trees = new Map<Language, Tree>(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(readFileSync(path.join(LOCALES_DIR, language, 'mail.json'), 'utf8')) as Tree,
  ]),
);

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The text of `key` (dotted, e.g. 'setPassword.subject') in the language, falling back to
 * Hungarian; `{{name}}` placeholders are replaced by params. An unknown key throws, because a
 * mail with a raw key in it must never leave the server.
 */
export function mailText(
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const template = lookup(trees.get(language), key) ?? lookup(trees.get(DEFAULT_LANGUAGE), key);
  if (template === undefined) throw new Error(`Unknown mail text: mail:${key}`);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
