/**
 * Validation of a completion report's form data with schemas/forms/completion-report — the
 * schema the browser renders. A draft is checked without `required` (half-filled reports are
 * saved); the submission is checked in full. Errors are the portal's field errors
 * (validators.* keys), as the browser shows them.
 */
import type { ValidateFunction } from 'ajv';
import { formSchema } from '../../../schemas/registry.ts';
import { type FieldError, toFieldErrors } from '../../shared/validation/messages.ts';
import { createPortalAjv } from '../../shared/validation/vocabulary.ts';

const schema = formSchema('completion-report');
const ajv = createPortalAjv();
let compiled: { full: ValidateFunction; draft: ValidateFunction } | undefined;

function validators() {
  if (!compiled) {
    const { required: _required, ...draft } = schema;
    compiled = { full: ajv.compile(schema), draft: ajv.compile(draft) };
  }
  return compiled;
}

/** The field errors of a report's data; empty when valid. */
export function completionFormErrors(
  data: Record<string, unknown>,
  mode: 'draft' | 'full',
): FieldError[] {
  const validate = validators()[mode];
  return validate(data) ? [] : toFieldErrors(validate.errors, schema);
}
