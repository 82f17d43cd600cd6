/**
 * Schema lint: every schema compiles with the server's ajv (the portal vocabulary included);
 * every ui:order names exactly the properties of its object; every label key and every
 * validators.* key exists in hu and en; required rules are listed as required; every form folder
 * is in the registry.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createPortalAjv } from '../src/shared/validation/vocabulary.ts';
import { MESSAGE_KEYS } from '../src/shared/validation/messages.ts';
import { isRuleName, rules, type RuleDefinition } from '../src/shared/validation/rules.ts';
import { LANGUAGES } from '../src/shared/i18n-languages.ts';
import { FORM_IDS } from './registry.ts';

const SCHEMAS = path.dirname(fileURLToPath(import.meta.url));
const LOCALES = path.join(SCHEMAS, '../src/shared/locales');
type Json = Record<string, unknown>;

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;
const relative = (file: string) => path.relative(SCHEMAS, file).split(path.sep).join('/');

/** Form-like schema files: forms/<form>/*.schema.json and calls/<call>/*.schema.json. */
const formFiles = [
  ...walk(path.join(SCHEMAS, 'forms')),
  ...(existsSync(path.join(SCHEMAS, 'calls')) ? walk(path.join(SCHEMAS, 'calls')) : []),
]
  .filter((file) => file.endsWith('.schema.json'))
  .filter((file) => relative(file).split('/').length === 3)
  .toSorted();
const allSchemaFiles = [...walk(SCHEMAS)]
  .filter((file) => file.endsWith('.schema.json'))
  .toSorted();

function translationFile(language: string, namespace: string): Json | null {
  const file = path.join(LOCALES, language, `${namespace}.json`);
  return existsSync(file) ? readJson(file) : null;
}
function hasKey(language: string, key: string): boolean {
  const [namespace, dotted] = key.split(':') as [string, string];
  let node: unknown = translationFile(language, namespace);
  for (const segment of dotted.split('.')) {
    if (!node || typeof node !== 'object') return false;
    node = (node as Json)[segment];
  }
  return typeof node === 'string' && node.length > 0;
}
const KEY = /^[a-z][\w-]*:[\w.-]+$/;

/** Every label-like text of a schema and its UI schema. */
function labels(schema: unknown, ui: unknown, found: string[] = []): string[] {
  if (Array.isArray(schema)) schema.forEach((item) => labels(item, undefined, found));
  else if (schema && typeof schema === 'object') {
    for (const [name, value] of Object.entries(schema)) {
      if ((name === 'title' || name === 'description') && typeof value === 'string')
        found.push(value);
      else labels(value, undefined, found);
    }
  }
  if (ui && typeof ui === 'object') {
    for (const [name, value] of Object.entries(ui as Json)) {
      if (
        ['ui:title', 'ui:description', 'ui:help', 'ui:placeholder'].includes(name) &&
        typeof value === 'string'
      )
        found.push(value);
      else if (name === 'ui:enumNames' && Array.isArray(value))
        found.push(...value.filter((item): item is string => typeof item === 'string'));
      else if (name === 'ui:submitButtonOptions' && typeof (value as Json)?.submitText === 'string')
        found.push((value as Json).submitText as string);
      else if (name === 'ui:options' && value && typeof value === 'object') {
        for (const option of ['title', 'description', 'help', 'placeholder']) {
          if (typeof (value as Json)[option] === 'string')
            found.push((value as Json)[option] as string);
        }
      } else if (!name.startsWith('ui:')) labels(undefined, value, found);
    }
  }
  return found;
}

/**
 * Properties that appear only in a `dependencies` branch (oneOf): rjsf adds them when the branch
 * applies, so ui:order must name them too (it skips the ones not shown).
 */
function dependentProperties(schema: Json): string[] {
  const dependencies = (schema.dependencies ?? {}) as Record<string, Json>;
  return Object.values(dependencies).flatMap((dependency) =>
    ((dependency.oneOf ?? []) as Json[]).flatMap((branch) =>
      Object.keys((branch.properties ?? {}) as Json),
    ),
  );
}

/** ui:order problems of an object schema and its nested objects (array items included). */
function orderProblems(
  schema: Json,
  ui: Json | undefined,
  at: string,
  problems: string[] = [],
): string[] {
  const properties = schema.properties as Record<string, Json> | undefined;
  if (properties && ui && Array.isArray(ui['ui:order'])) {
    const order = ui['ui:order'] as string[];
    const names = [...new Set([...Object.keys(properties), ...dependentProperties(schema)])];
    const missing = names.filter((name) => !order.includes(name));
    const unknown = order.filter((name) => name !== '*' && !names.includes(name));
    if (missing.length > 0) problems.push(`${at}: ui:order misses ${missing.join(', ')}`);
    if (unknown.length > 0) problems.push(`${at}: ui:order names unknown ${unknown.join(', ')}`);
    if (order.includes('*'))
      problems.push(`${at}: ui:order uses '*' instead of naming every property`);
  } else if (properties && at === '' && Object.keys(properties).length > 1) {
    problems.push('root: no ui:order');
  }
  for (const [name, property] of Object.entries(properties ?? {})) {
    const childUi = ui?.[name] as Json | undefined;
    if (property.type === 'object') orderProblems(property, childUi, `${at}/${name}`, problems);
    if (property.type === 'array' && property.items && typeof property.items === 'object') {
      orderProblems(
        property.items as Json,
        childUi?.items as Json | undefined,
        `${at}/${name}/items`,
        problems,
      );
    }
  }
  return problems;
}

