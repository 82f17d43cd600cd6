import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import originalMerge from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';
import { describe, expect, it } from 'vitest';
import { generateTheme } from '../theme/index.ts';
import shallowAllOfMerge from './shallow-all-of-merge.ts';

// vite.config.ts (RJSF_TRIM) swaps parts of rjsf for stand-ins in the browser bundle. These
// tests keep the portal's schemas within what the stand-ins cover.
const SCHEMAS = path.resolve(import.meta.dirname, '../../../../../schemas');
/** Widgets and fields replaced by unsupported.tsx, by their UI schema names. */
const REMOVED_UI = new Set([
  'alt-date',
  'alt-datetime',
  'AltDateWidget',
  'AltDateTimeWidget',
  'color',
  'ColorWidget',
  'file',
  'FileWidget',
  'rating',
  'RatingWidget',
  'range',
  'RangeWidget',
  'LayoutGridField',
  'LayoutHeaderField',
  'LayoutMultiSchemaField',
]);
/** Formats whose default widget was replaced. */
const REMOVED_FORMATS = new Set(['color', 'data-url']);

function* jsonFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* jsonFiles(full);
    else if (entry.name.endsWith('.json')) yield full;
  }
}

function* nodes(value: unknown, at: string): Generator<[string, Record<string, unknown>]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* nodes(item, `${at}/${index}`);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  yield [at, value as Record<string, unknown>];
  for (const [key, child] of Object.entries(value)) yield* nodes(child, `${at}/${key}`);
}

describe('rjsf trimmed for the browser bundle', () => {
  const files = [
    ...jsonFiles(path.join(SCHEMAS, 'forms')),
    ...jsonFiles(path.join(SCHEMAS, 'calls')),
  ];

  it('finds the form schemas', () => {
    expect(files.some((file) => file.endsWith('login.schema.json'))).toBe(true);
  });

  it('no form or call schema uses allOf, a removed widget or a removed format', () => {
    const problems: string[] = [];
    for (const file of files) {
      const json = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      for (const [at, node] of nodes(json, path.relative(SCHEMAS, file))) {
        if ('allOf' in node) problems.push(`${at}: allOf`);
        if (typeof node.format === 'string' && REMOVED_FORMATS.has(node.format))
          problems.push(`${at}: format ${node.format}`);
        for (const key of ['ui:widget', 'ui:field'])
          if (typeof node[key] === 'string' && REMOVED_UI.has(node[key] as string))
            problems.push(`${at}: ${key} ${node[key] as string}`);
        // The option that would render rjsf's OptionalDataControlsField (removed).
        if (JSON.stringify(node).includes('enableOptionalDataFieldForType'))
          problems.push(`${at}: enableOptionalDataFieldForType`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each([
    { allOf: [{ type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }] },
    {
      type: 'object',
      properties: { a: { type: 'string' } },
      allOf: [
        { properties: { b: { type: 'number' } }, required: ['b'] },
        { properties: { c: { type: 'boolean' } }, required: ['c'], title: 'C' },
      ],
    },
    { title: 'T', allOf: [{ type: 'string', maxLength: 5 }, { description: 'd' }] },
  ])('merges a conflict-free allOf as rjsf does: %j', (schema) => {
    expect(shallowAllOfMerge(schema)).toEqual(originalMerge(schema as never));
  });

  it('the form engine sets neither option that would render a removed rjsf field', () => {
    const source = readFileSync(path.join(import.meta.dirname, '../schema-form.tsx'), 'utf8');
    // FallbackField renders only with this Form prop; OptionalDataControlsField only with the
    // enableOptionalDataFieldForType UI option (checked in the schemas above).
    expect(source).not.toContain('useFallbackUiForUnsupportedType');
    expect(source).not.toContain('enableOptionalDataFieldForType');
  });

  it('the theme replaces every rjsf widget and template the bundle leaves out', () => {
    const theme = generateTheme();
    for (const widget of ['CheckboxWidget', 'RadioWidget', 'SelectWidget', 'TextareaWidget'])
      expect(theme.widgets?.[widget], widget).toBeTypeOf('function');
    for (const template of [
      'ArrayFieldItemTemplate',
      'ArrayFieldTemplate',
      'BaseInputTemplate',
      'DescriptionFieldTemplate',
      'ErrorListTemplate',
      'FieldErrorTemplate',
      'FieldHelpTemplate',
      'FieldTemplate',
      'ObjectFieldTemplate',
      'TitleFieldTemplate',
    ] as const)
      expect(theme.templates?.[template], template).toBeDefined();
    expect(theme.fields?.ArrayField, 'ArrayField').toBeTypeOf('function');
  });
});
