/**
 * The validation catalogue of spec section 5: each rule once, as a JSON Schema fragment built
 * from standard keywords and the portal formats (formats.ts).
 *
 * A schema names its rule with the `x-rule` keyword: `{ "x-rule": "requiredTaxNumber" }`. The
 * keyword is an ajv macro (vocabulary.ts), so the server's ajv and the build-time compiler of the
 * browser validators expand it identically. Rule parameters are sibling keywords:
 * `x-matches` (passwordConfirmation: the property to equal), `x-extensions` and
 * `x-maxFileSize` (file lists). Limits that are plain JSON Schema stay plain JSON Schema:
 * `maxLength` (validators.tooLong), `maximum` (tooHigh), `multipleOf` (the rounding step).
 *
 * An empty required field reports validators.requiredField only: every format accepts '' and
 * `nonBlank` alone demands a value. For that to work the property must also be listed in the
 * parent's `required` (the schema lint test checks it), because rjsf drops empty inputs.
 */
import type { MessageKey } from './messages.ts';

type Schema = Record<string, unknown>;

/** Default maximum size of one uploaded file (spec section 9: 12 MB). */
export const DEFAULT_MAX_FILE_SIZE = 12 * 1024 * 1024;

export interface RuleDefinition {
  /** The JSON Schema the rule stands for; `parent` is the schema that names the rule. */
  expand: (parent: Schema) => Schema;
  /** Messages for keywords whose meaning depends on the rule (others come from messages.ts). */
  messages?: Partial<Record<string, MessageKey>>;
  /** Whether an empty value fails (the field must then be in its parent's `required`). */
  required: boolean;
}

const string = (...formatNames: string[]): Schema =>
  formatNames.length === 1
    ? { type: 'string', format: formatNames[0] }
    : { type: 'string', allOf: formatNames.map((format) => ({ format })) };

/** Case-insensitive extension whitelist as a pattern ('pdf' → '\.[pP][dD][fF]$'). */
export function extensionPattern(extensions: readonly string[]): string {
  const alternatives = extensions.map((extension) =>
    [...extension.replace(/^\./, '')]
      .map((ch) => {
        const lower = ch.toLowerCase();
        const upper = ch.toUpperCase();
        if (lower !== upper) return `[${lower}${upper}]`;
        return /[\w-]/.test(ch) ? ch : `\\${ch}`;
      })
      .join(''),
  );
  return `\\.(?:${alternatives.join('|')})$`;
}

function fileList(parent: Schema, required: boolean): Schema {
  const maxSize =
    typeof parent['x-maxFileSize'] === 'number' ? parent['x-maxFileSize'] : DEFAULT_MAX_FILE_SIZE;
  const extensions = Array.isArray(parent['x-extensions'])
    ? (parent['x-extensions'] as string[])
    : [];
  const name: Schema = { type: 'string', minLength: 1 };
  if (extensions.length > 0) name.pattern = extensionPattern(extensions);
  return {
    type: 'array',
    ...(required ? { minItems: 1 } : {}),
    items: {
      type: 'object',
      required: ['name', 'size'],
      properties: {
        /** Server-side id of an uploaded file; absent while the upload is pending. */
        id: { type: 'string' },
        name,
        size: { type: 'integer', minimum: 0, maximum: maxSize },
        type: { type: 'string' },
      },
    },
  };
}

const fileMessages = {
  pattern: 'fileExtensionError',
  maximum: 'fileSizeLarge',
  minItems: 'requiredField',
} satisfies RuleDefinition['messages'];

/**
 * The limits a funding call sets (`x-limits`, filled from call.json by bindCallLimits): only
 * bound values count, so the form's call-independent schema compiles too, without them.
 */
function callLimits(parent: Schema): Schema {
  const limits = (parent['x-limits'] ?? {}) as Schema;
  const bound: Schema = {};
  for (const keyword of ['minimum', 'maximum'] as const) {
    if (typeof limits[keyword] === 'number') bound[keyword] = limits[keyword];
  }
  if (typeof limits.multipleOf === 'number' && limits.multipleOf > 0)
    bound.multipleOf = limits.multipleOf;
  const share = limits['x-share'] as Schema | undefined;
  if (share && typeof share.percent === 'number' && typeof share.of === 'string')
    bound['x-share'] = share;
  return bound;
}

