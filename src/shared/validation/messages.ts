/**
 * From ajv errors to the portal's messages: every failure becomes `{ path, messageKey, params }`
 * where messageKey is a key of the 'validators' namespace (spec section 8) and params fill its
 * placeholders. Used by the browser (rjsf) and the server (Fastify validation errors) alike.
 */
import type { ErrorObject } from 'ajv';
import { DEFAULT_MAX_FILE_SIZE, type RuleDefinition, rules, isRuleName } from './rules.ts';
import type { PortalFormatName } from './formats.ts';
import { formatCurrency } from '../format.ts';
import type { Language } from '../i18n-languages.ts';

/** Every key of the 'validators' namespace. The locale test checks each exists in hu and en. */
export const MESSAGE_KEYS = [
  // spec section 8
  'invalidTypeError',
  'requiredField',
  'mustContainOnlyNonNumericCharacters',
  'onlyNumeralsAllowed',
  'tooShort',
  'tooLong',
  'tooHigh',
  'mustBeBetween1And100',
  'invalidPasswordFormat',
  'invalidEmailFormat',
  'passwordsDoNotMatch',
  'invalidIdCardFormat',
  'invalidTajNumberFormat',
  'invalidTaxNumberFormat',
  'invalidTaxIdFormat',
  'invalidCompanyRegistrationNumberFormat',
  'invalidBankAccountFormat',
  'invalidNtakIdFormat',
  'invalidReferenceNumberFormat',
  'invalidDate',
  'futureDateNotAllowed',
  'fileSizeLarge',
  'fileExtensionError',
  // rules of section 5 whose key section 8 does not name
  'invalidNumberFormat',
  'roundToStep',
  'invalidTwoFactorCode',
  'tooLow',
  'tooManyItems',
  'invalidOption',
  'invalidValue',
] as const;

/**
 * Messages of the call-dependent limits of the loan claim (rules requestedSupport,
 * advancePayment, ownContribution): they live in the 'calls' namespace, where the server's
 * business-rule messages of the same claim are, and name their namespace.
 */
export const CALL_LIMIT_MESSAGE_KEYS = [
  'calls:validation.amountTooLow',
  'calls:validation.amountTooHigh',
  'calls:validation.rounding',
  'calls:validation.intensityTooHigh',
  'calls:validation.advanceTooHigh',
  'calls:validation.ownContributionTooLow',
] as const;

export type MessageKey = (typeof MESSAGE_KEYS)[number] | (typeof CALL_LIMIT_MESSAGE_KEYS)[number];

/** The i18next key of a message key: validators.* unless it names its namespace. */
export function translationKey(messageKey: MessageKey): string {
  return messageKey.includes(':') ? messageKey : `validators:${messageKey}`;
}

/** A forint amount among message parameters, formatted when the message is shown. */
export interface MoneyParam {
  money: number;
}

/**
 * Message parameters ready for the text in `language`: forint amounts ({ money }) formatted the
 * portal's way ('1 000 000 000 Ft'). Browser and server format through this one function.
 */
export function formatMessageParams(
  params: Record<string, unknown>,
  language: Language,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      value !== null && typeof value === 'object' && typeof (value as MoneyParam).money === 'number'
        ? formatCurrency((value as MoneyParam).money, '0,0', language)
        : value,
    ]),
  );
}

/** One field error, ready for translation: `t('validators:' + messageKey, params)`. */
export interface FieldError {
  /** Dotted path of the field ('owners.0.name'); '' for the form as a whole. */
  path: string;
  messageKey: MessageKey;
  params: Record<string, unknown>;
}

/** Each format's failure message and fixed parameters. */
export const FORMAT_MESSAGES: Record<
  PortalFormatName,
  { key: MessageKey; params?: Record<string, unknown> }
> = {
  nonBlank: { key: 'requiredField' },
  nonDigit: { key: 'mustContainOnlyNonNumericCharacters' },
  digits: { key: 'onlyNumeralsAllowed' },
  decimal: { key: 'invalidNumberFormat' },
  signedDecimal: { key: 'invalidNumberFormat' },
  percentage: { key: 'mustBeBetween1And100' },
  strongPassword: { key: 'invalidPasswordFormat' },
  emailAddress: { key: 'invalidEmailFormat' },
  phone: { key: 'tooShort', params: { limit: 10 } },
  idCardNumber: { key: 'invalidIdCardFormat' },
  tajNumber: { key: 'invalidTajNumberFormat' },
  taxNumber: { key: 'invalidTaxNumberFormat' },
  taxId: { key: 'invalidTaxIdFormat' },
  companyRegistrationNumber: { key: 'invalidCompanyRegistrationNumberFormat' },
  bankAccountNumber: { key: 'invalidBankAccountFormat' },
  ntakId: { key: 'invalidNtakIdFormat' },
  referenceNumber: { key: 'invalidReferenceNumberFormat' },
  calendarDate: { key: 'invalidDate' },
  notFutureDate: { key: 'futureDateNotAllowed' },
  twoFactorCode: { key: 'invalidTwoFactorCode', params: { length: 6 } },
};

/** Keywords whose message does not depend on the rule. */
const KEYWORD_MESSAGES: Record<string, MessageKey> = {
  required: 'requiredField',
  type: 'invalidTypeError',
  minLength: 'tooShort',
  maxLength: 'tooLong',
  maximum: 'tooHigh',
  exclusiveMaximum: 'tooHigh',
  minimum: 'tooLow',
  exclusiveMinimum: 'tooLow',
  multipleOf: 'roundToStep',
  minItems: 'requiredField',
  maxItems: 'tooManyItems',
  enum: 'invalidOption',
};

