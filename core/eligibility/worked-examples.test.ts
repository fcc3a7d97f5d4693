import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { seedConfig, workedExampleInput } from './testing/seed-config';
import type { EngineConfig, EngineInput } from './types';

/**
 * One worked example per property country against the seeded defaults (lending-rules §2, §3,
 * §7 with the §9 corrections), computed by hand:
 *   P = M·(1 − (1+r)^−n)/r with r = stressed rate / 12,
 *   regulatory maximum = floor_1000(min(P_afford, P_ltv, P_dti, largest bank loan)),
 *   headline = the most a partner bank would lend: its non-resident LTV and term, its age at
 *   maturity and the income currencies it takes, on the same route (issue 10).
 */
const config = seedConfig();
const TODAY = '2026-11-23';
const run = (overrides: Partial<EngineInput>, withConfig: EngineConfig = config) =>
  evaluate(workedExampleInput(overrides), withConfig, { today: TODAY });
const keys = (messages: ReadonlyArray<{ key: string }>) => messages.map((message) => message.key);

describe('worked examples per property country (seeded defaults)', () => {
  it('RO (§7): DE resident, €3,000 EUR, age 35, €120k flat -> rules allow €102,000, partner banks lend €96,000', () => {
    // incomeEUR = 3000; payCap = 0.40 × 3000 = 1200. RON route: no stress since 2019 (NBR), 6.5 %,
    // n = 12 × min(30, 75 − 35) = 360 -> P_afford = 1200 × 158.2108 = 189,853 (lending-rules §3's check)
    // P_ltv = 0.85 × 120,000 = 102,000 -> regulatory 102,000
    // every RO bank lends non-residents 80 %: 0.80 × 120,000 = 96,000 < 100,000 desired -> partial
    const result = run({});
    expect(result.regulatoryMaxLoanAmount).toBe(102_000);
    expect(result.maxLoanAmount).toBe(96_000);
    expect(result.maxLoanSource).toBe('partnerBanks');
    expect(result.verdict).toBe('partial');
    expect(result.verdictReasons).toEqual([
      { key: 'result.verdict.reason.lessThanDesired', values: { maxLoanAmount: 96_000, desiredLoanAmount: 100_000, gap: 4_000 } },
    ]);
    expect(result.metrics.loanCurrency).toBe('RON');
    expect(result.metrics.paymentCapacityEur).toBe(1200);
    expect(result.metrics.stressedRate).toBe(6.5);
    expect(result.metrics.termMonths).toBe(360);
    expect(result.metrics.affordableLoan).toBe(189_853);
    expect(result.metrics.limitedBy).toBe('loanToValue');
    // Borrowing what the banks lend closes the gap: 96,000 + 24,000 down = the price; with the
    // costs of buying (notary 1,557.22, land registry 180, mortgage deed 290.40) and Banca
    // Transilvania's 240.47 at signing, 26,268: the cash-needed card's total, not 5 % of the price.
    expect(result.ownFunds.required).toBe(26_268.09);
    expect(result.improvements[0]).toMatchObject({
      key: 'result.improvement.borrowMaximum',
      values: { newLoanAmount: 96_000, newDownPayment: 24_000, extraDownPayment: 4_000, ownFundsNeeded: 26_268 },
      verdictAfter: 'eligible',
    });
    // The same applicant asking for what the banks lend is eligible.
    expect(run({ desiredLoanAmount: 96_000 }).verdict).toBe('eligible');
  });

  it('PL: €2,500 EUR, age 30, €250k -> rules allow €195,000 on the EUR route over 35 years, banks lend €175,000', () => {
    // incomeEUR 2500 ≥ threshold 1420 -> DSTI 0.50 -> payCap 1250
    // EUR route, fixed rate: 4.5 + 2.5 = 7 %, n = 12 × min(35, 65 − 30) = 420 -> 1250 × 156.5298 = 195,662
    // P_ltv = 0.80 × 250,000 = 200,000 -> 195,000; banks: 70 % non-resident -> 175,000 < 180,000 desired
    const result = run({ originCountry: 'PL', monthlyIncome: 2500, age: 30, propertyValue: 250_000, desiredLoanAmount: 180_000 });
    expect(result.regulatoryMaxLoanAmount).toBe(195_000);
    expect(result.maxLoanAmount).toBe(175_000);
    expect(result.verdict).toBe('partial');
    expect(result.metrics.loanCurrency).toBe('EUR');
    expect(result.metrics.dstiCap).toBe(0.5);
    expect(result.metrics.termMonths).toBe(420);
    expect(result.metrics.limitedBy).toBe('affordability');
    // A variable rate is stressed by +3 pp: 7.5 % over 420 months -> 1250 × 148.3146 = 185,393 -> 185,000
    expect(run({ originCountry: 'PL', monthlyIncome: 2500, age: 30, propertyValue: 250_000, rateType: 'variable' }).regulatoryMaxLoanAmount).toBe(185_000);
  });

  it('PL: a GBP earner finds no route (Rec. S: the loan is in the currency of the income) and is told so', () => {
    const result = run({ originCountry: 'PL', incomeCurrency: 'GBP', residenceCountry: 'UK' });
    expect(result.verdict).toBe('not_eligible');
    expect(result.verdictReasons).toEqual([
      { key: 'result.verdict.reason.currencyRule', values: { country: 'PL', incomeCurrency: 'GBP', loanCurrencies: 'PLN, EUR' } },
    ]);
    expect(result.maxLoanAmount).toBe(0);
    expect(result.eligibilityScore).toBeLessThan(50);
  });

  it('HU: forint loans only to forint earners, so a EUR earner is not eligible, with the reason', () => {
    const result = run({ originCountry: 'HU', monthlyIncome: 2000, age: 45, propertyType: 'house', propertyValue: 150_000 });
    expect(result.verdict).toBe('not_eligible');
    expect(keys(result.verdictReasons)).toEqual(['result.verdict.reason.currencyRule']);
    expect(result.maxLoanAmount).toBe(0);
    expect(result.regulatoryMaxLoanAmount).toBe(0);
    expect(result.bankRecommendations).toEqual([]);
    expect(result.eligibilityScore).toBeLessThanOrEqual(49);
    expect(result.scoreBeforeCeiling).toBeGreaterThan(49);
    expect(result.scoreCeiling).toBe(49);
  });

  it('HU: the DSTI cap follows the fixed-rate period (MNB JTM), with no add-on', () => {
    // An open HUF route (as for a forint earner): €2,000 counted, age 45, n = 12 × min(25, 65 − 45) = 240 at 6.6 %
    // factor(6.6 %, 240) = 133.0721. ≥ 10 y fixed: 50 % -> 1000 -> 133,072; 5–10 y: 35 % -> 700 -> 93,151; variable: 25 % -> 500 -> 66,536
    const open: EngineConfig = {
      ...config,
      lendingRules: config.lendingRules.map((rule) => (rule.countryCode === 'HU' ? { ...rule, requiresIncomeInLoanCurrency: false } : rule)),
    };
    const hu = { originCountry: 'HU', monthlyIncome: 2000, age: 45, propertyType: 'house' as const, propertyValue: 1_000_000 };
    expect(run(hu, open).regulatoryMaxLoanAmount).toBe(133_000);
    expect(run({ ...hu, fixedPeriodYears: 10 }, open).regulatoryMaxLoanAmount).toBe(133_000);
    expect(run({ ...hu, fixedPeriodYears: 5 }, open).regulatoryMaxLoanAmount).toBe(93_000);
    expect(run({ ...hu, rateType: 'variable' }, open).regulatoryMaxLoanAmount).toBe(66_000);
    expect(run(hu, open).metrics.stressedRate).toBe(6.6);
  });

  it('CZ: €2,800 EUR, age 30 (under 36), €200k -> rules allow €180,000 (young caps), banks lend €150,000: the desired loan', () => {
    // young -> DSTI 0.50 -> payCap 1400; 4.7 + 2 = 6.7 %, n = 360 -> 1400 × 154.9720 = 216,961
    // P_ltv = 0.90 × 200,000 = 180,000; banks: 75 % non-resident -> 150,000 = desired -> eligible
    const result = run({ originCountry: 'CZ', monthlyIncome: 2800, age: 30, propertyValue: 200_000, desiredLoanAmount: 150_000 });
    expect(result.regulatoryMaxLoanAmount).toBe(180_000);
    expect(result.maxLoanAmount).toBe(150_000);
    expect(result.verdict).toBe('eligible');
    expect(result.metrics.ltvCap).toBe(0.9);
    // At 36 the standard caps apply: P_ltv 0.80 × 200,000 = 160,000
    expect(run({ originCountry: 'CZ', monthlyIncome: 2800, age: 36, propertyValue: 200_000 }).regulatoryMaxLoanAmount).toBe(160_000);
  });

  it('CZ: an investment loan is capped at LTV 70 % and DTI 7 (CNB, from 1 April 2026)', () => {
    // LTV 0.70 × 200,000 = 140,000 (below the banks' 75 %); DTI 7 × 12 × 2800 = 235,200 -> 140,000
    const result = run({ originCountry: 'CZ', monthlyIncome: 2800, age: 30, propertyValue: 200_000, desiredLoanAmount: 150_000, loanPurpose: 'investment' });
    expect(result.metrics.ltvCap).toBe(0.7);
    expect(result.regulatoryMaxLoanAmount).toBe(140_000);
    expect(result.maxLoanAmount).toBe(140_000);
    expect(result.verdict).toBe('partial');
    // DTI 7 binds on a large property: 7 × 12 × 1500 = 126,000 (payCap 0.45 × 1500 = 675 -> 104,606 binds first)
    // so with €2,000 at age 40: payCap 900 -> 139,475; DTI 7 × 12 × 2000 = 168,000; at €1,000,000 LTV is no limit
    const dti = run({ originCountry: 'CZ', monthlyIncome: 2000, age: 40, propertyValue: 1_000_000, loanPurpose: 'investment' });
    expect(dti.metrics.dtiLimitLoan).toBe(168_000);
    // An investment is never a first home: no first-home relaxation.
    expect(run({ originCountry: 'SI', monthlyIncome: 1400, age: 30, firstHome: true, propertyValue: 150_000, loanPurpose: 'investment' }).metrics.ltvCap).toBe(0.7);
  });

  it('SK: €5,000 EUR, age 35, €700k house -> €480,000 (DTI binds), a partner bank lends it', () => {
    // payCap = 0.60 × (5000 − 284.13) = 2829.52; 3.8 + 2 = 5.8 % (under the 6 % cap), n = 12 × min(30, 70 − 35) = 360
    // -> P_afford = 2829.52 × 170.4295 = 482,234; P_dti = 8 × 12 × 5000 = 480,000; P_ltv = 560,000 -> 480,000
    const result = run({ originCountry: 'SK', monthlyIncome: 5000, age: 35, propertyType: 'house', propertyValue: 700_000, desiredLoanAmount: 450_000 });
    expect(result.regulatoryMaxLoanAmount).toBe(480_000);
    expect(result.maxLoanAmount).toBe(480_000);
    expect(result.verdict).toBe('eligible');
    expect(result.metrics.limitedBy).toBe('debtToIncome');
    expect(result.metrics.dtiLimitLoan).toBe(480_000);
  });

  it('SK: the DTI multiple falls 0.25 per year above 40 only for a loan that ends after 65 (NBS 2022)', () => {
    // age 50, n = 12 × min(30, 70 − 50) = 240: the loan ends at 70 -> DTI = 8 − 0.25 × 10 = 5.5 -> 330,000
    expect(run({ originCountry: 'SK', monthlyIncome: 5000, age: 50, propertyType: 'house', propertyValue: 700_000 }).metrics.dtiLimitLoan).toBe(330_000);
    // A route ending at 65: age 50, 15 years -> ends at 65, no reduction -> 8 × 12 × 5000 = 480,000
    const to65: EngineConfig = {
      ...config,
      lendingRules: config.lendingRules.map((rule) => (rule.countryCode === 'SK' ? { ...rule, maxAgeAtMaturity: 65 } : rule)),
    };
    expect(run({ originCountry: 'SK', monthlyIncome: 5000, age: 50, propertyType: 'house', propertyValue: 700_000 }, to65).metrics.dtiLimitLoan).toBe(480_000);
  });

  it('SK: the subsistence minimum counts dependent children and the stressed rate stops at 6 %', () => {
    // 2 children: 284.13 + 2 × 129.74 = 543.61 -> payCap 0.60 × (1500 − 543.61) = 573.83
    const alone = run({ originCountry: 'SK', monthlyIncome: 1500, age: 35, propertyValue: 1_000_000 });
    const family = run({ originCountry: 'SK', monthlyIncome: 1500, age: 35, propertyValue: 1_000_000, dependants: 2 });
    expect(alone.metrics.paymentCapacityEur).toBe(729.52);
    expect(family.metrics.paymentCapacityEur).toBe(573.83);
    const dearer: EngineConfig = {
      ...config,
      lendingRules: config.lendingRules.map((rule) => (rule.countryCode === 'SK' ? { ...rule, baseRate: 4.5 } : rule)),
    };
    expect(run({ originCountry: 'SK' }, dearer).metrics.stressedRate).toBe(6);
  });

  it('HR: UK resident, £3,000 GBP, age 40, €300k -> rules allow €270,000, banks €210,000 (20 y, 70 %; PBZ takes EUR earners only)', () => {
    // incomeEUR = 3000 / 0.82608 × (1 − 0.15) = 3086.87; payCap = 0.45 × 3086.87 = 1389.09
    // no stress (HNB): 3.6 %, n = 12 × min(30, 65 − 40) = 300 -> 1389.09 × 197.6274 = 274,522; P_ltv = 0.90 × 300,000 = 270,000
    // Erste, Zaba: 20 y -> 1389.09 × 170.9076 = 237,407; 70 % -> 210,000
    const result = run({ residenceCountry: 'UK', originCountry: 'HR', incomeCurrency: 'GBP', age: 40, propertyValue: 300_000, desiredLoanAmount: 200_000 });
    expect(result.regulatoryMaxLoanAmount).toBe(270_000);
    expect(result.maxLoanAmount).toBe(210_000);
    expect(result.verdict).toBe('eligible');
    expect(result.metrics.incomeEur).toBe(3086.87);
    expect(result.bankRecommendations.map((bank) => bank.name)).not.toContain('Privredna banka Zagreb (PBZ)');
    expect(keys(result.flags)).toContain('flag.fxRisk');
  });

  it('SI: €1,400 EUR, age 30, first home €150k -> rules allow €119,000 (residual income €745), banks €105,000', () => {
    // DSTI 0.50 × 1400 = 700, residual 1400 − 745 = 655 -> payCap 655
    // 3.2 + 2 = 5.2 %, n = 360 -> P_afford = 655 × 182.1126 = 119,284; P_ltv (first home) 0.80 × 150,000 = 120,000 -> 119,000
    // banks: 70 % non-resident -> 105,000 ≥ 100,000 desired -> eligible
    const result = run({ originCountry: 'SI', monthlyIncome: 1400, age: 30, firstHome: true, propertyValue: 150_000 });
    expect(result.regulatoryMaxLoanAmount).toBe(119_000);
    expect(result.maxLoanAmount).toBe(105_000);
    expect(result.verdict).toBe('eligible');
    expect(result.metrics.paymentCapacityEur).toBe(655);
    // Not a first home: LTV 70 % -> 105,000
    expect(run({ originCountry: 'SI', monthlyIncome: 1400, age: 30, firstHome: false, propertyValue: 150_000 }).regulatoryMaxLoanAmount).toBe(105_000);
  });

  it('BG: €2,000 EUR self-employed with €300 debts, age 38, €130k -> rules allow €110,000, banks €91,000', () => {
    // incomeEUR = 2000 × 0.8 (self-employed) = 1600; payCap = 0.50 × 1600 − 300 = 500
    // no stress (BNB): 2.8 %, n = 12 × min(30, 65 − 38) = 324 -> P_afford = 500 × 227.1624 = 113,581
    // P_ltv = 0.85 × 130,000 = 110,500 -> 110,000; banks 70 % / 25 y -> 91,000 ≥ 90,000 desired
    const result = run({
      originCountry: 'BG',
      monthlyIncome: 2000,
      employmentType: 'self-employed',
      existingMonthlyDebts: 300,
      age: 38,
      propertyValue: 130_000,
      desiredLoanAmount: 90_000,
    });
    expect(result.regulatoryMaxLoanAmount).toBe(110_000);
    expect(result.maxLoanAmount).toBe(91_000);
    expect(result.verdict).toBe('eligible');
    expect(result.metrics.incomeEur).toBe(1600);
    expect(result.metrics.termMonths).toBe(324);
  });

  it('BG: age 71 is not eligible, with the age reason, and the score says so', () => {
    const result = run({ originCountry: 'BG', age: 71 });
    expect(result.verdict).toBe('not_eligible');
    expect(result.verdictReasons).toEqual([
      { key: 'result.verdict.reason.age', values: { age: 71, maxAgeAtMaturity: 65, minTermYears: 5 } },
    ]);
    expect(result.maxLoanAmount).toBe(0);
    expect(result.eligibilityScore).toBeLessThan(50);
    expect(result.improvements).toEqual([]);
  });
});

