import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { allowanceConfig, workedExampleInput } from './testing/seed-config';

// The §7 worked example's own funds: 5 % costs, no bank charges (allowanceConfig).
const config = allowanceConfig();

describe('improvements (re-running the engine on a changed input)', () => {
  it('closes a partial verdict with the loan the banks lend, its down payment and own funds adding up', () => {
    // Banks lend 96,000 of the 100,000 desired on a 120,000 flat: borrow 96,000, put down 24,000 (4,000 more),
    // own funds 24,000 + 5 % costs 6,000 = 30,000. LTV 83.3 % (le_countryCap, 8) -> 80 % (le_80pct, 13): +5, and eligible.
    // The next LTV band (80 %) is the same change, so it is not listed twice.
    const result = evaluate(workedExampleInput({ currentSavings: 30_000, downPayment: 20_000 }), config);
    expect(result.verdict).toBe('partial');
    expect(result.improvements[0]).toEqual({
      key: 'result.improvement.borrowMaximum',
      values: { newLoanAmount: 96_000, newDownPayment: 24_000, extraDownPayment: 4_000, ownFundsNeeded: 30_000 },
      scoreGain: 5,
      maxLoanGain: 0,
      verdictAfter: 'eligible',
    });
    expect(result.improvements.map((improvement) => improvement.key)).not.toContain('result.improvement.loanToValue.largerDownPayment');
    // Savings of 30,000 cover the 30,000 of own funds exactly: nothing is missing (savings include the down payment).
    expect(result.ownFunds).toMatchObject({ costBasis: 'allowance', costItems: [], bankCharges: 0, downPayment: 24_000, purchaseCosts: 6_000, required: 30_000, available: 30_000, shortfall: 0 });
    expect(result.flags.map((flag) => flag.key)).not.toContain('flag.downPaymentShort');
  });

  it('ranks concrete changes by what they gain, with totals that add up', () => {
    // payCap 1200 − 300 = 900 -> 900 × 158.2108 = 142,390 -> 142,000 (no stress on the RON route).
    // DSTI ratio (632.07 + 300) / 1200 = 0.777 -> le_80pct (24). Own funds for 100,000 of 250,000:
    // 150,000 + 12,500 costs = 162,500 > 22,000 of savings -> reserves none (0).
    const input = workedExampleInput({
      employmentDuration: 8,
      existingMonthlyDebts: 300,
      currentSavings: 22_000,
      downPayment: 20_000,
      propertyValue: 250_000,
    });
    const result = evaluate(input, config);
    expect(result.maxLoanAmount).toBe(142_000);
    expect(result.verdict).toBe('eligible');
    expect(result.improvements).toEqual([
      {
        // no debts: 632.07 / 1200 = 0.53 -> le_60pct (+6); max 189,853 -> 189,000 (+47,000).
        key: 'result.improvement.payOffDebts',
        values: { monthlyDebts: 300, currency: 'EUR' },
        scoreGain: 6,
        maxLoanGain: 47_000,
        verdictAfter: 'eligible',
      },
      {
        // ratio 0.6: payment 0.6 × 1200 − 300 = 420 -> 420 × 158.2108 = 66,449 -> 66,400: le_60pct (+6);
        // down payment 250,000 − 66,400 = 183,600, own funds 183,600 + 12,500 = 196,100.
        key: 'result.improvement.affordability.smallerLoan',
        values: { newLoanAmount: 66_400, loanReduction: 33_600, newDownPayment: 183_600, ownFundsNeeded: 196_100, dstiCapSharePct: 60 },
        scoreGain: 6,
        maxLoanGain: 0,
        verdictAfter: 'eligible',
      },
      {
        // 8 months -> 12 months at the employer: 6_11 (5) -> 12_23 (8).
        key: 'result.improvement.employmentDuration.wait',
        values: { months: 12, monthsToWait: 4 },
        scoreGain: 3,
        maxLoanGain: 0,
        verdictAfter: 'eligible',
      },
      {
        // 1 instalment of reserve after the own funds: 162,500 + 632.07 = 163,132 -> 163,200 (+3).
        key: 'result.improvement.reserves.saveMore',
        values: { extraSavings: 141_200, newSavings: 163_200, ownFundsNeeded: 162_500, reserve: 632, instalments: 1 },
        scoreGain: 3,
        maxLoanGain: 0,
        verdictAfter: 'eligible',
      },
    ]);
  });

  it('proposes no savings target when the savings are not given', () => {
    const result = evaluate(workedExampleInput({ currentSavings: undefined }), config);
    expect(result.improvements.map((improvement) => improvement.key)).not.toContain('result.improvement.reserves.saveMore');
  });

  it('proposes nothing when every category is at full points and nothing limits the loan', () => {
    // HR: EUR income on a EUR loan (no FX risk); 60,000 of 120,000 at 3.6 % over 300 months = 272.79 a month (le_60pct);
    // reserves 80,000 − 60,000 − 6,000 = 14,000 = 51 instalments.
    const result = evaluate(
      workedExampleInput({ originCountry: 'HR', desiredLoanAmount: 60_000, currentSavings: 80_000, downPayment: 60_000 }),
      config,
    );
    expect(result.verdict).toBe('eligible');
    expect(result.eligibilityScore).toBe(100);
    expect(result.improvements).toEqual([]);
    expect(result.reasons).toEqual([]);
  });

  it('suggests nothing to someone no bank can lend to unless it makes a loan possible', () => {
    // Age 71 in Bulgaria: the term is too short; no down payment or savings changes that.
    const result = evaluate(workedExampleInput({ originCountry: 'BG', age: 71, currentSavings: 1_000 }), config);
    expect(result.verdict).toBe('not_eligible');
    expect(result.improvements).toEqual([]);
  });
});
