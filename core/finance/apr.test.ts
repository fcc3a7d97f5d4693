import { describe, expect, it } from 'vitest';
import { annualPercentageRate, aprPercent, type CashFlow } from './apr';

/**
 * The worked examples the APR equation is checked against: Annex III of Directive 98/7/EC (the
 * examples that came with the equation the CCD and the MCD Annex I keep), calendar basis,
 * 1 year = 365 days.
 */
describe('annualPercentageRate (MCD Annex I equation)', () => {
  it('first example: 1,000 lent on 1.1.1994, 1,200 repaid once on 1.7.1995 (546 days) -> 12.96 %', () => {
    const flows: CashFlow[] = [
      { years: 0, amount: 1000 },
      { years: 546 / 365, amount: -1200 },
    ];
    expect(aprPercent(annualPercentageRate(flows)!)).toBe(12.96);
  });

  it('second example: the creditor keeps 50 for costs, so 950 is lent against the same 1,200 -> 16.9 %', () => {
    const flows: CashFlow[] = [
      { years: 0, amount: 950 },
      { years: 546 / 365, amount: -1200 },
    ];
    expect(aprPercent(annualPercentageRate(flows)!, 1)).toBe(16.9);
  });

  it('third example: 1,000 repaid in two payments of 600 after one and two years -> i = 0.1306623 (13.07 %)', () => {
    const flows: CashFlow[] = [
      { years: 0, amount: 1000 },
      { years: 1, amount: -600 },
      { years: 2, amount: -600 },
    ];
    const rate = annualPercentageRate(flows)!;
    // The Annex prints the root cut to 7 places (0.13066238…).
    expect(rate).toBeCloseTo(0.1306623, 6);
    expect(aprPercent(rate)).toBe(13.07);
  });

  it('a monthly annuity with no charges has the effective rate of its nominal rate: (1 + 6 %/12)^12 − 1 = 6.17 %', () => {
    const payment = (100_000 * 0.005) / (1 - Math.pow(1.005, -360));
    const flows: CashFlow[] = [{ years: 0, amount: 100_000 }];
    for (let month = 1; month <= 360; month++) flows.push({ years: month / 12, amount: -payment });
    expect(annualPercentageRate(flows)).toBeCloseTo(Math.pow(1.005, 12) - 1, 10);
  });

  it('has no rate when nothing is repaid or nothing is lent', () => {
    expect(annualPercentageRate([{ years: 0, amount: 1000 }])).toBeNull();
    expect(annualPercentageRate([{ years: 1, amount: -1000 }])).toBeNull();
  });

  it('rounds half up at the chosen decimal place (Annex I remark (d))', () => {
    expect(aprPercent(0.07915)).toBe(7.92);
    expect(aprPercent(0.079149)).toBe(7.91);
    expect(aprPercent(0.07915, 1)).toBe(7.9);
  });
});
