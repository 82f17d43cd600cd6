/**
 * The shape of one generated form module (src/client/generated/schemas/<key>.form.ts, written by
 * scripts/precompile-validators.mjs): a schema file, its UI schema and its precompiled
 * validator functions.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

export interface GeneratedForm {
  /** Path of the schema file below schemas/ without '.schema.json', e.g. 'forms/login/login'. */
  key: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validateFns: ValidatorFunctions;
}
