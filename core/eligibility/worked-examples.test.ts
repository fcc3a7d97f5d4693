import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { seedConfig, workedExampleInput } from './testing/seed-config';
import type { EngineInput } from './types';

/**
 * One worked example per property country against the seeded defaults, computed by hand from
 * lending-rules §2, §3 and §7:  P = M·(1 − (1+r)^−n)/r with r = stressed rate / 12,
 * maxLoan = floor_1000(min(P_afford, P_ltv, P_dti, largest bank loan)).
 */
const config = seedConfig();
const run = (overrides: Partial<EngineInput>) => evaluate(workedExampleInput(overrides), config);

describe('worked examples per property country (seeded defaults)', () => {
  it('RO (§7): DE resident, €3,000 EUR, age 35, €120k apartment -> €102,000 on the RON route', () => {
    // incomeEUR = 3000 / 1 × (1 − 0) × 1.0 = 3000; payCap = 0.40 × 3000 = 1200
    // RON route: 6.5 + 2 = 8.5 %, n = 12 × min(30, 65 − 35) = 360 -> P_afford = 156,064
    // P_ltv = 0.85 × 120,000 = 102,000 -> 102,000 (the EUR route: 0.20 × 3000 = 600 at 7 % -> 90,184; LTV 96,000)
    const result = run({});
    expect(result.maxLoanAmount).toBe(102_000);
    expect(result.metrics.loanCurrency).toBe('RON');
    expect(result.metrics.paymentCapacityEur).toBe(1200);
    expect(result.metrics.stressedRate).toBe(8.5);
    expect(result.metrics.termMonths).toBe(360);
    expect(result.metrics.affordableLoan).toBe(156_064);
    expect(result.metrics.limitedBy).toBe('loanToValue');
  });

  it('PL: €2,500 EUR, age 30, €250k -> €187,000 on the EUR route (above-average income: DSTI 50 %)', () => {
    // incomeEUR 2500 ≥ threshold 1420 -> DSTI 0.50 -> payCap 1250
    // EUR route: 4.5 + 2.5 = 7 %, n = 12 × min(30, 35) = 360 -> P_afford = 1250 × 150.3076 = 187,884
    // P_ltv = 0.80 × 250,000 = 200,000 -> floor(187,884) = 187,000
    const result = run({ originCountry: 'PL', monthlyIncome: 2500, age: 30, propertyValue: 250_000, desiredLoanAmount: 180_000 });
    expect(result.maxLoanAmount).toBe(187_000);
    expect(result.metrics.loanCurrency).toBe('EUR');
    expect(result.metrics.dstiCap).toBe(0.5);
    expect(result.metrics.limitedBy).toBe('affordability');
  });

  it('HU: €2,000 EUR, age 45, €150k house -> €114,000 (term cut to 20 y by age)', () => {
    // incomeEUR 2000 < 2002.50 (HUF 800k) -> DSTI 0.50 -> payCap 1000
    // 6.6 + 2 = 8.6 %, n = 12 × min(25, 65 − 45) = 240 -> P_afford = 1000 × 114.3952 = 114,395
    // P_ltv = 0.80 × 150,000 = 120,000 -> 114,000
    const result = run({ originCountry: 'HU', monthlyIncome: 2000, age: 45, propertyType: 'house', propertyValue: 150_000 });
    expect(result.maxLoanAmount).toBe(114_000);
    expect(result.metrics.termMonths).toBe(240);
    expect(result.metrics.loanCurrency).toBe('HUF');
    expect(result.flags.map((flag) => flag.key)).toEqual(expect.arrayContaining(['flag.termCutByAge', 'flag.incomeCurrencyRule']));
  });

  it('CZ: €2,800 EUR, age 30 (under 36), €200k -> €180,000 (young caps: DSTI 50 %, LTV 90 %)', () => {
    // young -> DSTI 0.50 -> payCap 1400; 4.7 + 2 = 6.7 %, n = 360 -> P_afford = 1400 × 154.9720 = 216,961
    // P_ltv = 0.90 × 200,000 = 180,000 -> 180,000
    const result = run({ originCountry: 'CZ', monthlyIncome: 2800, age: 30, propertyValue: 200_000, desiredLoanAmount: 150_000 });
    expect(result.maxLoanAmount).toBe(180_000);
    expect(result.metrics.ltvCap).toBe(0.9);
    // At 36 the standard caps apply: payCap 0.45 × 2800 = 1260 -> 195,265; P_ltv 0.80 × 200,000 = 160,000
    expect(run({ originCountry: 'CZ', monthlyIncome: 2800, age: 36, propertyValue: 200_000 }).maxLoanAmount).toBe(160_000);
  });

  it('SK: €5,000 EUR, age 35, €700k house -> €480,000 (DTI binds)', () => {
    // payCap = 0.60 × (5000 − 234.42) = 2859.35; 3.8 + 2 = 5.8 %, n = 360 -> P_afford = 2859.35 × 170.4295 = 487,317
    // P_dti = 8 × 12 × 5000 = 480,000 (age ≤ 40: no reduction); P_ltv = 0.80 × 700,000 = 560,000 -> 480,000
    const result = run({ originCountry: 'SK', monthlyIncome: 5000, age: 35, propertyType: 'house', propertyValue: 700_000, desiredLoanAmount: 450_000 });
    expect(result.maxLoanAmount).toBe(480_000);
    expect(result.metrics.limitedBy).toBe('debtToIncome');
    expect(result.metrics.dtiLimitLoan).toBe(480_000);
  });

  it('SK: the DTI multiple falls 0.25 per year above 40', () => {
    // age 50: DTI = 8 − 0.25 × 10 = 5.5 -> 5.5 × 12 × 5000 = 330,000;
    // n = 12 × min(30, 65 − 50) = 180 at 5.8 % -> P_afford = 2859.35 × 120.0351 = 343,222 -> 330,000
    const result = run({ originCountry: 'SK', monthlyIncome: 5000, age: 50, propertyType: 'house', propertyValue: 700_000 });
    expect(result.maxLoanAmount).toBe(330_000);
  });

  it('HR: UK resident, £3,000 GBP, age 40, €300k -> €224,000 (FX haircut, term to age 65)', () => {
    // incomeEUR = 3000 / 0.82608 × (1 − 0.15) = 3086.87; payCap = 0.45 × 3086.87 = 1389.09
    // 3.6 + 2 = 5.6 %, n = 12 × min(30, 65 − 40) = 300 -> P_afford = 1389.09 × 161.2711 = 224,020
    // P_ltv = 0.90 × 300,000 = 270,000 -> 224,000
    const result = run({
      residenceCountry: 'UK',
      originCountry: 'HR',
      incomeCurrency: 'GBP',
      age: 40,
      propertyValue: 300_000,
      desiredLoanAmount: 200_000,
    });
    expect(result.maxLoanAmount).toBe(224_000);
    expect(result.metrics.incomeEur).toBe(3086.87);
    expect(result.flags.map((flag) => flag.key)).toContain('flag.fxRisk');
  });

  it('SI: €1,400 EUR, age 30, first home €150k -> €119,000 (residual income €745 binds)', () => {
    // DSTI 0.50 × 1400 = 700, residual 1400 − 745 = 655 -> payCap 655
    // 3.2 + 2 = 5.2 %, n = 360 -> P_afford = 655 × 182.1126 = 119,284; P_ltv (first home) 0.80 × 150,000 = 120,000 -> 119,000
    const result = run({ originCountry: 'SI', monthlyIncome: 1400, age: 30, firstHome: true, propertyValue: 150_000 });
    expect(result.maxLoanAmount).toBe(119_000);
    expect(result.metrics.paymentCapacityEur).toBe(655);
    // Not a first home: LTV 70 % -> 105,000
    expect(run({ originCountry: 'SI', monthlyIncome: 1400, age: 30, firstHome: false, propertyValue: 150_000 }).maxLoanAmount).toBe(105_000);
  });

  it('BG: €2,000 EUR self-employed with €300 debts, age 38, €130k -> €90,000', () => {
    // incomeEUR = 2000 × 0.8 (self-employed) = 1600; payCap = 0.50 × 1600 − 300 = 500
    // 2.8 + 2 = 4.8 %, n = 12 × min(30, 27) = 324 -> P_afford = 500 × 181.4169 = 90,708
    // P_ltv = 0.85 × 130,000 = 110,500 -> 90,000
    const result = run({
      originCountry: 'BG',
      monthlyIncome: 2000,
      employmentType: 'self-employed',
      existingMonthlyDebts: 300,
      age: 38,
      propertyValue: 130_000,
      desiredLoanAmount: 90_000,
    });
    expect(result.maxLoanAmount).toBe(90_000);
    expect(result.metrics.incomeEur).toBe(1600);
    expect(result.metrics.termMonths).toBe(324);
  });
});

