import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { seedConfig, workedExampleInput } from './testing/seed-config';

const config = seedConfig();

describe('improvements (re-running the engine on a changed input)', () => {
  it('proposes a larger down payment that reaches the next LTV band', () => {
    // €100k of €120k = 83.3 % (le_countryCap, 8). Next band le_80pct at 80 %: loan 96,000, €4,000 more down.
    // Reserves stay ≥ 6 instalments (30,000 − 24,000 = 6,000 / 738.15), affordability stays le_80pct: +5.
    const result = evaluate(workedExampleInput({ currentSavings: 30_000, downPayment: 20_000 }), config);
    expect(result.improvements).toContainEqual({
      key: 'result.improvement.loanToValue.largerDownPayment',
      values: { extraDownPayment: 4_000, newDownPayment: 24_000, newLoanAmount: 96_000, ltvPct: 80 },
      scoreGain: 5,
      maxLoanGain: 0,
    });
  });

  it('ranks concrete changes by what they gain', () => {
    // payCap 1200 − 300 = 900 -> max 900 × 130.0536 = 117,048 -> 117,000.
    // DSTI ratio (768.91 + 300) / 1200 = 0.891 -> le_100pct (16); reserves 2,000 / 768.91 = 2.6 -> 1_2 (3).
    const input = workedExampleInput({
      employmentDuration: 8,
      existingMonthlyDebts: 300,
      currentSavings: 22_000,
      downPayment: 20_000,
      propertyValue: 250_000,
    });
    const result = evaluate(input, config);
    expect(result.maxLoanAmount).toBe(117_000);
    expect(result.improvements).toEqual([
      {
        // ratio 0.8: payment 0.8 × 1200 − 300 = 660 -> 660 × 130.0536 = 85,835 -> 85,800.
        // le_80pct (+8) and reserves 2,000 / 659.73 = 3.03 -> 3_5 (+4).
        key: 'result.improvement.affordability.smallerLoan',
        values: { newLoanAmount: 85_800, loanReduction: 14_200, dstiCapSharePct: 80 },
        scoreGain: 12,
        maxLoanGain: 0,
      },
      {
        // no debts: 768.91 / 1200 = 0.64 -> le_80pct (+8); max 156,064 -> 156,000.
        key: 'result.improvement.payOffDebts',
        values: { monthlyDebts: 300, currency: 'EUR' },
        scoreGain: 8,
        maxLoanGain: 39_000,
      },
      {
        // 3 instalments: 20,000 + 3 × 768.91 = 22,306.73 -> 22,400 (+4).
        key: 'result.improvement.reserves.saveMore',
        values: { extraSavings: 400, newSavings: 22_400, instalments: 3 },
        scoreGain: 4,
        maxLoanGain: 0,
      },
      {
        // 8 months -> 12 months at the employer: 6_11 (5) -> 12_23 (8).
        key: 'result.improvement.employmentDuration.wait',
        values: { months: 12, monthsToWait: 4 },
        scoreGain: 3,
        maxLoanGain: 0,
      },
    ]);
  });

  it('proposes nothing when every category is at full points and nothing limits the loan', () => {
    const result = evaluate(
      workedExampleInput({ desiredLoanAmount: 60_000, currentSavings: 80_000, downPayment: 60_000 }),
      config,
    );
    expect(result.eligibilityScore).toBe(100);
    expect(result.improvements).toEqual([]);
    expect(result.reasons).toEqual([]);
  });
});
