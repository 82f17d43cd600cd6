/**
 * Teaches an ajv instance the portal's validation vocabulary: the catalogue's formats, the
 * `x-rule` macro and its parameter keywords. The server passes it to Fastify
 * (`ajv: { plugins: [addPortalVocabulary] }` in src/server/app.ts); the build passes it to the
 * compiler of the browser's precompiled validators (scripts/precompile-validators.mjs).
 */
import { Ajv, _, type Code, type KeywordCxt, type Name, type SchemaCxt } from 'ajv';
import addFormats from 'ajv-formats';
import { getData } from 'ajv/dist/compile/validate/index.js';
import { formats } from './formats.ts';
import { expandRule } from './rules.ts';

/** Annotation keywords: data for the rule macro or for the form theme, never checks themselves. */
export const ANNOTATION_KEYWORDS = [
  'x-matches',
  'x-extensions',
  'x-maxFileSize',
  'x-limits',
] as const;

/**
 * The `x-share` keyword: a number compared with a percentage of another value of the same data,
 * e.g. the requested support at most `maxIntensity` % of the eligible cost. No standard keyword
 * relates two values by a factor, and ajv's standalone code generator can emit a `code` keyword,
 * so the browser's precompiled validators check it exactly as the server does.
 */
export interface ShareLimit {
  /** Relative JSON pointer of the other value, as in `$data` ('1/elszamolhatoKoltseg'). */
  of: string;
  percent: number;
  /** 'max': at most percent % of it; 'min': at least. */
  bound: 'max' | 'min';
  /** Compare this property of the object instead of the value itself (missing = 0). */
  field?: string;
}

function shareValue(share: ShareLimit, data: Name): Code {
  if (!share.field) return _`${data}`;
  return _`(${data} !== null && typeof ${data} == "object" && typeof ${data}[${share.field}] == "number" ? ${data}[${share.field}] : 0)`;
}

function shareOf(share: ShareLimit, it: SchemaCxt): Code {
  return _`${getData(share.of, it)}`;
}

/** Whole numbers compared as value × 100 against other × percent: no rounding error. */
function addShareKeyword(ajv: Ajv): void {
  ajv.addKeyword({
    keyword: 'x-share',
    // Typed, so ajv checks it after the built-in limits of the same value (maximum first).
    type: ['number', 'object'],
    schemaType: 'object',
    code(cxt: KeywordCxt) {
      const share = cxt.schema as ShareLimit;
      const of = cxt.gen.const('shareOf', shareOf(share, cxt.it));
      const value = cxt.gen.const('shareValue', shareValue(share, cxt.data));
      const op = share.bound === 'min' ? _`<` : _`>`;
      cxt.fail(
        _`typeof ${of} == "number" && ${of} > 0 && typeof ${value} == "number" && ${value} * 100 ${op} ${of} * ${share.percent}`,
      );
    },
    error: {
      message: 'share of another value',
      params: ({ schema, data, it }) =>
        _`{of: ${shareOf(schema as ShareLimit, it)}, value: ${shareValue(schema as ShareLimit, data)}, percent: ${(schema as ShareLimit).percent}, bound: ${(schema as ShareLimit).bound}}`,
    },
  });
}

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
  if (!ajv.getKeyword('x-share')) addShareKeyword(ajv);
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