describe('other §7 rules', () => {
  it('RO first home: DSTI 45 % -> payCap 1350 -> 213,585 before the LTV cap', () => {
    // 1350 × 158.2108 = 213,585; with a €250k property P_ltv = 212,500 -> 212,000 (not first: 1200 × 158.2108 = 189,853)
    expect(run({ firstHome: true, propertyValue: 250_000 }).regulatoryMaxLoanAmount).toBe(212_000);
    expect(run({ firstHome: false, propertyValue: 250_000 }).regulatoryMaxLoanAmount).toBe(189_000);
  });

  it('per-bank age at maturity: at 60 in Romania only CEC (75) still lends over more than 5 years', () => {
    // route 75: n = 12 × min(30, 15) = 180; BT 70 -> 120 months; BCR, BRD 65 -> 60 months; CEC 75 -> 180 months
    const result = run({ age: 60, desiredLoanAmount: 60_000 });
    const terms = Object.fromEntries(result.bankRecommendations.map((bank) => [bank.name, bank.termMonths]));
    expect(terms).toEqual({ 'CEC Bank': 180, 'Banca Transilvania': 120, 'BCR (Erste Group)': 60, 'BRD – Groupe Société Générale': 60 });
    // at 62 BCR and BRD (3 years to 65) drop out; at 66 BT too (4 years to 70): only CEC remains
    expect(run({ age: 62, desiredLoanAmount: 40_000 }).bankRecommendations.map((bank) => bank.name).sort()).toEqual(['Banca Transilvania', 'CEC Bank']);
    expect(run({ age: 66, desiredLoanAmount: 20_000 }).bankRecommendations.map((bank) => bank.name)).toEqual(['CEC Bank']);
  });

  it('land and commercial property: LTV 50 %, term ≤ 15 y, specialist flag', () => {
    // payCap 1200, 6.5 %, n = 12 × 15 = 180 -> 1200 × 114.7964 = 137,756; P_ltv = 0.50 × 120,000 = 60,000
    const result = run({ propertyType: 'land', desiredLoanAmount: 50_000 });
    expect(result.regulatoryMaxLoanAmount).toBe(60_000);
    expect(result.metrics.termMonths).toBe(180);
    expect(keys(result.flags)).toContain('flag.specialistProduct');
  });

  it('monthly expenses limit the payment: income − expenses − debts', () => {
    // 3000 − 2000 − 0 = 1000 < 1200 -> 1000 × 158.2108 = 158,211 at €250k (LTV 212,500) -> 158,000
    expect(run({ monthlyExpenses: 2000, propertyValue: 250_000 }).regulatoryMaxLoanAmount).toBe(158_000);
  });

  it('a term shorter than 60 months means not eligible', () => {
    // age 71 in RO: n = 12 × (75 − 71) = 48 < 60
    const result = run({ age: 71 });
    expect(result.maxLoanAmount).toBe(0);
    expect(result.verdict).toBe('not_eligible');
    expect(keys(result.verdictReasons)).toEqual(['result.verdict.reason.age']);
    expect(result.bankRecommendations).toEqual([]);
    expect(result.bankRecommendationsEmptyReason).toBe('result.banks.empty.notEligible');
  });

  it('a missing age is taken as 40 and flagged', () => {
    // RO: n = 12 × min(30, 75 − 40) = 360 -> 189,853; P_ltv = 0.85 × 250,000 = 212,500 -> 189,000
    const result = run({ age: undefined, propertyValue: 250_000 });
    expect(result.metrics.age).toBe(40);
    expect(result.metrics.assumedAge).toBe(true);
    expect(result.metrics.termMonths).toBe(360);
    expect(result.regulatoryMaxLoanAmount).toBe(189_000);
    expect(result.flags).toContainEqual({ key: 'flag.assumedAge', severity: 'info', values: { age: 40 } });
  });

  it('a country without active lending rules is not covered yet: not eligible, no figures shown as fine', () => {
    const result = run({ originCountry: 'DE', residenceCountry: 'FR' });
    expect(result.verdict).toBe('not_eligible');
    expect(result.verdictReasons).toEqual([{ key: 'result.verdict.reason.notCovered', values: { country: 'DE' } }]);
    expect(result.metrics).toMatchObject({ dstiCap: null, ltvCap: null, termMonths: null, baseRate: null, stressedRate: null, dsti: null });
    expect(result.eligibilityScore).toBeLessThan(50);
  });

  it('a very low income is not eligible with the income reason', () => {
    const result = run({ monthlyIncome: 1 });
    expect(result.verdict).toBe('not_eligible');
    expect(keys(result.verdictReasons)).toEqual(['result.verdict.reason.income']);
    expect(result.eligibilityScore).toBeLessThan(50);
  });

  it('a country without partner banks headlines the regulatory figure and says why', () => {
    const noBanks: EngineConfig = { ...config, banks: config.banks.filter((bank) => bank.countryCode !== 'RO') };
    const result = run({}, noBanks);
    expect(result.maxLoanSource).toBe('regulatory');
    expect(result.maxLoanAmount).toBe(102_000);
    expect(result.verdict).toBe('eligible');
    expect(result.verdictReasons).toEqual([{ key: 'result.verdict.reason.noPartnerBanks', values: { country: 'RO' } }]);
    expect(result.bankRecommendationsEmptyReason).toBe('result.banks.empty.noBanks');
  });

  it('marks rates older than the configured days as stale, never for EUR income', () => {
    // The seeded rates are dated 2025-02-28.
    expect(run({ incomeCurrency: 'GBP', residenceCountry: 'UK' }).staleRates).toBe(true);
    expect(evaluate(workedExampleInput({ incomeCurrency: 'GBP' }), config, { today: '2025-03-05' }).staleRates).toBe(false);
    expect(run({}).staleRates).toBe(false);
  });
});
