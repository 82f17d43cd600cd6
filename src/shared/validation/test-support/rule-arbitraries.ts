/**
 * fast-check generators for every rule of the catalogue: values the rule must accept and values
 * it must reject with a given validators.* key. Shared by the rule tests (server ajv) and the
 * agreement test (precompiled browser validators vs server ajv). Test-only: imports fast-check.
 */
import fc from 'fast-check';
import type { MessageKey } from '../messages.ts';
import type { RuleName } from '../rules.ts';

export interface RejectCase {
  arbitrary: fc.Arbitrary<unknown>;
  key: MessageKey;
}

export interface RuleCase {
  rule: RuleName;
  /** Extra keywords next to x-rule (rule parameters). */
  parameters?: Record<string, unknown>;
  /** Sibling properties the case needs (passwordConfirmation's password). */
  siblings?: Record<string, unknown>;
  accept: fc.Arbitrary<unknown>;
  reject: RejectCase[];
}

const DIGITS = '0123456789'.split('');
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const LOWER = 'abcdefghijklmnopqrstuvwxyz'.split('');

export const digits = (min: number, max = min) =>
  fc.string({ unit: fc.constantFrom(...DIGITS), minLength: min, maxLength: max });
const upper = (n: number) =>
  fc.string({ unit: fc.constantFrom(...UPPER), minLength: n, maxLength: n });
const joined = (...parts: fc.Arbitrary<string>[]) =>
  fc.tuple(...parts).map((values) => values.join(''));
const lit = (text: string) => fc.constant(text);

/** Inserts a lower-case letter somewhere: breaks every digits-and-capitals format. */
const withLetter = (arbitrary: fc.Arbitrary<string>) =>
  fc
    .tuple(arbitrary, fc.nat(), fc.constantFrom(...LOWER))
    .map(
      ([text, at, letter]) =>
        text.slice(0, at % (text.length + 1)) + letter + text.slice(at % (text.length + 1)),
    );
/** Drops one character: breaks every fixed-length format. */
const shortened = (arbitrary: fc.Arbitrary<string>) =>
  fc
    .tuple(arbitrary, fc.nat())
    .map(([text, at]) => text.slice(0, at % text.length) + text.slice((at % text.length) + 1));
/** Adds one digit at the end: breaks every fixed-length format. */
const lengthened = (arbitrary: fc.Arbitrary<string>) =>
  fc.tuple(arbitrary, digits(1)).map(([text, d]) => text + d);

const blank = fc.string({ unit: fc.constantFrom(' ', '\t', '\n'), maxLength: 5 });
const nonBlankText = fc
  .string({ minLength: 1, maxLength: 40 })
  .filter((text) => text.trim().length > 0);