describe('other §7 rules', () => {
  it('RO first home: DSTI 45 % -> payCap 1350 -> 175,572 before the LTV cap', () => {
    // 1350 × 130.0536 = 175,572; with a €250k property P_ltv = 212,500 -> 175,000 (not first: 1200 × 130.0536 = 156,064)
    expect(run({ firstHome: true, propertyValue: 250_000 }).maxLoanAmount).toBe(175_000);
    expect(run({ firstHome: false, propertyValue: 250_000 }).maxLoanAmount).toBe(156_000);
  });

  it('land and commercial property: LTV 50 %, term ≤ 15 y, specialist flag', () => {
    // payCap 1200, 8.5 %, n = 12 × 15 = 180 -> 1200 × 101.5497 = 121,860; P_ltv = 0.50 × 120,000 = 60,000
    const result = run({ propertyType: 'land', desiredLoanAmount: 50_000 });
    expect(result.maxLoanAmount).toBe(60_000);
    expect(result.metrics.termMonths).toBe(180);
    expect(result.flags.map((flag) => flag.key)).toContain('flag.specialistProduct');
  });

  it('monthly expenses limit the payment: income − expenses − debts', () => {
    // 3000 − 2000 − 0 = 1000 < 1200 -> 1000 × 130.0536 = 130,054 at €250k (LTV 212,500) -> 130,000
    expect(run({ monthlyExpenses: 2000, propertyValue: 250_000 }).maxLoanAmount).toBe(130_000);
  });

  it('a term shorter than 60 months means not eligible', () => {
    // age 61: n = 12 × (65 − 61) = 48 < 60
    const result = run({ age: 61 });
    expect(result.maxLoanAmount).toBe(0);
    expect(result.flags.map((flag) => flag.key)).toContain('flag.termTooShort');
    expect(result.bankRecommendations).toEqual([]);
    expect(result.bankRecommendationsEmptyReason).toBe('result.banks.empty.notEligible');
  });

  it('a missing age is taken as 40 and flagged', () => {
    // n = 12 × min(30, 65 − 40) = 300 -> 1200 × 124.1886 = 149,026; P_ltv = 0.85 × 250,000 = 212,500 -> 149,000
    const result = run({ age: undefined, propertyValue: 250_000 });
    expect(result.metrics.age).toBe(40);
    expect(result.metrics.assumedAge).toBe(true);
    expect(result.metrics.termMonths).toBe(300);
    expect(result.maxLoanAmount).toBe(149_000);
    expect(result.flags).toContainEqual({ key: 'flag.assumedAge', severity: 'info', values: { age: 40 } });
  });
});