/** Wrapper errors that only repeat what their sub-errors already said. */
const WRAPPER_KEYWORDS = new Set(['x-rule', 'if', 'anyOf', 'oneOf', 'not', '$ref']);

type Json = Record<string, unknown>;

function decodeSegment(segment: string): string {
  return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The rule named at the `x-rule` segment of a schema path, walking the root schema. */
function ruleOf(schemaPath: string, root: Json | undefined): RuleDefinition | undefined {
  if (!root) return undefined;
  const segments = schemaPath.replace(/^#\/?/, '').split('/').map(decodeSegment);
  const at = segments.indexOf('x-rule');
  if (at < 0) return undefined;
  let node: unknown = root;
  for (const segment of segments.slice(0, at)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Json)[segment];
  }
  const name = node && typeof node === 'object' ? (node as Json)['x-rule'] : undefined;
  return isRuleName(name) ? (rules[name] as RuleDefinition) : undefined;
}

function nodeAt(schemaPath: string, root: Json | undefined): Json | undefined {
  if (!root) return undefined;
  let node: unknown = root;
  for (const segment of schemaPath
    .replace(/^#\/?/, '')
    .split('/')
    .map(decodeSegment)
    .slice(0, -1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Json)[segment];
  }
  return node && typeof node === 'object' ? (node as Json) : undefined;
}

function dotted(instancePath: string): string {
  return instancePath.split('/').slice(1).map(decodeSegment).join('.');
}

/**
 * Maps one ajv error to a field error, or null for wrapper errors. `rootSchema` (the schema that
 * was validated) lets rule-specific keywords find their rule, e.g. `const` means
 * passwordsDoNotMatch under passwordConfirmation but requiredField under requiredBoolean.
 */
export function toFieldError(error: ErrorObject, rootSchema?: Json): FieldError | null {
  if (WRAPPER_KEYWORDS.has(error.keyword)) return null;
  const params = (error.params ?? {}) as Record<string, unknown>;
  let path = dotted(error.instancePath);
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    path = path ? `${path}.${params.missingProperty}` : params.missingProperty;
  }
  const rule = ruleOf(error.schemaPath, rootSchema);
  const fromRule = rule?.messages?.[error.keyword];
  if (error.keyword === 'format' && !fromRule) {
    const format = FORMAT_MESSAGES[params.format as PortalFormatName];
    if (format) return { path, messageKey: format.key, params: { ...format.params } };
    return { path, messageKey: 'invalidValue', params: {} };
  }
  const messageKey = fromRule ?? KEYWORD_MESSAGES[error.keyword] ?? 'invalidValue';
  return {
    path,
    messageKey,
    params: messageParams(messageKey, params, error.schemaPath, rootSchema),
  };
}

function messageParams(
  key: MessageKey,
  params: Record<string, unknown>,
  schemaPath: string,
  root: Json | undefined,
): Record<string, unknown> {
  switch (key) {
    case 'tooShort':
    case 'tooLong':
    case 'tooHigh':
    case 'tooLow':
    case 'tooManyItems':
      return { limit: params.limit };
    case 'roundToStep':
      return { step: params.multipleOf };
    case 'calls:validation.amountTooLow':
      return { min: { money: params.limit } };
    case 'calls:validation.amountTooHigh':
      return { max: { money: params.limit } };
    case 'calls:validation.rounding':
      return { step: { money: params.multipleOf } };
    case 'calls:validation.intensityTooHigh': {
      const of = Number(params.of);
      const actual = Math.round((Number(params.value) / of) * 10_000) / 100;
      return { max: params.percent, actual };
    }
    case 'calls:validation.advanceTooHigh':
      return {
        percent: params.percent,
        max: { money: Math.floor((Number(params.of) * Number(params.percent)) / 100) },
      };
    case 'calls:validation.ownContributionTooLow':
      return {
        percent: params.percent,
        min: { money: Math.ceil((Number(params.of) * Number(params.percent)) / 100) },
      };
    case 'fileSizeLarge': {
      const limit = typeof params.limit === 'number' ? params.limit : DEFAULT_MAX_FILE_SIZE;
      return { limitMb: Math.round((limit / (1024 * 1024)) * 10) / 10 };
    }
    case 'fileExtensionError': {
      // The whitelist sits on the schema that names the rule (the field), above the items.
      const ruleAt = schemaPath.indexOf('/x-rule/');
      const field = ruleAt >= 0 ? nodeAt(`${schemaPath.slice(0, ruleAt)}/x-rule`, root) : undefined;
      const extensions = Array.isArray(field?.['x-extensions'])
        ? (field['x-extensions'] as string[])
        : [];
      return { extensions: extensions.join(', ') };
    }
    default:
      return {};
  }
}

/**
 * Maps ajv errors to field errors, one message per field: requiredField when the value is
 * missing, otherwise the first failure ajv reported.
 */
export function toFieldErrors(
  errors: readonly ErrorObject[] | null | undefined,
  rootSchema?: Json,
): FieldError[] {
  const byPath = new Map<string, FieldError>();
  for (const error of errors ?? []) {
    const fieldError = toFieldError(error, rootSchema);
    if (!fieldError) continue;
    const existing = byPath.get(fieldError.path);
    // ajv checks keywords in its own order (const before format); a missing value is always
    // the thing to fix first.
    if (
      !existing ||
      (fieldError.messageKey === 'requiredField' && existing.messageKey !== 'requiredField')
    ) {
      byPath.set(fieldError.path, fieldError);
    }
  }
  return [...byPath.values()];
}