/** Broken versions of a fixed pattern, all reported with `key`. */
function broken(arbitrary: fc.Arbitrary<string>, key: MessageKey): RejectCase[] {
  return [
    { arbitrary: withLetter(arbitrary), key },
    { arbitrary: shortened(arbitrary).filter((text) => text !== ''), key },
    { arbitrary: lengthened(arbitrary), key },
  ];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A real date 'YYYY-MM-DD' (optionally with ' HH:MM' or 'THH:MM') between 1900 and 2020. */
export const pastDateText = fc
  .record({
    year: fc.integer({ min: 1900, max: 2020 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
    time: fc.option(
      fc.tuple(
        fc.constantFrom(' ', 'T'),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
      ),
    ),
  })
  .map(({ year, month, day, time }) => {
    const date = `${year}-${pad(month)}-${pad(Math.min(day, daysIn(year, month)))}`;
    return time ? `${date}${time[0]}${pad(time[1])}:${pad(time[2])}` : date;
  });
/** A real date well after now. */
const futureDateText = fc
  .record({
    year: fc.integer({ min: 2100, max: 2999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, day }) => `${year}-${pad(month)}-${pad(day)}`);
/** Matches the YYYY-MM-DD shape but is no calendar date (30 February, month 13, 24:00 …). */
const unrealDateText = fc.oneof(
  fc.integer({ min: 1900, max: 2020 }).map((year) => `${year}-02-${daysIn(year, 2) + 1}`),
  fc.integer({ min: 13, max: 99 }).map((month) => `2020-${month}-01`),
  fc.integer({ min: 32, max: 99 }).map((day) => `2020-01-${day}`),
  fc.constant('2020-00-10'),
  fc.integer({ min: 24, max: 99 }).map((hour) => `2020-01-01 ${hour}:00`),
  fc.integer({ min: 60, max: 99 }).map((minute) => `2020-01-01 10:${minute}`),
  fc.constantFrom('2020/01/01', '01-01-2020', '2020-1-1', '2020-01-01 1:00', 'tegnap'),
);

const decimalText = fc
  .tuple(digits(1, 9), fc.option(fc.tuple(fc.constantFrom('.', ','), digits(1, 4))))
  .map(([whole, fraction]) => (fraction ? `${whole}${fraction[0]}${fraction[1]}` : whole));
const notDecimal = fc.oneof(
  withLetter(decimalText),
  decimalText.map((text) => `${text}.`),
  decimalText.map((text) => `${text} Ft`),
  fc.constantFrom('1.2.3', '.5', '1,,2', '--1'),
);

const PASSWORD_SPECIALS = '!@#$%^&*()-_=+[]{};:,.?/'.split('');
export const strongPassword = fc
  .tuple(
    fc.constantFrom(...UPPER),
    fc.constantFrom(...LOWER),
    fc.constantFrom(...DIGITS),
    fc.constantFrom(...PASSWORD_SPECIALS),
    fc.string({
      unit: fc.constantFrom(...UPPER, ...LOWER, ...DIGITS, ...PASSWORD_SPECIALS),
      minLength: 6,
      maxLength: 30,
    }),
  )
  .map((parts) => parts.join(''));

const emailAddress = fc
  .tuple(
    fc.string({
      unit: fc.constantFrom(...LOWER, ...DIGITS, '.', '_', '+', '-'),
      minLength: 0,
      maxLength: 10,
    }),
    fc.constantFrom(...LOWER, ...DIGITS),
    fc.array(
      fc.string({ unit: fc.constantFrom(...LOWER, ...DIGITS), minLength: 1, maxLength: 8 }),
      { minLength: 1, maxLength: 3 },
    ),
    fc.string({ unit: fc.constantFrom(...LOWER), minLength: 2, maxLength: 6 }),
  )
  .filter(([local]) => !local.startsWith('.') && !local.includes('..'))
  .map(([local, last, labels, tld]) => `${local}${last}@${labels.join('.')}.${tld}`);
const notEmail = fc.oneof(
  emailAddress.map((email) => email.replace('@', '')),
  emailAddress.map((email) => email.replace(/@.*$/, '@localhost')),
  emailAddress.map((email) => `${email} `),
  emailAddress.map((email) => `.${email}`),
  fc.constantFrom('a@@b.hu', 'a..b@c.hu', '@b.hu', 'a@b'),
);

const taxNumber = joined(digits(8), lit('-'), digits(1), lit('-'), digits(2));
const companyRegistrationNumber = joined(digits(2), lit('-'), digits(2), lit('-'), digits(6));
const bankAccount = fc.oneof(
  joined(digits(8), lit('-'), digits(8)),
  joined(digits(8), lit('-'), digits(8), lit('-'), digits(8)),
);
const idCard = joined(digits(6), upper(2));
const ntakId = joined(upper(2), digits(8));

const file = (extension: string, size: fc.Arbitrary<number>) =>
  fc.record({
    name: fc
      .string({ unit: fc.constantFrom(...LOWER), minLength: 1, maxLength: 8 })
      .map((base) => `${base}.${extension}`),
    size,
  });
const MB = 1024 * 1024;
const caseVariants = (extension: string) =>
  fc
    .array(fc.boolean(), { minLength: extension.length, maxLength: extension.length })
    .map((flags) => [...extension].map((ch, i) => (flags[i] ? ch.toUpperCase() : ch)).join(''));

/** One case per rule of the catalogue (the rule test asserts none is missing). */
export const ruleCases: RuleCase[] = [
  {
    rule: 'requiredString',
    accept: nonBlankText,
    reject: [
      { arbitrary: blank, key: 'requiredField' },
      { arbitrary: fc.integer(), key: 'invalidTypeError' },
    ],
  },
  {
    rule: 'requiredNonDigitString',
    accept: nonBlankText.filter((text) => !/\d/.test(text)),
    reject: [
      { arbitrary: blank, key: 'requiredField' },
      {
        arbitrary: fc
          .tuple(fc.string({ maxLength: 10 }), digits(1))
          .map(([text, d]) => `${text}${d}`),
        key: 'mustContainOnlyNonNumericCharacters',
      },
    ],
  },
  {
    rule: 'registrationNumber',
    accept: digits(6, 10),
    reject: [
      { arbitrary: digits(0, 5), key: 'tooShort' },
      { arbitrary: digits(11, 20), key: 'tooLong' },
      { arbitrary: withLetter(digits(6, 9)), key: 'onlyNumeralsAllowed' },
    ],
  },
  {
    rule: 'requiredValueString',
    accept: decimalText,
    reject: [
      { arbitrary: blank, key: 'requiredField' },
      { arbitrary: notDecimal, key: 'invalidNumberFormat' },
      { arbitrary: decimalText.map((text) => `-${text}`), key: 'invalidNumberFormat' },
    ],
  },
  {
    rule: 'requiredYearlyDataValueString',
    accept: fc
      .tuple(fc.boolean(), decimalText)
      .map(([negative, text]) => (negative ? `-${text}` : text)),
    reject: [
      { arbitrary: blank, key: 'requiredField' },
      { arbitrary: notDecimal, key: 'invalidNumberFormat' },
    ],
  },
  {
    rule: 'valueString',
    accept: fc.oneof(decimalText, fc.constant('')),
    reject: [{ arbitrary: notDecimal, key: 'invalidNumberFormat' }],
  },
  {
    rule: 'ownershipPercentage',
    accept: fc
      .tuple(fc.integer({ min: 1, max: 100 }), fc.nat({ max: 2 }))
      .map(([n, zeros]) => '0'.repeat(zeros) + n),
    reject: [
      {
        arbitrary: fc.integer({ min: 101, max: 1_000_000 }).map(String),
        key: 'mustBeBetween1And100',
      },
      {
        arbitrary: fc.constantFrom('0', '00', '1.5', '50%', '-5', 'x'),
        key: 'mustBeBetween1And100',
      },
      { arbitrary: blank, key: 'requiredField' },
    ],
  },
  {
    rule: 'requiredBoolean',
    accept: fc.constant(true),
    reject: [{ arbitrary: fc.constant(false), key: 'requiredField' }],
  },
  {
    rule: 'requiredSelectableBoolean',
    accept: fc.boolean(),
    reject: [{ arbitrary: fc.constantFrom(null, 'true', 0), key: 'requiredField' }],
  },
  {
    rule: 'requiredPassword',
    accept: strongPassword,
    reject: [
      { arbitrary: blank, key: 'requiredField' },
      {
        arbitrary: strongPassword.map((password) => password.slice(0, 9)),
        key: 'invalidPasswordFormat',
      },
      {
        arbitrary: strongPassword.map((password) => password.toLowerCase()),
        key: 'invalidPasswordFormat',
      },
      {
        arbitrary: strongPassword.map((password) => password.toUpperCase()),
        key: 'invalidPasswordFormat',
      },
      {
        arbitrary: strongPassword.map((password) => password.replace(/\d/g, 'a')),
        key: 'invalidPasswordFormat',
      },
      {
        arbitrary: strongPassword.map((password) => password.replace(/[^A-Za-z\d]/g, '1')),
        key: 'invalidPasswordFormat',
      },
    ],
  },
  {
    rule: 'passwordConfirmation',
    parameters: { 'x-matches': 'password' },
    siblings: { password: 'Jelszo-2026' },
    accept: fc.constant('Jelszo-2026'),
    reject: [
      {
        arbitrary: nonBlankText.filter((text) => text !== 'Jelszo-2026'),
        key: 'passwordsDoNotMatch',
      },
      { arbitrary: blank, key: 'requiredField' },
    ],
  },
  {
    rule: 'email',
    accept: fc.oneof(emailAddress, fc.constant('')),
    reject: [{ arbitrary: notEmail, key: 'invalidEmailFormat' }],
  },
  {
    rule: 'requiredEmail',
    accept: emailAddress,
    reject: [
      { arbitrary: blank, key: 'requiredField' },
      { arbitrary: notEmail, key: 'invalidEmailFormat' },
    ],
  },
  {
    rule: 'requiredPhone',
    accept: fc
      .tuple(fc.boolean(), digits(10, 15))
      .map(([plus, number]) => (plus ? `+${number}` : number)),
    reject: [
      { arbitrary: blank, key: 'requiredField' },
      { arbitrary: digits(1, 9).map((number) => `+${number}`), key: 'tooShort' },
      { arbitrary: digits(1, 9), key: 'tooShort' },
    ],
  },
  {
    rule: 'idCardNumber',
    accept: idCard,
    reject: [
      ...broken(idCard, 'invalidIdCardFormat'),
      { arbitrary: idCard.map((id) => id.toLowerCase()), key: 'invalidIdCardFormat' },
    ],
  },
  { rule: 'tajNumber', accept: digits(9), reject: broken(digits(9), 'invalidTajNumberFormat') },
  {
    rule: 'requiredTaxNumber',
    accept: taxNumber,
    reject: [
      { arbitrary: blank, key: 'requiredField' },
      ...broken(taxNumber, 'invalidTaxNumberFormat'),
      { arbitrary: taxNumber.map((t) => t.replace(/-/g, '')), key: 'invalidTaxNumberFormat' },
    ],
  },
  {
    rule: 'requiredTaxId',
    accept: digits(10),
    reject: [
      { arbitrary: blank, key: 'requiredField' },
      ...broken(digits(10), 'invalidTaxIdFormat'),
    ],
  },
  {
    rule: 'requiredCompanyRegistrationNumber',
    accept: companyRegistrationNumber,
    reject: [
      { arbitrary: blank, key: 'requiredField' },
      ...broken(companyRegistrationNumber, 'invalidCompanyRegistrationNumberFormat'),
    ],
  },
  {
    rule: 'bankAccountNumber',
    accept: fc.oneof(bankAccount, fc.constant('')),
    reject: [
      { arbitrary: withLetter(bankAccount), key: 'invalidBankAccountFormat' },
      { arbitrary: shortened(bankAccount), key: 'invalidBankAccountFormat' },
      {
        arbitrary: joined(digits(8), lit('-'), digits(8), lit('-'), digits(8), lit('-'), digits(8)),
        key: 'invalidBankAccountFormat',
      },
    ],
  },
  {
    rule: 'ntakId',
    accept: ntakId,
    reject: [
      ...broken(ntakId, 'invalidNtakIdFormat'),
      { arbitrary: ntakId.map((id) => id.toLowerCase()), key: 'invalidNtakIdFormat' },
    ],
  },
  {
    rule: 'referenceNumber',
    accept: digits(5),
    reject: broken(digits(5), 'invalidReferenceNumberFormat'),
  },
  {
    rule: 'date',
    accept: fc.oneof(pastDateText, futureDateText, fc.constant('')),
    reject: [{ arbitrary: unrealDateText, key: 'invalidDate' }],
  },
  {
    rule: 'requiredDate',
    accept: fc.oneof(pastDateText, futureDateText),
    reject: [
      { arbitrary: blank, key: 'requiredField' },
      { arbitrary: unrealDateText, key: 'invalidDate' },
    ],
  },
  {
    rule: 'pastDate',
    accept: fc.oneof(pastDateText, fc.constant('')),
    reject: [
      { arbitrary: futureDateText, key: 'futureDateNotAllowed' },
      { arbitrary: unrealDateText, key: 'invalidDate' },
    ],
  },
  {
    rule: 'requiredPastDate',
    accept: pastDateText,
    reject: [
      { arbitrary: blank, key: 'requiredField' },
      { arbitrary: futureDateText, key: 'futureDateNotAllowed' },
      { arbitrary: unrealDateText, key: 'invalidDate' },
    ],
  },
  {
    rule: 'fileList',
    parameters: { 'x-extensions': ['pdf', 'jpg'] },
    accept: fc.array(
      fc
        .oneof(caseVariants('pdf'), caseVariants('jpg'))
        .chain((extension) => file(extension, fc.integer({ min: 0, max: 12 * MB }))),
      { maxLength: 4 },
    ),
    reject: [
      {
        arbitrary: fc.array(file('pdf', fc.integer({ min: 12 * MB + 1, max: 100 * MB })), {
          minLength: 1,
          maxLength: 3,
        }),
        key: 'fileSizeLarge',
      },
      {
        arbitrary: fc.array(
          fc
            .constantFrom('exe', 'docx', 'pdfx', 'jpeg')
            .chain((ext) => file(ext, fc.integer({ min: 0, max: MB }))),
          { minLength: 1, maxLength: 3 },
        ),
        key: 'fileExtensionError',
      },
    ],
  },
  {
    rule: 'requiredFileList',
    parameters: { 'x-maxFileSize': 2 * MB },
    accept: fc.array(file('docx', fc.integer({ min: 0, max: 2 * MB })), {
      minLength: 1,
      maxLength: 4,
    }),
    reject: [
      { arbitrary: fc.constant([]), key: 'requiredField' },
      {
        arbitrary: fc.array(file('docx', fc.integer({ min: 2 * MB + 1, max: 12 * MB })), {
          minLength: 1,
          maxLength: 3,
        }),
        key: 'fileSizeLarge',
      },
    ],
  },
  {
    rule: 'twoFactorCode',
    accept: fc.string({ minLength: 6, maxLength: 6 }).filter((code) => code.trim() !== ''),
    reject: [
      { arbitrary: blank, key: 'requiredField' },
      {
        arbitrary: fc.string({ minLength: 1, maxLength: 5 }).filter((code) => code.trim() !== ''),
        key: 'invalidTwoFactorCode',
      },
      {
        arbitrary: fc.string({ minLength: 7, maxLength: 12 }).filter((code) => code.trim() !== ''),
        key: 'invalidTwoFactorCode',
      },
    ],
  },
  // The loan claim's call limits (bound from a call.json): eligible cost 100 000 000 Ft,
  // 1 000 000–60 000 000 Ft in 100 000 Ft steps, at most 50 % intensity.
  {
    rule: 'requestedSupport',
    parameters: {
      'x-limits': {
        minimum: 1_000_000,
        maximum: 60_000_000,
        multipleOf: 100_000,
        'x-share': { of: '1/cost', bound: 'max', percent: 50 },
      },
    },
    siblings: { cost: 100_000_000 },
    accept: fc.integer({ min: 10, max: 500 }).map((steps) => steps * 100_000),
    reject: [
      {
        arbitrary: fc.integer({ min: 601, max: 10_000 }).map((steps) => steps * 100_000),
        key: 'calls:validation.amountTooHigh',
      },
      {
        arbitrary: fc.integer({ min: 1, max: 9 }).map((steps) => steps * 100_000),
        key: 'calls:validation.amountTooLow',
      },
      {
        arbitrary: fc.integer({ min: 501, max: 600 }).map((steps) => steps * 100_000),
        key: 'calls:validation.intensityTooHigh',
      },
      {
        arbitrary: fc
          .integer({ min: 1_000_000, max: 50_000_000 })
          .filter((amount) => amount % 100_000 !== 0),
        key: 'calls:validation.rounding',
      },
    ],
  },
  {
    rule: 'advancePayment',
    parameters: {
      'x-limits': {
        // As in the loan claim: huge numbers stop at the maximum, before float remainders differ.
        minimum: 0,
        maximum: 999_999_999_999,
        multipleOf: 100_000,
        'x-share': { of: '1/requested', bound: 'max', percent: 25 },
      },
    },
    siblings: { requested: 40_000_000 },
    accept: fc.integer({ min: 0, max: 100 }).map((steps) => steps * 100_000),
    reject: [
      {
        arbitrary: fc.integer({ min: 101, max: 1000 }).map((steps) => steps * 100_000),
        key: 'calls:validation.advanceTooHigh',
      },
      {
        arbitrary: fc
          .integer({ min: 1, max: 10_000_000 })
          .filter((amount) => amount % 100_000 !== 0),
        key: 'calls:validation.rounding',
      },
    ],
  },
  {
    rule: 'ownContribution',
    parameters: {
      'x-limits': {
        'x-share': { of: '1/cost', field: 'own', bound: 'min', percent: 30 },
      },
    },
    siblings: { cost: 10_000_000 },
    accept: fc.integer({ min: 3_000_000, max: 20_000_000 }).map((own) => ({ own })),
    reject: [
      {
        arbitrary: fc.integer({ min: 0, max: 2_999_999 }).map((own) => ({ own, other: 7_000_000 })),
        key: 'calls:validation.ownContributionTooLow',
      },
    ],
  },
];

/** The one-property object schema a case is checked with. */
export function caseSchema(ruleCase: RuleCase): Record<string, unknown> {
  return {
    type: 'object',
    required: ['value'],
    properties: {
      ...Object.fromEntries(
        Object.entries(ruleCase.siblings ?? {}).map(([name, sibling]) => [
          name,
          { type: typeof sibling === 'number' ? 'integer' : 'string' },
        ]),
      ),
      value: { 'x-rule': ruleCase.rule, ...ruleCase.parameters },
    },
  };
}

export function caseData(ruleCase: RuleCase, value: unknown): Record<string, unknown> {
  return { ...ruleCase.siblings, value };
}
