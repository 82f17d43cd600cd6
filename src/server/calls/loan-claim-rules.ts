/**
 * The loan claim checked against its call: amount limits, maximum intensity, minimum own
 * contribution, maximum advance, the rounding step, the implementation period and the sites.
 * Pure functions: the route stores a draft whatever they say, and refuses a final save (or
 * counts the section incomplete) while they report an issue.
 */
import { formatCurrency, formatDate } from '../../shared/format.ts';
import type { Language } from '../../shared/i18n-languages.ts';
import type { CallJson } from './catalogue.ts';
import { callsMessage } from './messages.ts';

export const VAT_STATUSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export const SOURCE_TYPES = ['SAJAT_FORRAS', 'BANKI_HITEL', 'EGYEB_TAMOGATAS', 'EGYEB'] as const;

/** The loan claim as stored (every field may be missing while it is a draft). */
export interface LoanClaim {
  projektCim: string | null;
  rovidLeiras: string | null;
  igenyeltTamogatas: number | null;
  elszamolhatoKoltseg: number | null;
  igenyeltEloleg: number | null;
  tervezettKezdet: string | null;
  tervezettFizikaiBefejezes: string | null;
  afaStatusz: (typeof VAT_STATUSES)[number] | null;
  kincstariKor: boolean | null;
  munkahelynovekedes: number | null;
  mukodesiEredmeny: number | null;
  megvalositasiHelyszin: Array<{ id: number }>;
  projektForrasok: Array<{ forras: (typeof SOURCE_TYPES)[number]; osszeg: number }>;
}

/** One problem with one field: the key under calls:validation.* and its parameters. */
export interface FieldIssue {
  field: string;
  key: string;
  params: Record<string, string | number>;
}

/** Fields a complete loan claim must have. */
export const REQUIRED_LOAN_CLAIM_FIELDS = [
  'projektCim',
  'rovidLeiras',
  'igenyeltTamogatas',
  'elszamolhatoKoltseg',
  'tervezettKezdet',
  'tervezettFizikaiBefejezes',
  'afaStatusz',
  'kincstariKor',
  'megvalositasiHelyszin',
] as const;

/**
 * Business rules on the values present. `siteIds` are the applicant's address ids; a site
 * outside them is refused. Missing values are not reported here (see missingLoanClaimFields).
 */
export function checkLoanClaim(
  call: CallJson,
  claim: LoanClaim,
  siteIds: readonly number[],
  language: Language = 'hu',
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const money = (value: number) => formatCurrency(value, '0,0', language);
  const add = (field: string, key: string, params: Record<string, string | number> = {}) =>
    issues.push({ field, key, params });
  const requested = claim.igenyeltTamogatas;
  const eligible = claim.elszamolhatoKoltseg;

  if (requested !== null) {
    if (call.minAmount !== null && requested < call.minAmount)
      add('igenyeltTamogatas', 'amountTooLow', { min: money(call.minAmount) });
    if (requested > call.maxAmount)
      add('igenyeltTamogatas', 'amountTooHigh', { max: money(call.maxAmount) });
    if (call.type === 'GRANT') {
      if (
        call.minGrantAmount !== null &&
        requested < call.minGrantAmount &&
        (call.minAmount ?? 0) < call.minGrantAmount
      )
        add('igenyeltTamogatas', 'grantTooLow', { min: money(call.minGrantAmount) });
      if (
        call.maxGrantAmount !== null &&
        requested > call.maxGrantAmount &&
        call.maxAmount > call.maxGrantAmount
      )
        add('igenyeltTamogatas', 'grantTooHigh', { max: money(call.maxGrantAmount) });
    }
    if (requested % call.roundingStep !== 0)
      add('igenyeltTamogatas', 'rounding', { step: money(call.roundingStep) });
  }
  if (requested !== null && eligible !== null && eligible > 0) {
    if (requested > eligible) add('igenyeltTamogatas', 'requestedExceedsEligible');
    const intensity = (requested / eligible) * 100;
    if (intensity > call.maxIntensity + 1e-9)
      add('igenyeltTamogatas', 'intensityTooHigh', {
        max: call.maxIntensity,
        actual: Math.round(intensity * 100) / 100,
      });
  }
  if (eligible !== null && eligible > 0 && call.minOwnContribution > 0) {
    const own = claim.projektForrasok
      .filter((source) => source.forras === 'SAJAT_FORRAS')
      .reduce((sum, source) => sum + source.osszeg, 0);
    const minimum = Math.ceil((eligible * call.minOwnContribution) / 100);
    if (own < minimum)
      add('projektForrasok', 'ownContributionTooLow', {
        percent: call.minOwnContribution,
        min: money(minimum),
      });
  }
  if (eligible !== null && requested !== null) {
    const sources = claim.projektForrasok.reduce((sum, source) => sum + source.osszeg, 0);
    if (requested + sources < eligible)
      add('projektForrasok', 'sourcesDoNotCoverCost', { cost: money(eligible) });
  }
  if (claim.igenyeltEloleg !== null) {
    const maximum = Math.floor(((requested ?? 0) * call.maxAdvancePayment) / 100);
    if (claim.igenyeltEloleg > maximum)
      add('igenyeltEloleg', 'advanceTooHigh', {
        percent: call.maxAdvancePayment,
        max: money(maximum),
      });
    if (claim.igenyeltEloleg % call.roundingStep !== 0)
      add('igenyeltEloleg', 'rounding', { step: money(call.roundingStep) });
  }
  if (
    claim.tervezettKezdet &&
    call.implementationStart &&
    claim.tervezettKezdet < call.implementationStart
  )
    add('tervezettKezdet', 'startBeforeImplementation', {
      date: formatDate(call.implementationStart, language),
    });
  if (claim.tervezettFizikaiBefejezes) {
    if (call.implementationEnd && claim.tervezettFizikaiBefejezes > call.implementationEnd)
      add('tervezettFizikaiBefejezes', 'endAfterImplementation', {
        date: formatDate(call.implementationEnd, language),
      });
    if (claim.tervezettKezdet && claim.tervezettFizikaiBefejezes < claim.tervezettKezdet)
      add('tervezettFizikaiBefejezes', 'endBeforeStart');
  }
  for (const site of claim.megvalositasiHelyszin) {
    if (!siteIds.includes(site.id)) {
      add('megvalositasiHelyszin', 'unknownSite');
      break;
    }
  }
  return issues;
}

/** Required fields still empty. */
export function missingLoanClaimFields(claim: LoanClaim): string[] {
  return REQUIRED_LOAN_CLAIM_FIELDS.filter((field) => {
    const value = claim[field];
    if (Array.isArray(value)) return value.length === 0;
    return (
      value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
    );
  });
}

/** An issue as the API returns it: field, key (calls:validation.*), message in the language. */
export function describeIssue(issue: FieldIssue, language: Language) {
  return {
    mezo: issue.field,
    kod: `calls:validation.${issue.key}`,
    uzenet: callsMessage(language, `validation.${issue.key}`, issue.params),
    parameterek: issue.params,
  };
}
