/**
 * Enterprise size by the EU SME definition (Commission Recommendation 2003/361/EC, annex art. 2
 * and 4), derived from the applicant's yearly figures:
 *
 * | size   | average headcount | and net revenue      | or balance-sheet total |
 * |--------|-------------------|----------------------|------------------------|
 * | micro  | < 10              | ≤ 2 M€               | ≤ 2 M€                 |
 * | small  | < 50              | ≤ 10 M€              | ≤ 10 M€                |
 * | medium | < 250             | ≤ 50 M€              | ≤ 43 M€                |
 * | large  | otherwise         |                      |                        |
 *
 * Figures are kept in forints and converted with EUR_HUF_RATE. Art. 4(2): an enterprise gains or
 * loses a status only when the thresholds are crossed in two consecutive years, so a one-year
 * change keeps the previous status. Linked and partner enterprises are not aggregated (the portal
 * has no data on them); the reason says which year and figures decided.
 */

import { ENTERPRISE_SIZES } from '../../schemas/api/master-data/value-sets.ts';
import type { enterpriseSizeResponse } from '../../schemas/api/master-data/financial.ts';
import type { FromSchema } from '../../schemas/api/from-schema.ts';

/** Forints per euro used for the thresholds. A constant on purpose: change it here (one place). */
export const EUR_HUF_RATE = 400;

export { ENTERPRISE_SIZES };
export type EnterpriseSize = (typeof ENTERPRISE_SIZES)[number];

/** The EU thresholds in euros; headcount is "fewer than". */
export const SME_THRESHOLDS = {
  micro: { headcountBelow: 10, turnoverEur: 2_000_000, balanceSheetEur: 2_000_000 },
  small: { headcountBelow: 50, turnoverEur: 10_000_000, balanceSheetEur: 10_000_000 },
  medium: { headcountBelow: 250, turnoverEur: 50_000_000, balanceSheetEur: 43_000_000 },
} as const;

/** One closed business year, amounts in forints. */
export interface YearFigures {
  year: number;
  netRevenue: number;
  balanceSheetTotal: number;
  averageHeadcount: number;
  /** Not a threshold criterion; carried for completeness (may be negative). */
  operatingResult: number;
}

/**
 * The size and its reason, as the financial data's answer sends it: the type its schema in
 * schemas/api describes (`enterpriseSizeResponse`).
 */
export type SizeDetermination = FromSchema<typeof enterpriseSizeResponse>;

/** Which criterion kept the enterprise out of the next smaller size (null for micro). */
export type LimitingFactor = SizeDetermination['limitingFactor'];

function fits(
  figures: YearFigures,
  limits: { headcountBelow: number; turnoverEur: number; balanceSheetEur: number },
  rate: number,
): boolean {
  return (
    figures.averageHeadcount < limits.headcountBelow &&
    (figures.netRevenue / rate <= limits.turnoverEur ||
      figures.balanceSheetTotal / rate <= limits.balanceSheetEur)
  );
}

/** The size one year's figures give on their own. */
export function classifyYear(figures: YearFigures, rate: number = EUR_HUF_RATE): EnterpriseSize {
  if (fits(figures, SME_THRESHOLDS.micro, rate)) return 'micro';
  if (fits(figures, SME_THRESHOLDS.small, rate)) return 'small';
  if (fits(figures, SME_THRESHOLDS.medium, rate)) return 'medium';
  return 'large';
}

function limitingFactorOf(size: EnterpriseSize, figures: YearFigures): LimitingFactor {
  const smaller =
    size === 'small' ? 'micro' : size === 'medium' ? 'small' : size === 'large' ? 'medium' : null;
  if (!smaller) return null;
  return figures.averageHeadcount >= SME_THRESHOLDS[smaller].headcountBelow
    ? 'headcount'
    : 'financial';
}

/**
 * The status from the years' figures (any order; one entry per year). The earliest year sets the
 * starting status; later, a status changes only when two consecutive years both give the new one.
 */
export function determineEnterpriseSize(
  years: readonly YearFigures[],
  rate: number = EUR_HUF_RATE,
): SizeDetermination {
  const sorted = years.toSorted((a, b) => a.year - b.year);
  const latest = sorted.at(-1);
  if (!latest) {
    return {
      size: null,
      basisYear: null,
      measuredSize: null,
      keptPreviousStatus: false,
      limitingFactor: null,
      averageHeadcount: null,
      netRevenueEur: null,
      balanceSheetTotalEur: null,
      eurHufRate: rate,
    };
  }
  const measured = sorted.map((figures) => classifyYear(figures, rate));
  let status = measured[0] as EnterpriseSize;
  for (let index = 1; index < measured.length; index += 1) {
    const current = measured[index] as EnterpriseSize;
    const previous = measured[index - 1] as EnterpriseSize;
    const consecutive =
      (sorted[index] as YearFigures).year === (sorted[index - 1] as YearFigures).year + 1;
    if (current !== status && current === previous && consecutive) status = current;
  }
  const measuredSize = measured.at(-1) as EnterpriseSize;
  return {
    size: status,
    basisYear: latest.year,
    measuredSize,
    keptPreviousStatus: status !== measuredSize,
    limitingFactor: limitingFactorOf(measuredSize, latest),
    averageHeadcount: latest.averageHeadcount,
    netRevenueEur: latest.netRevenue / rate,
    balanceSheetTotalEur: latest.balanceSheetTotal / rate,
    eurHufRate: rate,
  };
}
