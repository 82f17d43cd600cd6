/**
 * Facts of the provider profile (spec section 3) read from its form schema, so the schema stays
 * the one definition: the micro-segments of each main segment, and the personal part that only a
 * sole proprietor or individual taxpayer has (decision 0022).
 */
import schema from '../../schemas/forms/provider-profile/provider-profile.schema.json' with { type: 'json' };

type Json = Record<string, unknown>;
interface Branch {
  properties: Record<string, Json>;
  required?: string[];
}

const dependencies = schema.dependencies as unknown as Record<string, { oneOf: Branch[] }>;

function branches(key: string): Branch[] {
  return dependencies[key]?.oneOf ?? [];
}

/** Main segment → its micro-segments (empty when the spec lists none for it). */
export const MICRO_SEGMENTS_BY_SEGMENT: Readonly<Record<string, readonly string[]>> =
  Object.fromEntries(
    branches('mainTourismSegment').map((branch) => [
      (branch.properties.mainTourismSegment?.enum as string[] | undefined)?.[0] ?? '',
      // Each micro-segment is a `{ const, title }` choice, so its label follows the segment.
      (
        (branch.properties.mainTourismMicroSegment?.oneOf as
          Array<{ const: string }> | undefined) ?? []
      ).map((choice) => choice.const),
    ]),
  );

const personalBranch = branches('type').find((branch) => 'taxId' in branch.properties);

/** The provider types that have the personal part. */
export const PERSONAL_TYPES: readonly string[] =
  (personalBranch?.properties.type?.enum as string[] | undefined) ?? [];

/** The fields of the personal part (birth data, identity documents, …). */
export const PERSONAL_FIELDS: readonly string[] = Object.keys(
  personalBranch?.properties ?? {},
).filter((name) => name !== 'type');

/** Whether the micro-segment belongs to the main segment (absent when it has none). */
export function isConsistentSegment(segment: unknown, microSegment: unknown): boolean {
  if (typeof segment !== 'string') return microSegment === undefined;
  const allowed = MICRO_SEGMENTS_BY_SEGMENT[segment];
  if (!allowed) return false;
  if (allowed.length === 0) return microSegment === undefined;
  return typeof microSegment === 'string' && allowed.includes(microSegment);
}

/**
 * The profile without what no longer applies after a change of the type or the main segment: a
 * micro-segment of another segment, the personal part of a business organisation. The form calls
 * it on every change; the server stores only what applies (data minimisation).
 */
export function withoutInapplicable(data: Json): Json {
  const result: Json = { ...data };
  const allowed =
    typeof result.mainTourismSegment === 'string'
      ? (MICRO_SEGMENTS_BY_SEGMENT[result.mainTourismSegment] ?? [])
      : [];
  if (
    result.mainTourismMicroSegment !== undefined &&
    !allowed.includes(result.mainTourismMicroSegment as string)
  )
    delete result.mainTourismMicroSegment;
  if (!PERSONAL_TYPES.includes(result.type as string)) {
    for (const field of PERSONAL_FIELDS) delete result[field];
  }
  if (PERSONAL_TYPES.includes(result.type as string)) delete result.companyRegistrationNumber;
  return result;
}
