/**
 * Which fields may show their messages (issue 20): a person who leaves the first field must not
 * be told off about fields further down that they have not reached yet. A field is reached once
 * it was left (blurred) or changed; after a submit attempt every field is.
 *
 * rjsf validates the whole form on each live validation, so the filter sits in its
 * `transformErrors`, the one place every validation passes through. Errors the server sent
 * (`extraErrors`) are merged after it and always show.
 */
import type { ErrorTransformer, RJSFValidationError } from '@rjsf/utils';
import { ID_SEPARATOR, fieldIdOf } from './theme/field-ids.ts';

export class ReachedFields {
  private readonly ids = new Set<string>();
  private all: boolean;

  constructor(all = false) {
    this.all = all;
  }

  /** A field (by its element id, 'root_owners_1_name') was left or changed. */
  reach(id: string | undefined): void {
    if (id) this.ids.add(id);
  }

  /** A submit was attempted (or the form shows its errors from the start): every field counts. */
  reachAll(): void {
    this.all = true;
  }

  /** The data was saved: only what is touched from now on counts again. */
  reset(): void {
    this.all = false;
    this.ids.clear();
  }

  /**
   * Whether the field with this id shows its messages: it was reached, or a field inside it was
   * (a list's own "add at least one" under a touched entry), or it lies inside a reached one.
   */
  shows(id: string): boolean {
    if (this.all || this.ids.has(id)) return true;
    for (const reached of this.ids) {
      if (reached.startsWith(id + ID_SEPARATOR) || id.startsWith(reached + ID_SEPARATOR)) {
        return true;
      }
    }
    return false;
  }

  /** Keeps the errors of reached fields; `inner` (pattern messages) runs first. */
  transformer(inner?: ErrorTransformer): ErrorTransformer {
    return (errors, uiSchema) => {
      const transformed: RJSFValidationError[] = inner ? inner(errors, uiSchema) : errors;
      return this.all
        ? transformed
        : transformed.filter((error) => this.shows(fieldIdOf(error.property)));
    };
  }
}
