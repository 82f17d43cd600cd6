/**
 * Which call and which field the typing benchmark (bench/typing.ts) types into, from the call
 * folders themselves (schemas/calls/<call>/custom-fields.schema.json), so a new or changed call
 * changes the choice without a change here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const CALLS_DIR = path.resolve(import.meta.dirname, '../../schemas/calls');

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  oneOf?: unknown[];
  maxLength?: number;
}

/** The fields of a schema (leaves: what the user fills in), with their rjsf paths. */
export function leafFields(
  schema: JsonSchema,
  at: string[] = [],
): Array<{ path: string[]; schema: JsonSchema }> {
  if (schema.type === 'object' && schema.properties)
    return Object.entries(schema.properties).flatMap(([key, child]) =>
      leafFields(child, [...at, key]),
    );
  if (schema.type === 'array' && schema.items) return leafFields(schema.items, at);
  return [{ path: at, schema }];
}

/**
 * The call with the most custom fields; a tie goes to the larger schema (more rules and texts
 * to render and check), then to the first identifier.
 */
export function largestCall(
  calls: string[],
  read: (call: string) => string = (call) =>
    readFileSync(path.join(CALLS_DIR, call, 'custom-fields.schema.json'), 'utf8'),
): string {
  const sized = calls.map((call) => {
    const text = read(call);
    return { call, fields: leafFields(JSON.parse(text) as JsonSchema).length, size: text.length };
  });
  const [largest] = sized.toSorted(
    (a, b) => b.fields - a.fields || b.size - a.size || a.call.localeCompare(b.call),
  );
  if (!largest) throw new Error('no open call');
  return largest.call;
}

/**
 * The element id (rjsf: 'root_<group>_<field>') of the free-text field a user types the most
 * into: a string without format, pattern or choices, the one with the largest maxLength.
 */
export function typingTarget(schema: JsonSchema): string {
  const [field] = leafFields(schema)
    .filter(
      ({ schema: leaf }) =>
        leaf.type === 'string' && !leaf.format && !leaf.pattern && !leaf.enum && !leaf.oneOf,
    )
    .toSorted((a, b) => (b.schema.maxLength ?? 0) - (a.schema.maxLength ?? 0));
  if (!field) throw new Error('the schema has no free-text field');
  return ['root', ...field.path].join('_');
}
