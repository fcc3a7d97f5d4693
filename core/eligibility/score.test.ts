import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { seedConfig, workedExampleInput } from './testing/seed-config';
import type { EngineConfig } from './types';

const config = seedConfig();

describe('score, breakdown and reasons (lending-rules §5, §6)', () => {
  it('scores the worked example category by category', () => {
    // Desired €100k of €120k: stressed payment 100,000 / 130.0536 = 768.91; DSTI 768.91 / 3000 = 25.6 %,
    // ÷ cap 40 % = 0.64 -> le_80pct 24. LTV 83.3 % ≤ cap 85 % -> le_countryCap 8. Permanent 15,
    // 36 months 10, 10 years 5, EUR 10, savings 30k − 20k down = 10k = 13.0 instalments -> 10. Total 82.
    const result = evaluate(workedExampleInput({ currentSavings: 30_000, downPayment: 20_000 }), config);
    expect(result.breakdown).toEqual([
      { category: 'affordability', option: 'le_80pct', points: 24, weight: 30 },
      { category: 'loanToValue', option: 'le_countryCap', points: 8, weight: 20 },
      { category: 'employmentType', option: 'permanent', points: 15, weight: 15 },
      { category: 'employmentDuration', option: 'ge_24', points: 10, weight: 10 },
      { category: 'totalEmploymentDuration', option: 'gt_5', points: 5, weight: 5 },
      { category: 'incomeCurrency', option: 'EUR', points: 10, weight: 10 },
      { category: 'reserves', option: 'ge_6', points: 10, weight: 10 },
    ]);
    expect(result.eligibilityScore).toBe(82);
    expect(result.monthlyPaymentStressed).toBe(768.91);
    expect(result.metrics.dsti).toBe(0.2563);
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
    // Income 3000 USD / 1.0411 × 0.85 × 0.8 (freelance) = €1,959.46; cap 0.40 -> €783.78.
    // Stressed payment 114,000 / 130.0536 = 876.56; ratio 1.118 -> le_115pct (6/30, −24).
    // LTV 95 % above the cap (0/20, −20), no savings (0/10, −10), 3 months (lt_6 2/10, −8),
    // freelance (8/15, −7), USD (7/10, −3), no total experience (2/5, −3).
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
      'result.reason.affordability.le_115pct',
      'result.reason.loanToValue.above_cap',
      'result.reason.reserves.none_or_missing',
    ]);
    expect(result.reasons[0].values).toEqual({ dstiPct: 44.7, dstiCapPct: 40, points: 6, weight: 30, pointsLost: 24 });
    expect(result.reasons[1].values).toEqual({ ltvPct: 95, ltvCapPct: 85, points: 0, weight: 20, pointsLost: 20 });
    expect(result.eligibilityScore).toBe(6 + 0 + 8 + 2 + 2 + 7 + 0);
  });

  it('scores affordability on the stressed DSTI relative to the cap, debts included', () => {
    // Debts 700: (768.91 + 700) / 1200 = 1.224 -> above (0 points)
    const result = evaluate(workedExampleInput({ existingMonthlyDebts: 700 }), config);
    expect(result.breakdown[0]).toEqual({ category: 'affordability', option: 'above', points: 0, weight: 30 });
    // (768.91 + 400) / 1200 = 0.974 -> le_100pct
    expect(evaluate(workedExampleInput({ existingMonthlyDebts: 400 }), config).breakdown[0].option).toBe('le_100pct');
  });
});
