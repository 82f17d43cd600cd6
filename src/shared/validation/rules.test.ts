/**
 * Pins every rule of the catalogue (spec section 5) with property tests against the server's
 * ajv (ajv-formats + the portal vocabulary, as Fastify has it): generated valid values pass and
 * generated invalid values fail with the rule's validators.* key.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './messages.ts';
import { rules } from './rules.ts';
import { createPortalAjv } from './vocabulary.ts';
import { caseData, caseSchema, ruleCases } from './test-support/rule-arbitraries.ts';

const ajv = createPortalAjv();

function verdict(schema: Record<string, unknown>, data: unknown) {
  const validate = ajv.compile(schema);
  validate(data);
  return toFieldErrors(validate.errors, schema);
}

describe('the validation catalogue', () => {
  it('has a property test for every rule', () => {
    expect(ruleCases.map((ruleCase) => ruleCase.rule).toSorted()).toEqual(
      Object.keys(rules).toSorted(),
    );
  });

  for (const ruleCase of ruleCases) {
    describe(ruleCase.rule, () => {
      const schema = caseSchema(ruleCase);

      it('accepts every valid value', () => {
        fc.assert(
          fc.property(ruleCase.accept, (value) => {
            expect(verdict(schema, caseData(ruleCase, value))).toEqual([]);
          }),
        );
      });

      for (const reject of ruleCase.reject) {
        it(`rejects with validators.${reject.key}`, () => {
          fc.assert(
            fc.property(reject.arbitrary, (value) => {
              const errors = verdict(schema, caseData(ruleCase, value));
              expect(errors.map((error) => error.messageKey)).toContain(reject.key);
              expect(errors.every((error) => error.path.startsWith('value'))).toBe(true);
            }),
          );
        });
      }

      if (rules[ruleCase.rule].required) {
        it('reports a missing value as validators.requiredField', () => {
          expect(verdict(schema, caseData(ruleCase, undefined))).toEqual([
            { path: 'value', messageKey: 'requiredField', params: {} },
          ]);
        });
      }
    });
  }
});

describe('rule details', () => {
  it('reports one message per field, requiredField before format problems', () => {
    const schema = caseSchema({ rule: 'requiredTaxNumber', accept: fc.constant(''), reject: [] });
    expect(verdict(schema, { value: '' })).toEqual([
      { path: 'value', messageKey: 'requiredField', params: {} },
    ]);
  });

  it('puts passwordsDoNotMatch on the second password field only', () => {
    const schema = {
      type: 'object',
      required: ['password', 'passwordAgain'],
      properties: {
        password: { 'x-rule': 'requiredPassword' },
        passwordAgain: { 'x-rule': 'passwordConfirmation', 'x-matches': 'password' },
      },
    };
    expect(verdict(schema, { password: 'Jelszo-2026', passwordAgain: 'Jelszo-2027' })).toEqual([
      { path: 'passwordAgain', messageKey: 'passwordsDoNotMatch', params: {} },
    ]);
  });

  it('asks to round to the step (multipleOf) and reports limits with their value', () => {
    const schema = {
      type: 'object',
      properties: {
        amount: { type: 'number', multipleOf: 1000, maximum: 1_000_000 },
        name: { type: 'string', maxLength: 250 },
      },
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999 }).filter((n) => n % 1000 !== 0),
        (amount) => {
          expect(verdict(schema, { amount })).toEqual([
            { path: 'amount', messageKey: 'roundToStep', params: { step: 1000 } },
          ]);
        },
      ),
    );
    expect(verdict(schema, { amount: 2_000_000, name: 'x'.repeat(251) })).toEqual([
      { path: 'amount', messageKey: 'tooHigh', params: { limit: 1_000_000 } },
      { path: 'name', messageKey: 'tooLong', params: { limit: 250 } },
    ]);
  });

  it('names the allowed extensions and the size limit in file errors', () => {
    const schema = {
      type: 'object',
      properties: { files: { 'x-rule': 'fileList', 'x-extensions': ['pdf', 'jpg'] } },
    };
    expect(verdict(schema, { files: [{ name: 'a.exe', size: 1 }] })).toEqual([
      {
        path: 'files.0.name',
        messageKey: 'fileExtensionError',
        params: { extensions: 'pdf, jpg' },
      },
    ]);
    expect(verdict(schema, { files: [{ name: 'a.PDF', size: 13 * 1024 * 1024 }] })).toEqual([
      { path: 'files.0.size', messageKey: 'fileSizeLarge', params: { limitMb: 12 } },
    ]);
  });

  it('reports errors inside arrays of objects with dotted paths', () => {
    const schema = {
      type: 'object',
      properties: {
        owners: {
          type: 'array',
          items: {
            type: 'object',
            required: ['name'],
            properties: { name: { 'x-rule': 'requiredString' } },
          },
        },
      },
    };
    expect(verdict(schema, { owners: [{ name: 'Kiss Anna' }, {}] })).toEqual([
      { path: 'owners.1.name', messageKey: 'requiredField', params: {} },
    ]);
  });

  it('rejects an unknown rule name when the schema is compiled', () => {
    expect(() =>
      ajv.compile({ type: 'object', properties: { a: { 'x-rule': 'noSuchRule' } } }),
    ).toThrow(/noSuchRule/);
  });
});
