import { describe, expect, it } from 'vitest';
import { evaluate } from '@core/eligibility';
import { seedConfig, workedExampleInput } from '@core/eligibility/testing/seed-config';
import {
  applyDownPaymentChange,
  applyLoanChange,
  buildWhatIfInput,
  chooseLoanCurrency,
  configWithMaxTerm,
  incomeStep,
  initialWhatIf,
  isWhatIfChanged,
  maxTermYearsFor,
  whatIfBounds,
} from './what-if';

const config = seedConfig();
const input = workedExampleInput({ downPayment: 20_000, currentSavings: 30_000 });
const result = evaluate(input, config);
const bounds = whatIfBounds(input, config);

describe('what-if state', () => {
  it('bounds the sliders by the property, the country rule and the income', () => {
    expect(bounds.desiredLoanAmount).toEqual({ min: 1000, max: 120_000, step: 1000 });
    expect(bounds.downPayment).toEqual({ min: 0, max: 120_000, step: 1000 });
    expect(bounds.termYears.max).toBe(maxTermYearsFor(config, input));
    expect(bounds.termYears.min).toBe(Math.ceil(config.parameters.minTermMonths / 12));
    expect(bounds.monthlyIncome).toEqual({ min: 1500, max: 6000, step: 50 });
    expect([incomeStep(800), incomeStep(3000), incomeStep(20_000), incomeStep(90_000)]).toEqual([10, 50, 100, 500]);
  });

  it('offers no term the banks refuse (issue 19): up to the loan’s own term, none at all when no term is long enough', () => {
    // 62, in Bulgaria: the only bank that lends wants the loan repaid by 70, so 8 years, not the country's 30.
    const older = { ...input, residenceCountry: 'ES', originCountry: 'BG', propertyValue: 90_000, desiredLoanAmount: 50_000, downPayment: 40_000, age: 62 };
    const atSixtyTwo = evaluate(older, config);
    expect(atSixtyTwo.loan?.termMonths).toBe(96);
    const bounded = whatIfBounds(older, config, atSixtyTwo);
    expect(bounded.termYears).toEqual({ min: 5, max: 8, step: 1 });
    expect(bounded.hasTermChoice).toBe(true);
    expect(bounded.termLender).toBe(atSixtyTwo.loan?.bankName);
    expect(initialWhatIf(older, atSixtyTwo, bounded).termYears).toBe(8);
    // A shorter term chosen in the wizard still lets the slider reach the longest.
    const chosen = { ...older, termYears: 6 };
    expect(whatIfBounds(chosen, config, evaluate(chosen, config)).termYears.max).toBe(8);
    // 68: no bank lends for five years: no term to choose.
    const atSixtyEight = { ...older, age: 68 };
    const none = whatIfBounds(atSixtyEight, config, evaluate(atSixtyEight, config));
    expect(none.hasTermChoice).toBe(false);
    // The worked example's loan runs the country's longest term: the rules' bound, no lender named.
    const worked = whatIfBounds(input, config, result);
    expect(worked.termYears.max).toBe(maxTermYearsFor(config, input));
    expect(worked.termLender).toBeNull();
  });

  it('starts at the submitted answers and the term the result used', () => {
    const initial = initialWhatIf(input, result, bounds);
    expect(initial).toEqual({
      desiredLoanAmount: 100_000,
      downPayment: 20_000,
      termYears: Math.round((result.metrics.termMonths ?? 0) / 12),
      monthlyIncome: 3000,
      loanCurrency: null,
    });
    expect(isWhatIfChanged(initial, { ...initial })).toBe(false);
    expect(isWhatIfChanged({ ...initial, termYears: 20 }, initial)).toBe(true);
  });

  it('moves the loan by the change in down payment (same price), within bounds', () => {
    const initial = initialWhatIf(input, result, bounds);
    expect(applyDownPaymentChange(initial, 30_000, bounds)).toMatchObject({ downPayment: 30_000, desiredLoanAmount: 90_000 });
    expect(applyDownPaymentChange(initial, 0, bounds)).toMatchObject({ downPayment: 0, desiredLoanAmount: 120_000 });
    expect(applyDownPaymentChange(initial, 119_500, bounds)).toMatchObject({ downPayment: 119_000, desiredLoanAmount: 1000 });
  });

  it('keeps the loan and the down payment adding up to the price', () => {
    const initial = initialWhatIf(input, result, bounds);
    expect(applyLoanChange(initial, 110_000, bounds)).toMatchObject({ desiredLoanAmount: 110_000, downPayment: 10_000 });
    expect(applyLoanChange(initial, 500_000, bounds)).toMatchObject({ desiredLoanAmount: 120_000, downPayment: 0 });
    expect(applyLoanChange(initial, 80_000, bounds)).toMatchObject({ desiredLoanAmount: 80_000, downPayment: 40_000 });
    for (const state of [applyLoanChange(initial, 117_000, bounds), applyDownPaymentChange(initial, 90_000, bounds), initial]) {
      expect(state.desiredLoanAmount + state.downPayment).toBe(120_000);
    }
  });

  it('starts without a down payment given at the rest of the price', () => {
    const bare = workedExampleInput();
    expect(initialWhatIf(bare, evaluate(bare, config), whatIfBounds(bare, config)).downPayment).toBe(20_000);
  });

  it('builds the engine input, keeping "no down payment" when the slider did not move it', () => {
    const bare = workedExampleInput();
    const state = initialWhatIf(bare, evaluate(bare, config), whatIfBounds(bare, config));
    expect(buildWhatIfInput(bare, state)).not.toHaveProperty('downPayment');
    const moved = applyDownPaymentChange({ ...state, monthlyIncome: 4000 }, 5000, whatIfBounds(bare, config));
    expect(buildWhatIfInput(bare, moved)).toMatchObject({ desiredLoanAmount: 115_000, monthlyIncome: 4000 });
    expect(buildWhatIfInput(bare, moved)).not.toHaveProperty('downPayment');
    // A down payment the applicant gave follows the slider.
    expect(buildWhatIfInput(input, applyDownPaymentChange(initialWhatIf(input, result, bounds), 30_000, bounds))).toMatchObject({ downPayment: 30_000, desiredLoanAmount: 90_000 });
    // Moving the loan alone keeps it unset: the engine takes the rest of the price again.
    expect(buildWhatIfInput(bare, applyLoanChange(state, 90_000, whatIfBounds(bare, config)))).not.toHaveProperty('downPayment');
  });
});

