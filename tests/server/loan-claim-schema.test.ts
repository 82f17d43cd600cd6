/**
 * The loan claim is checked with one schema on both sides: schemas/forms/loan-claim bound to the
 * call's limits. The bound schema the build precompiles for the browser is the one the server
 * compiles, and the browser's precompiled validator and the server report the same field
 * errors, with the call's own messages.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { formRegistry } from '../../schemas/registry.ts';
import { loadCallCatalogue } from '../../src/server/calls/catalogue.ts';
import {
  describeFieldError,
  validateLoanClaim,
} from '../../src/server/applications/loan-claim-rules.ts';
import { type LoanClaim, formToLoanClaim, loanClaimToForm } from '../../src/shared/loan-claim.ts';
import { bindCallLimits } from '../../src/shared/validation/call-limits.ts';
import { toFieldErrors } from '../../src/shared/validation/messages.ts';
import { LOAN_CALL, SHIPPED_CALLS_DIR } from '../helpers/calls.ts';

const call = loadCallCatalogue(SHIPPED_CALLS_DIR).calls.find((c) => c.identifier === LOAN_CALL)!;
const GENERATED = path.resolve(
  import.meta.dirname,
  `../../src/client/generated/schemas/calls/${LOAN_CALL}`,
);

const empty: LoanClaim = formToLoanClaim({ megvalositasiHelyszin: [], projektForrasok: {} });
const claims: Array<Partial<LoanClaim>> = [
  { igenyeltTamogatas: 1_500_000_000, elszamolhatoKoltseg: 2_000_000_000 },
  { igenyeltTamogatas: 50_050_000 },
  {
    igenyeltTamogatas: 95_000_000,
    elszamolhatoKoltseg: 100_000_000,
    igenyeltEloleg: 30_000_000,
    projektForrasok: [{ forras: 'SAJAT_FORRAS', osszeg: 5_000_000 }],
  },
  {
    projektCim: 'A Tölgyfa Panzió bővítése',
    rovidLeiras: 'Tizenkét új szoba.',
    igenyeltTamogatas: 80_000_000,
    elszamolhatoKoltseg: 100_000_000,
    igenyeltEloleg: 20_000_000,
    tervezettKezdet: '2027-03-01',
    tervezettFizikaiBefejezes: '2028-06-30',
    afaStatusz: 'B',
    kincstariKor: false,
    megvalositasiHelyszin: [{ id: 7 }],
    projektForrasok: [{ forras: 'SAJAT_FORRAS', osszeg: 20_000_000 }],
  },
];

describe('the loan-claim schema bound to a call', () => {
  it('is the same schema in the build and on the server', () => {
    const built = JSON.parse(readFileSync(path.join(GENERATED, 'loan-claim.schema.json'), 'utf8'));
    const bound = bindCallLimits(formRegistry['loan-claim'].schema, call.call as never) as any;
    expect(built).toEqual(bound);
    expect(bound.properties.igenyeltTamogatas['x-limits']).toEqual({
      minimum: call.call.minAmount,
      maximum: call.call.maxAmount,
      multipleOf: call.call.roundingStep,
      'x-share': { of: '1/elszamolhatoKoltseg', bound: 'max', percent: call.call.maxIntensity },
    });
  });

  it("the browser's precompiled validator and the server report the same errors", async () => {
    const schema = JSON.parse(readFileSync(path.join(GENERATED, 'loan-claim.schema.json'), 'utf8'));
    const module = (await import(path.join(GENERATED, 'loan-claim.validators.ts'))) as {
      validateFns: Record<string, ValidateFunction>;
    };
    const browser = module.validateFns[hashForSchema(schema as RJSFSchema)]!;
    for (const partial of claims) {
      const claim = { ...empty, ...partial };
      browser(loanClaimToForm(claim));
      expect(toFieldErrors(browser.errors, schema)).toEqual(
        validateLoanClaim(call, claim, { complete: true }),
      );
    }
  });

  it("reports the call's limits with the call's messages, formatted amounts included", () => {
    const messages = (partial: Partial<LoanClaim>) =>
      validateLoanClaim(call, { ...empty, ...partial }, { complete: false }).map(
        (error) => describeFieldError(error, 'hu').uzenet,
      );
    expect(messages(claims[0]!)).toEqual([
      'Az igényelt összeg legfeljebb 1 000 000 000 Ft lehet.',
      // No own funds given: none of the cost is covered by them.
      'A saját forrás legalább az elszámolható költség 10%-a, azaz 200 000 000 Ft legyen.',
    ]);
    expect(messages(claims[1]!)).toEqual([
      'Kérjük, az összeget 100 000 Ft egész számú többszörösére kerekítse!',
    ]);
    expect(messages(claims[2]!)).toEqual([
      `A támogatási intenzitás legfeljebb ${call.call.maxIntensity}% lehet (jelenleg 95%).`,
      expect.stringMatching(/^Az igényelt előleg legfeljebb az igényelt támogatás \d+%-a/),
      expect.stringMatching(/^A saját forrás legalább az elszámolható költség \d+%-a/),
    ]);
    expect(messages(claims[3]!)).toEqual([]);
    // A complete check also names what is missing.
    expect(validateLoanClaim(call, empty, { complete: true }).map((error) => error.path)).toEqual(
      expect.arrayContaining(['projektCim', 'kincstariKor', 'megvalositasiHelyszin']),
    );
  });
});