/** Every rule of spec section 5, by the name a schema gives in `x-rule`. */
export const rules = {
  requiredString: { required: true, expand: () => string('nonBlank') },
  requiredNonDigitString: { required: true, expand: () => string('nonBlank', 'nonDigit') },
  registrationNumber: {
    required: false,
    expand: () => ({ type: 'string', format: 'digits', minLength: 6, maxLength: 10 }),
  },
  requiredValueString: { required: true, expand: () => string('nonBlank', 'decimal') },
  requiredYearlyDataValueString: {
    required: true,
    expand: () => string('nonBlank', 'signedDecimal'),
  },
  valueString: { required: false, expand: () => string('decimal') },
  ownershipPercentage: { required: true, expand: () => string('nonBlank', 'percentage') },
  requiredBoolean: {
    required: true,
    expand: () => ({ type: 'boolean', const: true }),
    messages: { const: 'requiredField', type: 'requiredField' },
  },
  requiredSelectableBoolean: {
    required: true,
    expand: () => ({ type: 'boolean' }),
    messages: { type: 'requiredField' },
  },
  requiredPassword: { required: true, expand: () => string('nonBlank', 'strongPassword') },
  /** The second password field: must equal the sibling named by `x-matches` (default 'password'). */
  passwordConfirmation: {
    required: true,
    expand: (parent) => ({
      ...string('nonBlank'),
      const: {
        $data: `1/${typeof parent['x-matches'] === 'string' ? parent['x-matches'] : 'password'}`,
      },
    }),
    messages: { const: 'passwordsDoNotMatch' },
  },
  email: { required: false, expand: () => string('emailAddress') },
  requiredEmail: { required: true, expand: () => string('nonBlank', 'emailAddress') },
  requiredPhone: { required: true, expand: () => string('nonBlank', 'phone') },
  idCardNumber: { required: false, expand: () => string('idCardNumber') },
  tajNumber: { required: false, expand: () => string('tajNumber') },
  requiredTaxNumber: { required: true, expand: () => string('nonBlank', 'taxNumber') },
  requiredTaxId: { required: true, expand: () => string('nonBlank', 'taxId') },
  requiredCompanyRegistrationNumber: {
    required: true,
    expand: () => string('nonBlank', 'companyRegistrationNumber'),
  },
  bankAccountNumber: { required: false, expand: () => string('bankAccountNumber') },
  ntakId: { required: false, expand: () => string('ntakId') },
  referenceNumber: { required: false, expand: () => string('referenceNumber') },
  /** A real date, optional HH:MM; empty allowed. */
  date: { required: false, expand: () => string('calendarDate') },
  requiredDate: { required: true, expand: () => string('nonBlank', 'calendarDate') },
  /** A real date not after now; empty allowed. */
  pastDate: { required: false, expand: () => string('calendarDate', 'notFutureDate') },
  requiredPastDate: {
    required: true,
    expand: () => string('nonBlank', 'calendarDate', 'notFutureDate'),
  },
  fileList: {
    required: false,
    expand: (parent) => fileList(parent, false),
    messages: fileMessages,
  },
  requiredFileList: {
    required: true,
    expand: (parent) => fileList(parent, true),
    messages: fileMessages,
  },
  twoFactorCode: { required: true, expand: () => string('nonBlank', 'twoFactorCode') },
  /**
   * The loan claim's requested support within its call: the amount limits, the rounding step
   * (spec section 5: a Hungarian message asks to round to it) and the maximum intensity
   * (`x-share` of the eligible cost). Messages are the call's own, in the 'calls' namespace.
   */
  requestedSupport: {
    required: false,
    expand: (parent) => ({ type: 'integer', ...callLimits(parent) }),
    messages: {
      minimum: 'calls:validation.amountTooLow',
      maximum: 'calls:validation.amountTooHigh',
      multipleOf: 'calls:validation.rounding',
      'x-share': 'calls:validation.intensityTooHigh',
    },
  },
  /** The advance: the rounding step and at most maxAdvancePayment % of the requested support. */
  advancePayment: {
    required: false,
    expand: (parent) => ({ type: 'integer', ...callLimits(parent) }),
    messages: {
      multipleOf: 'calls:validation.rounding',
      'x-share': 'calls:validation.advanceTooHigh',
    },
  },
  /** The project sources: own funds at least minOwnContribution % of the eligible cost. */
  ownContribution: {
    required: false,
    expand: (parent) => ({ type: 'object', ...callLimits(parent) }),
    messages: { 'x-share': 'calls:validation.ownContributionTooLow' },
  },
} satisfies Record<string, RuleDefinition>;

export type RuleName = keyof typeof rules;

export function isRuleName(name: unknown): name is RuleName {
  return typeof name === 'string' && Object.hasOwn(rules, name);
}

/** Expands one rule (the ajv macro); an unknown name is a schema bug and throws at compile time. */
export function expandRule(name: string, parent: Schema): Schema {
  if (!isRuleName(name)) throw new Error(`Unknown validation rule x-rule: "${name}"`);
  return (rules[name] as RuleDefinition).expand(parent);
}
