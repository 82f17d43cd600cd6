/**
 * A form whose limits depend on a funding call names them in its schema as
 * `{ "$call": "<call.json field>" }` (e.g. the loan claim's `"maximum": { "$call": "maxAmount" }`);
 * `bindCallLimits` puts the call's values in their place. The build precompiles the bound schema
 * of every call folder for the browser and the server compiles the same bound schema, so both
 * check one schema. A field the call leaves null removes its keyword.
 */

type Json = unknown;

function isCallReference(node: Json): node is { $call: string } {
  return (
    node !== null &&
    typeof node === 'object' &&
    !Array.isArray(node) &&
    Object.keys(node).length === 1 &&
    typeof (node as { $call?: unknown }).$call === 'string'
  );
}

/** The schema with every `$call` reference replaced by the call's value; pure. */
export function bindCallLimits<T>(schema: T, call: Readonly<Record<string, unknown>>): T {
  const bind = (node: Json): Json => {
    if (isCallReference(node)) {
      if (!Object.hasOwn(call, node.$call))
        throw new Error(`"$call": "${node.$call}" names no field of call.json`);
      return call[node.$call] ?? undefined;
    }
    if (Array.isArray(node)) return node.map(bind);
    if (node === null || typeof node !== 'object') return node;
    const bound: Record<string, Json> = {};
    for (const [key, value] of Object.entries(node)) {
      const next = bind(value);
      if (next !== undefined) bound[key] = next;
    }
    return bound;
  };
  return bind(schema) as T;
}

/** Whether a schema names any call limit (and so needs binding per call). */
export function usesCallLimits(schema: Json): boolean {
  if (isCallReference(schema)) return true;
  if (schema === null || typeof schema !== 'object') return false;
  return Object.values(schema).some(usesCallLimits);
}
