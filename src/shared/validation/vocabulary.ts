/**
 * Teaches an ajv instance the portal's validation vocabulary: the catalogue's formats, the
 * `x-rule` macro and its parameter keywords. The server passes it to Fastify
 * (`ajv: { plugins: [addPortalVocabulary] }` in src/server/app.ts); the build passes it to the
 * compiler of the browser's precompiled validators (scripts/precompile-validators.mjs).
 */
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { formats } from './formats.ts';
import { expandRule } from './rules.ts';

/** Annotation keywords: data for the rule macro or for the form theme, never checks themselves. */
export const ANNOTATION_KEYWORDS = ['x-matches', 'x-extensions', 'x-maxFileSize'] as const;

/**
 * Adds the vocabulary and returns the same instance (the signature Fastify's `ajv.plugins` and
 * rjsf's `extenderFn` expect). The instance needs `$data: true` for passwordConfirmation.
 */
export function addPortalVocabulary<T extends Ajv>(ajv: T): T {
  // The names are portal-specific (strongPassword, not ajv-formats' always-true 'password'),
  // so adding them over an existing definition would only repeat an earlier call.
  for (const [name, format] of Object.entries(formats)) ajv.addFormat(name, format);
  if (!ajv.getKeyword('x-rule')) {
    ajv.addKeyword({
      keyword: 'x-rule',
      schemaType: 'string',
      macro: (name: string, parentSchema: Record<string, unknown>) =>
        expandRule(name, parentSchema),
    });
  }
  for (const keyword of ANNOTATION_KEYWORDS) {
    if (!ajv.getKeyword(keyword)) ajv.addKeyword({ keyword });
  }
  return ajv;
}

/** The ajv options the vocabulary relies on; both server and build use them. */
export const PORTAL_AJV_OPTIONS = {
  allErrors: true,
  $data: true,
  strict: false,
  coerceTypes: false,
} as const;

/**
 * A stand-alone ajv as the server has it (Fastify: ajv-formats + the vocabulary), for scripts and
 * tests that validate outside a route.
 */
export function createPortalAjv(): Ajv {
  const ajv = new Ajv({ ...PORTAL_AJV_OPTIONS });
  addFormats(ajv);
  return addPortalVocabulary(ajv);
}
