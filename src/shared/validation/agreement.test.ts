/**
 * The browser and the server give the same verdict: the precompiled validator (ajv standalone
 * code as scripts/precompile-validators.mjs writes it for the browser, no ajv at run time) and
 * the server's ajv (compiling at run time, as Fastify does) report the same field errors for
 * the same generated inputs, for every rule of the catalogue.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ValidateFunction } from 'ajv';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { compileValidatorModule } from '../../../scripts/precompile-validators.mjs';
import { toFieldErrors } from './messages.ts';
import { createPortalAjv } from './vocabulary.ts';
import { ruleCases } from './test-support/rule-arbitraries.ts';

/** One schema with a property per rule case ('c0', 'c1', …) and the siblings cases need. */
const properties: Record<string, unknown> = { password: { type: 'string' } };
ruleCases.forEach((ruleCase, index) => {
  properties[`c${index}`] = { 'x-rule': ruleCase.rule, ...ruleCase.parameters };
});
const schema = { type: 'object', properties };

let folder: string;
let browserValidate: ValidateFunction;
const serverValidate = createPortalAjv().compile(schema);

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'precompiled-'));
  const file = path.join(folder, 'all-rules.validators.ts');
  writeFileSync(file, await compileValidatorModule(schema, file));
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
    validateFns: Record<string, ValidateFunction>;
  };
  browserValidate = module.validateFns[hashForSchema(schema as RJSFSchema)] as ValidateFunction;
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

function anyValue(index: number) {
  const ruleCase = ruleCases[index]!;
  return fc.oneof(
    ruleCase.accept,
    ...ruleCase.reject.map((reject) => reject.arbitrary),
    fc.constant(undefined),
  );
}

function verdicts(data: Record<string, unknown>) {
  browserValidate(data);
  serverValidate(data);
  return {
    browser: toFieldErrors(browserValidate.errors, schema),
    server: toFieldErrors(serverValidate.errors, schema),
  };
}

describe('browser and server agree', () => {
  it('the precompiled module contains no compiler and no eval', async () => {
    const file = path.join(folder, 'check.validators.ts');
    const code = await compileValidatorModule(schema, file);
    expect(code).not.toMatch(/new Function|eval\(|require\(/);
    expect(code).not.toMatch(/from ['"]ajv/);
  });

  it('on generated valid and invalid values of every rule, all in one form', () => {
    const form = fc.tuple(
      fc.constantFrom('Jelszo-2026', ''),
      ...ruleCases.map((_, index) => anyValue(index)),
    );
    fc.assert(
      fc.property(form, ([password, ...values]) => {
        const data: Record<string, unknown> = { password };
        values.forEach((value, index) => {
          if (value !== undefined) data[`c${index}`] = value;
        });
        const { browser, server } = verdicts(data);
        expect(browser).toEqual(server);
      }),
      { numRuns: 300 },
    );
  });

  it('on arbitrary JSON values (wrong types included)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...Object.keys(properties)), fc.jsonValue()),
        (data) => {
          const { browser, server } = verdicts(data);
          expect(browser).toEqual(server);
        },
      ),
      { numRuns: 300 },
    );
  });
});
