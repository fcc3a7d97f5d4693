import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { allowanceConfig, workedExampleInput } from './testing/seed-config';
import type { EngineConfig } from './types';

// The §7 worked example's own funds: 5 % costs, no bank charges (allowanceConfig).
const config = allowanceConfig();

describe('score, breakdown and reasons (lending-rules §5, §6)', () => {
  it('scores the worked example category by category', () => {
    // Desired €100k of €120k, no stress on the RON route: 100,000 / 158.2108 = 632.07; DSTI 632.07 / 3000 = 21.1 %,
    // ÷ cap 40 % = 0.53 -> le_60pct 30. LTV 83.3 % ≤ cap 85 % -> le_countryCap 8. Permanent 15, 36 months 10,
    // 10 years 5, EUR income on a RON loan 7 (FX risk). Own funds for the 96,000 banks lend: 24,000 + 6,000 costs
    // = 30,000 = the savings -> nothing left in reserve, 0. Total 75 (partial: at most 79).
    const result = evaluate(workedExampleInput({ currentSavings: 30_000, downPayment: 20_000 }), config);
    expect(result.breakdown).toEqual([
      { category: 'affordability', option: 'le_60pct', points: 30, weight: 30 },
      { category: 'loanToValue', option: 'le_countryCap', points: 8, weight: 20 },
      { category: 'employmentType', option: 'permanent', points: 15, weight: 15 },
      { category: 'employmentDuration', option: 'ge_24', points: 10, weight: 10 },
      { category: 'totalEmploymentDuration', option: 'gt_5', points: 5, weight: 5 },
      { category: 'incomeCurrency', option: 'EUR', points: 7, weight: 10 },
      { category: 'reserves', option: 'none_or_missing', points: 0, weight: 10 },
    ]);
    expect(result.eligibilityScore).toBe(75);
    expect(result.monthlyPaymentStressed).toBe(632.07);
    expect(result.metrics.dsti).toBe(0.2107);
  });

  it('scores the income currency against the loan currency', () => {
    const pointsFor = (overrides: Parameters<typeof workedExampleInput>[0]) =>
      evaluate(workedExampleInput(overrides), config).breakdown.find((item) => item.category === 'incomeCurrency');
    // EUR on Croatia's EUR loan: no exchange-rate risk.
    expect(pointsFor({ originCountry: 'HR' })).toMatchObject({ option: 'sameAsLoan', points: 10 });
    // EUR on a RON or CZK loan, GBP on a EUR loan: risk.
    expect(pointsFor({})).toMatchObject({ option: 'EUR', points: 7 });
    expect(pointsFor({ originCountry: 'CZ' })).toMatchObject({ option: 'EUR', points: 7 });
    expect(pointsFor({ originCountry: 'HR', incomeCurrency: 'GBP' })).toMatchObject({ option: 'GBP', points: 5 });
  });

  it('never scores marital status or education by default, whatever the answer', () => {
    const a = evaluate(workedExampleInput({ maritalStatus: 'single', educationLevel: 'phd' }), config);
    const b = evaluate(workedExampleInput({ maritalStatus: 'divorced', educationLevel: 'high_school' }), config);
    expect(a.eligibilityScore).toBe(b.eligibilityScore);
    expect(a.breakdown.map((item) => item.category)).not.toContain('maritalStatus');
    expect(a.breakdown.map((item) => item.category)).not.toContain('educationLevel');
  });

  it('reads points from the config, not from code', () => {
    const edited: EngineConfig = {
      ...config,
      scoring: config.scoring.map((category) =>
        category.category === 'employmentType' ? { ...category, options: { ...category.options, permanent: 5 } } : category,
      ),
    };
    const before = evaluate(workedExampleInput(), config).eligibilityScore;
    expect(evaluate(workedExampleInput(), edited).eligibilityScore).toBe(before - 10);
  });

  it('gives the three categories that cost the most points as reasons, most first', () => {
    // Income 3000 USD / 1.0411 × 0.85 × 0.8 (freelance) = €1,959.47; cap 0.40 -> €783.79.
    // Payment 114,000 / 158.2108 = 720.56 (no stress); ratio 0.919 -> le_100pct (16/30, −14).
    // LTV 95 % above the cap (0/20, −20), no savings (0/10, −10), 3 months (lt_6 2/10, −8),
    // freelance (8/15, −7), USD on a RON loan (5/10, −5), no total experience (2/5, −3).
    const result = evaluate(
      workedExampleInput({
        employmentType: 'freelance',
        employmentDuration: 3,
        totalEmploymentDuration: undefined,
        incomeCurrency: 'USD',
        residenceCountry: 'US',
        desiredLoanAmount: 114_000,
      }),
      config,
    );
    expect(result.reasons.map((reason) => reason.key)).toEqual([
      'result.reason.loanToValue.above_cap',
      'result.reason.affordability.le_100pct',
      'result.reason.reserves.none_or_missing',
    ]);
    expect(result.reasons[0].values).toEqual({ ltvPct: 95, ltvCapPct: 85, points: 0, weight: 20, pointsLost: 20 });
    expect(result.reasons[1].values).toEqual({ dstiPct: 36.8, dstiCapPct: 40, points: 16, weight: 30, pointsLost: 14 });
    expect(result.eligibilityScore).toBe(16 + 0 + 8 + 2 + 2 + 5 + 0);
  });

  it('scores affordability on the stressed DSTI relative to the cap, debts included', () => {
    // Debts 900: (632.07 + 900) / 1200 = 1.277 -> above (0 points)
    const result = evaluate(workedExampleInput({ existingMonthlyDebts: 900 }), config);
    expect(result.breakdown[0]).toEqual({ category: 'affordability', option: 'above', points: 0, weight: 30 });
    // (632.07 + 700) / 1200 = 1.110 -> le_115pct; (632.07 + 400) / 1200 = 0.860 -> le_100pct
    expect(evaluate(workedExampleInput({ existingMonthlyDebts: 700 }), config).breakdown[0].option).toBe('le_115pct');
    expect(evaluate(workedExampleInput({ existingMonthlyDebts: 400 }), config).breakdown[0].option).toBe('le_100pct');
  });
});
