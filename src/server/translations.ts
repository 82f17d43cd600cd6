/**
 * Server-side lookup of translated texts (mail, API messages). The texts live only in
 * src/shared/locales/{lng}/{ns}.json, read once per namespace and language.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, type Language } from '../shared/i18n-languages.ts';

type Tree = { [key: string]: string | Tree };

const LOCALES_DIR = path.resolve(import.meta.dirname, '../shared/locales');
const trees = new Map<string, Tree>();

function tree(namespace: string, language: Language): Tree {
  const cacheKey = `${language}/${namespace}`;
  let loaded = trees.get(cacheKey);
  if (!loaded) {
    loaded = JSON.parse(
      readFileSync(path.join(LOCALES_DIR, language, `${namespace}.json`), 'utf8'),
    ) as Tree;
    trees.set(cacheKey, loaded);
  }
  return loaded;
}

function lookup(root: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = root;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The text of a dotted key in the language, falling back to Hungarian, with `{{name}}`
 * placeholders filled from params (a missing one becomes empty); undefined when the key exists
 * in neither language.
 */
export function translate(
  namespace: string,
  language: Language,
  key: string,
  params: Record<string, unknown> = {},
): string | undefined {
  const template =
    lookup(tree(namespace, language), key) ?? lookup(tree(namespace, DEFAULT_LANGUAGE), key);
  return template?.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
