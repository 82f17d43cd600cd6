/**
 * Stand-in used when the form engine (src/client/components/form) is not in the tree yet:
 * the runner sees the status and reports "not available" instead of a number.
 */
export const ourFormStatus = 'not available: src/client/components/form has no SchemaForm yet';

export function OurForm() {
  return <p>{ourFormStatus}</p>;
}
