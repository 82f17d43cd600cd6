import { describe, expect, it } from 'vitest';
import { type YearFigures, classifyYear, determineEnterpriseSize } from './enterprise-size.ts';

const RATE = 400;
const M_EUR = 1_000_000 * RATE;

function year(
  y: number,
  headcount: number,
  turnoverMEur: number,
  balanceMEur: number,
): YearFigures {
  return {
    year: y,
    averageHeadcount: headcount,
    netRevenue: turnoverMEur * M_EUR,
    balanceSheetTotal: balanceMEur * M_EUR,
    operatingResult: -1_000_000,
  };
}

describe('classifyYear (EU SME thresholds)', () => {
  it('micro: fewer than 10 persons and turnover or balance at most 2 M€', () => {
    expect(classifyYear(year(2024, 9, 2, 50), RATE)).toBe('micro');
    expect(classifyYear(year(2024, 9, 50, 2), RATE)).toBe('micro');
    expect(classifyYear(year(2024, 10, 1, 1), RATE)).toBe('small');
    expect(classifyYear(year(2024, 9, 2.01, 2.01), RATE)).toBe('small');
  });

  it('small: fewer than 50 persons and turnover or balance at most 10 M€', () => {
    expect(classifyYear(year(2024, 49, 10, 11), RATE)).toBe('small');
    expect(classifyYear(year(2024, 50, 10, 10), RATE)).toBe('medium');
  });

  it('medium: fewer than 250 persons and turnover ≤ 50 M€ or balance ≤ 43 M€', () => {
    expect(classifyYear(year(2024, 249, 60, 43), RATE)).toBe('medium');
    expect(classifyYear(year(2024, 249, 50, 100), RATE)).toBe('medium');
    expect(classifyYear(year(2024, 249, 50.5, 43.5), RATE)).toBe('large');
    expect(classifyYear(year(2024, 250, 1, 1), RATE)).toBe('large');
  });

  it('a negative operating result does not matter', () => {
    expect(classifyYear({ ...year(2024, 3, 0.1, 0.1), operatingResult: -5e9 }, RATE)).toBe('micro');
  });
});

describe('determineEnterpriseSize', () => {
  it('has no size without figures', () => {
    const result = determineEnterpriseSize([], RATE);
    expect(result.size).toBeNull();
    expect(result.basisYear).toBeNull();
  });

  it('uses the latest year and explains with its figures', () => {
    const result = determineEnterpriseSize([year(2024, 12, 1, 1)], RATE);
    expect(result).toMatchObject({
      size: 'small',
      basisYear: 2024,
      measuredSize: 'small',
      keptPreviousStatus: false,
      limitingFactor: 'headcount',
      averageHeadcount: 12,
      netRevenueEur: 1_000_000,
      balanceSheetTotalEur: 1_000_000,
      eurHufRate: RATE,
    });
  });

  it('a one-year crossing keeps the previous status (art. 4(2))', () => {
    const result = determineEnterpriseSize(
      [year(2023, 5, 1, 1), year(2022, 5, 1, 1), year(2024, 30, 1, 1)],
      RATE,
    );
    expect(result.size).toBe('micro');
    expect(result.measuredSize).toBe('small');
    expect(result.keptPreviousStatus).toBe(true);
  });

  it('two consecutive years change the status', () => {
    const result = determineEnterpriseSize(
      [year(2022, 5, 1, 1), year(2023, 30, 1, 1), year(2024, 30, 1, 1)],
      RATE,
    );
    expect(result.size).toBe('small');
    expect(result.keptPreviousStatus).toBe(false);
  });

  it('the limiting factor is financial when the headcount would fit', () => {
    expect(determineEnterpriseSize([year(2024, 5, 3, 3)], RATE).limitingFactor).toBe('financial');
    expect(determineEnterpriseSize([year(2024, 5, 1, 1)], RATE).limitingFactor).toBeNull();
  });
});
