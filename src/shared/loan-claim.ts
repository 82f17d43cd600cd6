/**
 * The loan claim in its two shapes: as the API stores and sends it (spec section 3
 * "Application": nulls for empty fields, projektForrasok as a list of {forras, osszeg}) and as
 * the form schema schemas/forms/loan-claim describes it (empty fields absent, the sources as one
 * amount per kind). The browser renders and the server validates the form shape, so both check
 * the same data with the same schema.
 */
import type { loanClaimBody } from '../../schemas/api/applications/applications.ts';
import type { FromSchema } from '../../schemas/api/from-schema.ts';

export const VAT_STATUSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export const SOURCE_TYPES = ['SAJAT_FORRAS', 'BANKI_HITEL', 'EGYEB_TAMOGATAS', 'EGYEB'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

/**
 * The loan claim as stored and sent: the fields of its save body (schemas/api/applications), each
 * present (null while a draft leaves it empty).
 */
export type LoanClaim = {
  [K in Exclude<keyof LoanClaimBody, 'verzio'>]-?: Exclude<LoanClaimBody[K], undefined>;
};
type LoanClaimBody = FromSchema<typeof loanClaimBody>;

/** The loan claim as the form schema has it. */
export type LoanClaimForm = {
  [K in Exclude<keyof LoanClaim, 'projektForrasok' | 'megvalositasiHelyszin'>]?: NonNullable<
    LoanClaim[K]
  >;
} & {
  megvalositasiHelyszin: Array<{ id: number }>;
  projektForrasok: Partial<Record<SourceType, number>>;
};

/** The loan claim's one-value fields, in the order of the applicant's form. */
export const LOAN_CLAIM_SCALAR_FIELDS = [
  'projektCim',
  'rovidLeiras',
  'igenyeltTamogatas',
  'elszamolhatoKoltseg',
  'igenyeltEloleg',
  'tervezettKezdet',
  'tervezettFizikaiBefejezes',
  'afaStatusz',
  'kincstariKor',
  'munkahelynovekedes',
  'mukodesiEredmeny',
] as const;

/**
 * Anything that carries the loan claim's fields: the API's application (typed from its schema,
 * which requires none of them) or the stored payload.
 */
export type WithLoanClaim = {
  [K in (typeof LOAN_CLAIM_SCALAR_FIELDS)[number]]?:
    (K extends 'afaStatusz' ? string : LoanClaim[K]) | null;
} & {
  megvalositasiHelyszin?: Array<{ id?: number }>;
  projektForrasok?: Array<{ forras?: string; osszeg?: number }>;
};

/** Only the loan claim's fields of an application; absent ones become null (empty). */
export function pickLoanClaim(application: WithLoanClaim): LoanClaim {
  const claim = Object.fromEntries(
    LOAN_CLAIM_SCALAR_FIELDS.map((field) => [field, application[field] ?? null]),
  );
  return {
    ...(claim as Omit<LoanClaim, 'projektForrasok' | 'megvalositasiHelyszin'>),
    megvalositasiHelyszin: (application.megvalositasiHelyszin ?? []).flatMap((site) =>
      site.id === undefined ? [] : [{ id: site.id }],
    ),
    projektForrasok: (application.projektForrasok ?? []).flatMap((source) =>
      source.forras === undefined || source.osszeg === undefined
        ? []
        : [{ forras: source.forras as SourceType, osszeg: source.osszeg }],
    ),
  };
}

/** API shape → form shape: null and '' become absent (rjsf leaves empty inputs out, too). */
export function loanClaimToForm(claim: LoanClaim): LoanClaimForm {
  const form: Record<string, unknown> = {};
  for (const field of LOAN_CLAIM_SCALAR_FIELDS) {
    const value = claim[field];
    if (value !== null && value !== undefined && value !== '') form[field] = value;
  }
  const sources: Partial<Record<SourceType, number>> = {};
  for (const source of claim.projektForrasok ?? [])
    sources[source.forras] = (sources[source.forras] ?? 0) + source.osszeg;
  return {
    ...form,
    megvalositasiHelyszin: (claim.megvalositasiHelyszin ?? []).map((site) => ({ id: site.id })),
    projektForrasok: sources,
  } as LoanClaimForm;
}

/** Form shape → API shape: every field present, null where empty. */
export function formToLoanClaim(form: LoanClaimForm): LoanClaim {
  const claim = Object.fromEntries(
    LOAN_CLAIM_SCALAR_FIELDS.map((field) => {
      const value = form[field];
      return [field, value === undefined || value === '' ? null : value];
    }),
  ) as Omit<LoanClaim, 'projektForrasok' | 'megvalositasiHelyszin'>;
  return {
    ...claim,
    megvalositasiHelyszin: (form.megvalositasiHelyszin ?? []).map((site) => ({ id: site.id })),
    projektForrasok: SOURCE_TYPES.flatMap((forras) => {
      const osszeg = form.projektForrasok?.[forras];
      return typeof osszeg === 'number' ? [{ forras, osszeg }] : [];
    }),
  };
}
