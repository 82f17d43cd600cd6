/**
 * rjsf's validator for one schema file, built from its precompiled validator functions (no ajv
 * compiler in the browser). Failures are mapped by the shared catalogue (src/shared/validation)
 * to validators.* keys, one message per field, exactly as the server maps them.
 */
import type { ErrorObject } from 'ajv';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { toFieldError, type FieldError } from '../../../shared/validation/messages.ts';
import { encodeFieldError } from './error-messages.ts';

/**
 * Rewrites ajv's errors in place (the shape rjsf's `localizer` hook allows): wrapper errors
 * go, each field keeps one error (requiredField first), and each message becomes the encoded
 * validators.* key that the theme translates when it renders.
 */
export function catalogueLocalizer(rootSchema: RJSFSchema) {
  return (errors?: null | ErrorObject[]): void => {
    if (!errors) return;
    const kept = new Map<string, { error: ErrorObject; fieldError: FieldError }>();
    for (const error of errors) {
      const fieldError = toFieldError(error, rootSchema as Record<string, unknown>);
      if (!fieldError) continue;
      const existing = kept.get(fieldError.path);
      if (
        !existing ||
        (fieldError.messageKey === 'requiredField' &&
          existing.fieldError.messageKey !== 'requiredField')
      ) {
        kept.set(fieldError.path, { error, fieldError });
      }
    }
    const result = [...kept.values()].map(({ error, fieldError }) => {
      error.message = encodeFieldError(fieldError);
      return error;
    });
    errors.splice(0, errors.length, ...result);
  };
}

const validators = new WeakMap<ValidatorFunctions, ValidatorType>();

/** The (cached) rjsf validator of a generated form. */
export function precompiledValidator(
  validateFns: ValidatorFunctions,
  schema: RJSFSchema,
): ValidatorType {
  let validator = validators.get(validateFns);
  if (!validator) {
    validator = createPrecompiledValidator(validateFns, schema, catalogueLocalizer(schema));
    validators.set(validateFns, validator);
  }
  return validator;
}
