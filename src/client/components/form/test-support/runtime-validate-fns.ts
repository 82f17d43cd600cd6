/**
 * Test-only: validator functions for an inline schema, compiled at run time by the server's
 * ajv (the agreement test pins that these equal the precompiled ones). Never import this from
 * application code: it pulls the ajv compiler in.
 */
import { hashForSchema, schemaParser, type RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { createPortalAjv } from '../../../../shared/validation/vocabulary.ts';

export function runtimeValidateFns(schema: RJSFSchema): ValidatorFunctions {
  const ajv = createPortalAjv();
  const fns: Record<string, unknown> = {};
  for (const [id, subschema] of Object.entries(schemaParser(schema))) {
    fns[id] = ajv.compile(subschema);
  }
  fns[hashForSchema(schema)] ??= ajv.compile(schema);
  return fns as ValidatorFunctions;
}
