import { describe, expect, it } from 'vitest';
import { type LoanClaim, formToLoanClaim, loanClaimToForm, pickLoanClaim } from './loan-claim.ts';

const claim: LoanClaim = {
  projektCim: 'A panzió bővítése',
  rovidLeiras: null,
  igenyeltTamogatas: 80_000_000,
  elszamolhatoKoltseg: 100_000_000,
  igenyeltEloleg: null,
  tervezettKezdet: '2027-03-01',
  tervezettFizikaiBefejezes: null,
  afaStatusz: 'B',
  kincstariKor: false,
  munkahelynovekedes: null,
  mukodesiEredmeny: -1_500_000,
  megvalositasiHelyszin: [{ id: 4 }],
  projektForrasok: [{ forras: 'SAJAT_FORRAS', osszeg: 20_000_000 }],
};

describe('the loan claim', () => {
  it('is picked from an application without its other fields', () => {
    const application = { ...claim, id: 7, statusz: 'UNDER_EDITING', verzio: 3 };
    expect(pickLoanClaim(application)).toEqual(claim);
  });

  it('survives the form shape and back', () => {
    expect(formToLoanClaim(loanClaimToForm(claim))).toEqual(claim);
  });
});
