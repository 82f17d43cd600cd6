/**
 * Theme parts the sign-in forms never show (arrays, file lists, amounts, selects, text areas,
 * anyOf/oneOf) live in one lazily loaded chunk (extras.ts), so the public pages' first load stays
 * within its budget (issue 8); the date picker and the searchable select have chunks of their
 * own. Each renders synchronously once loaded; `loadSchemaForm` (loadFormParts) loads what a form
 * needs together with the form, so normally nothing waits. Before that (a SchemaFormView rendered
 * at once) a part suspends with a stand-in.
 */
import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { BaseInputTemplate } from './base-input/base-input-template.tsx';
import type * as Extras from './extras.ts';

type ExtrasModule = typeof Extras;

let extras: ExtrasModule | null = null;
let extrasLoading: Promise<ExtrasModule> | null = null;

/** Loads the extras chunk once; from then on every part of it renders at once. */
export function loadThemeExtras(): Promise<ExtrasModule> {
  extrasLoading ??= import('./extras.ts').then((module) => (extras = module));
  return extrasLoading;
}

/**
 * A component loaded on first use, or earlier by `preload`; once loaded it renders at once (a
 * React.lazy alone would suspend on its first render even then). Until loaded, `fallback`.
 */
export function preloadable<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
  /** The component when something else has loaded it already (a shared chunk). */
  peek: () => ComponentType<P> | null = () => null,
): { Component: ComponentType<P>; preload: () => Promise<void> } {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  const Component = (props: P) => {
    const ready = loaded ?? peek();
    return ready
      ? createElement(ready, props)
      : createElement(Suspense, { fallback: fallback(props) }, createElement(Lazy, props));
  };
  Component.displayName = `Preloadable(${name})`;
  return { Component, preload };
}

/** A component of the extras chunk under `name`; `fallback` renders while the chunk loads. */
export function deferred<P extends object>(
  name: keyof ExtrasModule,
  fallback?: (props: P) => ReactNode,
): ComponentType<P> {
  const pick = (module: ExtrasModule) => module[name] as unknown as ComponentType<P>;
  return preloadable<P>(
    name,
    () => loadThemeExtras().then(pick),
    fallback,
    () => (extras ? pick(extras) : null),
  ).Component;
}

/** Stand-in for a widget while its code loads: a disabled box of the same size. */
export function inputStandIn(props: WidgetProps): ReactNode {
  return createElement(BaseInputTemplate, { ...props, disabled: true, onChange: () => undefined });
}

/**
 * Heavy widgets in chunks of their own: the date picker (Blueprint datetime, react-day-picker,
 * date-fns) and the searchable select (Blueprint select).
 */
export const dateWidget = preloadable<WidgetProps>(
  'DateWidget',
  () => import('./date/date-widget.tsx').then((module) => module.DateWidget),
  inputStandIn,
);
export const searchableSelectWidget = preloadable<WidgetProps>(
  'SearchableSelectWidget',
  () =>
    import('./searchable-select/searchable-select-widget.tsx').then(
      (module) => module.SearchableSelectWidget,
    ),
  inputStandIn,
);

/** A lazily loaded part of the theme: the extras chunk, the date picker, the searchable select. */
export type FormPart = 'extras' | 'date' | 'searchableSelect';

const PART_LOADERS: Record<FormPart, () => Promise<unknown>> = {
  extras: loadThemeExtras,
  date: dateWidget.preload,
  searchableSelect: searchableSelectWidget.preload,
};

/** The lazily loaded parts a form shows. */
export function formParts(schema: unknown, uiSchema: unknown): FormPart[] {
  const parts: FormPart[] = [];
  if (needsThemeExtras(schema, uiSchema)) parts.push('extras');
  if (
    walksInto(schema, (node) => node.format === 'date' || node.format === 'date-time') ||
    walksInto(uiSchema, (node) => node['ui:widget'] === 'date')
  )
    parts.push('date');
  if (
    walksInto(
      uiSchema,
      (node) =>
        node['ui:widget'] === 'searchable-select' || node['ui:field'] === 'searchable-select',
    )
  )
    parts.push('searchableSelect');
  return parts;
}

/**
 * Loads the given parts (once each). A route loader names its form's parts to load them beside
 * the form module instead of after it (issue 17); `loadFormParts` finds them in the form.
 */
export function preloadFormParts(parts: readonly FormPart[]): Promise<void> {
  return Promise.all(parts.map((part) => PART_LOADERS[part]())).then(() => undefined);
}

/**
 * Loads every lazily loaded part a form shows (extras, date picker, searchable select) before it
 * renders, so nothing mounts late under the user's first keystrokes and nothing jumps.
 */
export function loadFormParts(schema: unknown, uiSchema: unknown): Promise<void> {
  return preloadFormParts(formParts(schema, uiSchema));
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
