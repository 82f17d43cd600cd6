/**
 * What the -old screens compare: the fields of a form (its schema and UI schema give the order,
 * the labels and the value names, so the read-only view shows exactly the fields of the editing
 * screen) with their frozen and current values, and which owners were added or removed.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** One field of a form with its value at submission and now. */
export interface ComparedField {
  key: string;
  /** The field's JSON Schema (title = label key, enum, type). */
  property: RJSFSchema;
  /** The field's UI schema (enum names, widget). */
  ui: UiSchema;
  frozen: unknown;
  current: unknown;
  /** True when the current value differs from the frozen one. */
  changed: boolean;
}

/**
 * The value that decides "changed": a picked reference ({id, name}) by its id, so a renamed
 * reference row is not a change of the applicant's data; empty text and absent values alike.
 */
export function comparable(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'object' && 'id' in value) return (value as { id: unknown }).id || '';
  return value;
}

/** The fields of the form in its UI order, each with both values. */
export function compareFields(
  form: { schema: RJSFSchema; uiSchema: UiSchema },
  frozen: object,
  current: object | undefined,
): ComparedField[] {
  const properties = (form.schema.properties ?? {}) as Record<string, RJSFSchema>;
  const order = (form.uiSchema['ui:order'] as string[] | undefined) ?? Object.keys(properties);
  return order
    .filter((key) => key in properties)
    .map((key) => {
      const frozenValue = (frozen as Record<string, unknown>)[key];
      const currentValue = current ? (current as Record<string, unknown>)[key] : undefined;
      return {
        key,
        property: properties[key] as RJSFSchema,
        ui: (form.uiSchema[key] ?? {}) as UiSchema,
        frozen: frozenValue,
        current: currentValue,
        changed: current !== undefined && comparable(frozenValue) !== comparable(currentValue),
      };
    });
}

/** Owners at submission and now, matched by id. */
export interface OwnerChanges<T> {
  /** Each frozen owner with its current copy (null: removed since). */
  frozen: Array<{ frozen: T; current: T | null }>;
  /** Owners added since the submission. */
  added: T[];
}

export function matchOwners<T extends { id?: number }>(frozen: T[], current: T[]): OwnerChanges<T> {
  const frozenIds = new Set(frozen.map((owner) => owner.id));
  return {
    frozen: frozen.map((owner) => ({
      frozen: owner,
      current: current.find((candidate) => candidate.id === owner.id) ?? null,
    })),
    added: current.filter((owner) => !frozenIds.has(owner.id)),
  };
}
