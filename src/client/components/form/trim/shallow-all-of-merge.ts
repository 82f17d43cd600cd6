/**
 * Stands in for @rjsf/utils' shallowAllOfMerge in the browser bundle (vite.config.ts). The
 * original merges `allOf` with @x0k/json-schema-merge (~3.7 KiB gzip), resolving conflicts
 * between the parts (intersecting enums, the tighter of two limits, …). Portal schemas use no
 * `allOf` (the schema test in trim.test.ts keeps it so), so only this simple merge remains:
 * properties and `required` are united, other keywords come from the first part naming them.
 * trim.test.ts checks it against the original on schemas without conflicts.
 */
type Schema = Record<string, unknown>;

export default function shallowAllOfMerge(schema: Schema): Schema {
  const { allOf, ...rest } = schema;
  const result: Schema = { ...rest };
  for (const part of Array.isArray(allOf) ? allOf : []) {
    if (typeof part !== 'object' || part === null) continue;
    for (const [key, value] of Object.entries(part as Schema)) {
      if (key === 'properties') {
        result.properties = { ...(result.properties as Schema | undefined), ...(value as Schema) };
      } else if (key === 'required') {
        const required = [
          ...((result.required as string[] | undefined) ?? []),
          ...(value as string[]),
        ];
        result.required = [...new Set(required)];
      } else if (!(key in result)) {
        result[key] = value;
      }
    }
  }
  return result;
}
