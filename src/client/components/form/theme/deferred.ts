/**
 * Theme parts the sign-in forms never show (arrays, file lists, amounts, selects, radios,
 * text areas) live in one lazily loaded chunk (extras.ts), so the public pages' first load stays
 * within its budget (issue 8). A deferred part renders the real component synchronously once the
 * chunk is in; `loadSchemaForm` loads the chunk together with any form that needs it, so normally
 * nothing waits. Before that (a SchemaFormView rendered at once) it suspends with a stand-in.
 */
import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type * as Extras from './extras.ts';

type ExtrasModule = typeof Extras;

let extras: ExtrasModule | null = null;
let pending: Promise<ExtrasModule> | null = null;

/** Loads the extras chunk once; resolves when its parts render synchronously. */
export function loadThemeExtras(): Promise<ExtrasModule> {
  pending ??= import('./extras.ts').then((module) => (extras = module));
  return pending;
}

/** A component of the extras chunk under `name`; `fallback` renders while the chunk loads. */
export function deferred<P extends object>(
  name: keyof ExtrasModule,
  fallback: (props: P) => ReactNode = () => null,
): ComponentType<P> {
  const pick = (module: ExtrasModule) => module[name] as unknown as ComponentType<P>;
  const Lazy = lazy(() => loadThemeExtras().then((module) => ({ default: pick(module) })));
  const Deferred = (props: P) =>
    extras
      ? createElement(pick(extras), props)
      : createElement(Suspense, { fallback: fallback(props) }, createElement(Lazy, props));
  Deferred.displayName = `Deferred(${name})`;
  return Deferred;
}

/** Widgets of the main chunk: anything else a UI schema names comes from the extras. */
const MAIN_WIDGETS = new Set([
  'radio',
  'RadioWidget',
  'text',
  'password',
  'email',
  'hidden',
  'checkbox',
  'CheckboxWidget',
  'captcha',
  'date',
  'searchable-select',
]);

/**
 * Whether a form shows a part of the extras chunk: an array, an anyOf/oneOf, an enum rendered as
 * a select (rjsf's default without `"ui:widget": "radio"`), or a UI schema naming an extras
 * widget or field.
 */
export function needsThemeExtras(schema: unknown, uiSchema: unknown): boolean {
  return walksInto(uiSchema, isExtrasUi) || hasExtrasSchema(schema, uiSchema);
}

function hasExtrasSchema(schema: unknown, uiSchema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some((item) => hasExtrasSchema(item, uiSchema));
  if (typeof schema !== 'object' || schema === null) return false;
  const node = schema as Record<string, unknown>;
  const ui = (typeof uiSchema === 'object' && uiSchema !== null ? uiSchema : {}) as Record<
    string,
    unknown
  >;
  if (node.type === 'array' || (Array.isArray(node.type) && node.type.includes('array')))
    return true;
  const isChoice =
    Array.isArray(node.enum) || Array.isArray(node.oneOf) || Array.isArray(node.anyOf);
  if (isChoice && ui['ui:widget'] !== 'radio') return true;
  const properties = node.properties as Record<string, unknown> | undefined;
  if (properties)
    for (const [name, child] of Object.entries(properties))
      if (hasExtrasSchema(child, ui[name])) return true;
  for (const key of [
    'items',
    'additionalProperties',
    'if',
    'then',
    'else',
    'allOf',
    'definitions',
    '$defs',
  ])
    if (key in node && hasExtrasSchema(node[key], key === 'items' ? ui.items : undefined))
      return true;
  return false;
}

function isExtrasUi(node: Record<string, unknown>): boolean {
  const widget = node['ui:widget'];
  return (
    (typeof widget === 'string' && !MAIN_WIDGETS.has(widget)) ||
    typeof widget === 'function' ||
    typeof node['ui:field'] === 'string'
  );
}

function walksInto(value: unknown, test: (node: Record<string, unknown>) => boolean): boolean {
  if (Array.isArray(value)) return value.some((item) => walksInto(item, test));
  if (typeof value !== 'object' || value === null) return false;
  const node = value as Record<string, unknown>;
  return test(node) || Object.values(node).some((child) => walksInto(child, test));
}
