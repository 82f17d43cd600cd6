/**
 * Form data without empty strings: the mappers default missing text to '' (spec section 3), but
 * an rjsf form must see "nothing entered" as absent, or an optional select fails its enum and a
 * required one reports the wrong message (requiredField comes from `required`).
 */
export function withoutEmpty(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== ''));
}