/** Properties with a required… rule that their object does not list in `required`. */
function unlistedRequired(schema: Json, at = '', problems: string[] = []): string[] {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  for (const [name, property] of Object.entries(properties)) {
    const rule = property['x-rule'];
    if (isRuleName(rule) && (rules[rule] as RuleDefinition).required && !required.includes(name)) {
      problems.push(`${at}/${name} (${rule})`);
    }
    if (property.type === 'object') unlistedRequired(property, `${at}/${name}`, problems);
    if (property.type === 'array' && property.items && typeof property.items === 'object')
      unlistedRequired(property.items as Json, `${at}/${name}/items`, problems);
  }
  for (const [name, dependency] of Object.entries(
    (schema.dependencies ?? {}) as Record<string, Json>,
  ))
    ((dependency.oneOf ?? []) as Json[]).forEach((branch, index) =>
      unlistedRequired(branch, `${at}/dependencies/${name}/${index}`, problems),
    );
  return problems;
}

describe('schema lint', () => {
  it('finds the schema files', () => {
    expect(formFiles.map(relative)).toContain('forms/login/login.schema.json');
  });

  describe.each(allSchemaFiles.map((file) => [relative(file), file]))('%s', (_name, file) => {
    it('compiles with the portal vocabulary', () => {
      const ajv = createPortalAjv();
      expect(() => ajv.compile(readJson(file))).not.toThrow();
    });
  });

  describe.each(formFiles.map((file) => [relative(file), file]))('%s', (name, file) => {
    const schema = readJson(file);
    const uiFile = file.replace(/\.schema\.json$/, '.ui.json');
    const ui = existsSync(uiFile) ? readJson(uiFile) : undefined;

    it('has a UI schema whose every ui:order names all properties', () => {
      expect(ui, `${name} has no .ui.json next to it`).toBeDefined();
      expect(orderProblems(schema, ui, '')).toEqual([]);
    });

    it('lists every field with a required rule in `required`', () => {
      expect(unlistedRequired(schema)).toEqual([]);
    });

    it('has every label key in hu and en', () => {
      const texts = labels(schema, ui);
      const keys = texts.filter((text) => KEY.test(text));
      if (name.startsWith('forms/')) {
        // Portal forms speak both languages: their labels must be keys, not literal text
        // (a placeholder showing a format, like '12345678-1-12', needs no translation).
        expect(texts.filter((text) => !KEY.test(text) && !/^[\d\s\-./:]+$/.test(text))).toEqual([]);
      }
      for (const language of LANGUAGES) {
        expect(
          keys.filter((key) => !hasKey(language, key)),
          `missing in ${language}`,
        ).toEqual([]);
      }
    });
  });

  it('has every validators.* key in hu and en, and no stray ones', () => {
    for (const language of LANGUAGES) {
      const file = translationFile(language, 'validators') ?? {};
      expect(
        MESSAGE_KEYS.filter((key) => !hasKey(language, `validators:${key}`)),
        language,
      ).toEqual([]);
      expect(
        Object.keys(file).filter((key) => !(MESSAGE_KEYS as readonly string[]).includes(key)),
        language,
      ).toEqual([]);
    }
  });

  it('has the same keys in hu and en in the form engine namespaces', () => {
    const flatten = (node: unknown, prefix = ''): string[] =>
      node && typeof node === 'object'
        ? Object.entries(node).flatMap(([key, value]) =>
            flatten(value, prefix ? `${prefix}.${key}` : key),
          )
        : [prefix];
    for (const namespace of ['form', 'validators']) {
      expect(flatten(translationFile('en', namespace)).toSorted()).toEqual(
        flatten(translationFile('hu', namespace)).toSorted(),
      );
    }
  });

  it('registers every form folder, and nothing else', () => {
    const folders = readdirSync(path.join(SCHEMAS, 'forms'), { withFileTypes: true })
      .filter(
        (entry) =>
          entry.isDirectory() &&
          existsSync(path.join(SCHEMAS, 'forms', entry.name, `${entry.name}.schema.json`)),
      )
      .map((entry) => entry.name);
    expect([...FORM_IDS].toSorted()).toEqual(folders.toSorted());
  });
});