describe('the loan currency chooser (issue 19)', () => {
  const initial = initialWhatIf(input, result, bounds);
  const ownPick = result.routeOptions.find((option) => option.isChosen)?.currency ?? null;

  it('re-runs the engine in the chosen currency, and choosing back the result’s own pick is no what-if', () => {
    expect(ownPick).toBe('RON');
    const inEur = chooseLoanCurrency(initial, initial, 'EUR', ownPick);
    expect(inEur.loanCurrency).toBe('EUR');
    expect(isWhatIfChanged(inEur, initial)).toBe(true);
    const eurResult = evaluate(buildWhatIfInput(input, inEur), config);
    expect(eurResult.loan?.currency).toBe('EUR');
    expect(eurResult.routeOptions.find((option) => option.isChosen)?.currency).toBe('EUR');

    const back = chooseLoanCurrency(inEur, initial, 'RON', ownPick);
    expect(back.loanCurrency).toBeNull();
    expect(isWhatIfChanged(back, initial)).toBe(false);
    expect(buildWhatIfInput(input, back)).not.toHaveProperty('loanCurrency');
  });

  it('keeps a currency the applicant chose in the answers, and lets it be changed', () => {
    const chose = { ...input, loanCurrency: 'EUR' };
    const chosenResult = evaluate(chose, config);
    const start = initialWhatIf(chose, chosenResult, bounds);
    expect(start.loanCurrency).toBe('EUR');
    expect(buildWhatIfInput(chose, start).loanCurrency).toBe('EUR');
    const toRon = chooseLoanCurrency(start, start, 'RON', 'EUR');
    expect(toRon.loanCurrency).toBe('RON');
    expect(buildWhatIfInput(chose, toRon).loanCurrency).toBe('RON');
  });
});

describe('term what-if through a copy of the lending rule', () => {
  it('returns the same config when the term changes nothing', () => {
    expect(configWithMaxTerm(config, 'RO', 40)).toBe(config);
  });

  it('shortens only the property country rules, without touching the original', () => {
    const shorter = configWithMaxTerm(config, 'RO', 15);
    expect(shorter).not.toBe(config);
    for (const rule of shorter.lendingRules.filter((r) => r.countryCode === 'RO')) expect(rule.maxTermYears).toBeLessThanOrEqual(15);
    expect(shorter.lendingRules.filter((r) => r.countryCode === 'PL')).toEqual(config.lendingRules.filter((r) => r.countryCode === 'PL'));
    expect(config.lendingRules.find((r) => r.countryCode === 'RO')?.maxTermYears).toBe(30);
  });

  it('a shorter term raises the payment and lowers what income can carry', () => {
    const shorter = evaluate(input, configWithMaxTerm(config, 'RO', 15));
    expect(shorter.metrics.termMonths).toBe(180);
    expect(shorter.monthlyPayment).toBeGreaterThan(result.monthlyPayment ?? Number.POSITIVE_INFINITY);
    expect(shorter.metrics.affordableLoan).toBeLessThan(result.metrics.affordableLoan);
  });

  it('more income raises the maximum loan when affordability limits it', () => {
    const low = workedExampleInput({ monthlyIncome: 1500 });
    const base = evaluate(low, config);
    expect(base.metrics.limitedBy).toBe('affordability');
    const richer = evaluate(buildWhatIfInput(low, { ...initialWhatIf(low, base, whatIfBounds(low, config)), monthlyIncome: 2500 }), config);
    expect(richer.maxLoanAmount).toBeGreaterThan(base.maxLoanAmount);
  });
});
