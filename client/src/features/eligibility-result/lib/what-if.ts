import { evaluate } from '@core/eligibility';
import type { EngineConfig, EngineResult } from '@core/eligibility/types';
import type { AssessmentInput } from '@core/schemas/assessment-input';

/**
 * The what-if panel's state and the engine input it produces. Everything here is pure so the
 * panel re-runs evaluate() in the browser on every slider move, with no network call.
 *
 * Term: the engine has no term input; its term is the country's maximum (lending rule
 * maxTermYears, or maxTermYearsLandCommercial), cut by the age at maturity. A shorter term is
 * therefore tried by evaluating with a copy of the config whose lending rules for the property
 * country allow at most the chosen number of years (configWithMaxTerm). Longer than the rule
 * allows is not offered: the slider's maximum is the rule's.
 */
export interface WhatIfState {
  desiredLoanAmount: number;
  downPayment: number;
  termYears: number;
  monthlyIncome: number;
  /** The loan currency chosen (issue 19); null: the one partner banks lend the most in. */
  loanCurrency: string | null;
}

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

export interface WhatIfBounds {
  desiredLoanAmount: SliderBounds;
  downPayment: SliderBounds;
  termYears: SliderBounds;
  /**
   * False when no term is long enough for a loan at this age (every partner bank's age limit is
   * passed): the term slider would only offer terms the banks refuse, so there is none.
   */
  hasTermChoice: boolean;
  /** The bank whose loan sets the longest term, when that is shorter than the country's rules allow. */
  termLender: string | null;
  monthlyIncome: SliderBounds;
}

const AMOUNT_STEP = 1000;
const ceilTo = (value: number, step: number) => Math.ceil(value / step) * step;
const floorTo = (value: number, step: number) => Math.floor(value / step) * step;
export const clamp = (value: number, { min, max }: Pick<SliderBounds, 'min' | 'max'>) => Math.min(Math.max(value, min), max);

const isLandOrCommercial = (input: AssessmentInput) => input.propertyType === 'land' || input.propertyType === 'commercial';

/** The longest term (years) the property country's rules allow for this property type; null without a rule. */
export function maxTermYearsFor(config: EngineConfig, input: AssessmentInput): number | null {
  const rules = config.lendingRules.filter((rule) => rule.countryCode === input.originCountry);
  if (rules.length === 0) return null;
  return Math.max(...rules.map((rule) => (isLandOrCommercial(input) ? rule.maxTermYearsLandCommercial : rule.maxTermYears)));
}

/** A step for the income slider that gives about a hundred positions. */
export function incomeStep(income: number): number {
  if (income < 1000) return 10;
  if (income < 10_000) return 50;
  if (income < 50_000) return 100;
  return 500;
}

/**
 * The loan the result makes when no term is chosen (the longest its bank gives: its own limit and
 * the age at the last instalment), from the engine; the submitted result itself when no term was
 * chosen.
 */
function longestTermLoan(input: AssessmentInput, config: EngineConfig, result: EngineResult): EngineResult {
  if (input.termYears === undefined) return result;
  const { termYears: _chosen, ...withoutTerm } = input;
  try {
    return evaluate(withoutTerm, config);
  } catch {
    return result;
  }
}

/**
 * The loan and the down payment never exceed the price together (issue 10: the same rule as
 * step 6 and the server), so both sliders end at the price. The term (issue 19: the slider never
 * offers a term the banks refuse) runs up to the term of the loan the result makes at the longest
 * (a 62-year-old's bank lends to 70: 8 years, not the country's 30), within the country's rules;
 * with no term long enough at this age, there is no term to choose.
 */
export function whatIfBounds(input: AssessmentInput, config: EngineConfig, result?: EngineResult): WhatIfBounds {
  const ruleMaxTerm = maxTermYearsFor(config, input) ?? 30;
  const longest = result ? longestTermLoan(input, config, result) : null;
  // A result kept from before issue 19 has no loan field (undefined): the rules' term, as before.
  const loanTermYears = longest?.loan ? Math.max(1, Math.floor(longest.loan.termMonths / 12)) : null;
  const isTooOld = longest !== null && longest.loan === null && longest.metrics.limitedBy === 'term';
  const maxTerm = loanTermYears === null ? ruleMaxTerm : Math.min(ruleMaxTerm, loanTermYears);
  const minTermYears = Math.max(1, Math.ceil((config.parameters.minTermMonths ?? 60) / 12));
  const price = input.propertyValue;
  const step = incomeStep(input.monthlyIncome);
  return {
    desiredLoanAmount: { min: Math.min(AMOUNT_STEP, price), max: price, step: price < AMOUNT_STEP ? 1 : AMOUNT_STEP },
    downPayment: { min: 0, max: price, step: price < AMOUNT_STEP ? 1 : AMOUNT_STEP },
    termYears: { min: Math.min(minTermYears, maxTerm), max: maxTerm, step: 1 },
    hasTermChoice: !isTooOld,
    termLender: maxTerm < ruleMaxTerm ? (longest?.loan?.bankName ?? null) : null,
    monthlyIncome: {
      min: Math.max(step, floorTo(input.monthlyIncome * 0.5, step)),
      max: Math.max(ceilTo(input.monthlyIncome * 2, step), step * 2),
      step,
    },
  };
}

/**
 * The submitted answers as slider positions; the term is the one the result used. The down
 * payment is the rest of the price (what the engine takes as the down payment too).
 */
export function initialWhatIf(input: AssessmentInput, result: EngineResult, bounds: WhatIfBounds): WhatIfState {
  const termMonths = result.metrics.termMonths ?? 0;
  const resultTermYears = termMonths > 0 ? Math.round(termMonths / 12) : bounds.termYears.max;
  return {
    desiredLoanAmount: input.desiredLoanAmount,
    downPayment: input.propertyValue - input.desiredLoanAmount,
    termYears: clamp(resultTermYears, bounds.termYears),
    monthlyIncome: input.monthlyIncome,
    loanCurrency: input.loanCurrency ?? null,
  };
}

/**
 * The price is fixed, so the loan and the down payment move together: what is not borrowed is
 * put down (issue 10: together they never pass the price, and never leave part of it unpaid).
 * The price is the down payment slider's maximum.
 */
export function applyDownPaymentChange(state: WhatIfState, downPayment: number, bounds: WhatIfBounds): WhatIfState {
  const price = bounds.downPayment.max;
  const loan = clamp(price - clamp(downPayment, bounds.downPayment), bounds.desiredLoanAmount);
  return { ...state, desiredLoanAmount: loan, downPayment: price - loan };
}

export function applyLoanChange(state: WhatIfState, loan: number, bounds: WhatIfBounds): WhatIfState {
  const next = clamp(loan, bounds.desiredLoanAmount);
  return { ...state, desiredLoanAmount: next, downPayment: bounds.downPayment.max - next };
}

export function isWhatIfChanged(state: WhatIfState, initial: WhatIfState): boolean {
  return (
    state.desiredLoanAmount !== initial.desiredLoanAmount ||
    state.downPayment !== initial.downPayment ||
    state.termYears !== initial.termYears ||
    state.monthlyIncome !== initial.monthlyIncome ||
    state.loanCurrency !== initial.loanCurrency
  );
}

/**
 * The loan currency chooser (issue 19): choosing a currency re-runs the engine with it. Choosing
 * back the one the submitted result took on its own is "no preference" again, so the result is
 * the submitted one, not a what-if.
 */
export function chooseLoanCurrency(state: WhatIfState, initial: WhatIfState, currency: string, initialResultCurrency: string | null): WhatIfState {
  const isBackToOwnPick = initial.loanCurrency === null && currency === initialResultCurrency;
  return { ...state, loanCurrency: isBackToOwnPick ? null : currency };
}

/** The engine input for a what-if state: the answers with the slider values in place. */
export function buildWhatIfInput(input: AssessmentInput, state: WhatIfState): AssessmentInput {
  const next: AssessmentInput = {
    ...input,
    desiredLoanAmount: state.desiredLoanAmount,
    monthlyIncome: state.monthlyIncome,
  };
  // Keep "no down payment given" as it was (the engine takes the rest of the price, as the slider shows).
  if (input.downPayment !== undefined) next.downPayment = state.downPayment;
  if (state.loanCurrency === null) delete next.loanCurrency;
  else next.loanCurrency = state.loanCurrency;
  return next;
}

/**
 * The config with the property country's lending rules limited to `termYears` (see the file
 * comment). Returns the same config object when the limit changes nothing, so the engine's
 * per-config cache is reused.
 */
export function configWithMaxTerm(config: EngineConfig, countryCode: string, termYears: number): EngineConfig {
  let isChanged = false;
  const lendingRules = config.lendingRules.map((rule) => {
    if (rule.countryCode !== countryCode) return rule;
    if (rule.maxTermYears <= termYears && rule.maxTermYearsLandCommercial <= termYears) return rule;
    isChanged = true;
    return {
      ...rule,
      maxTermYears: Math.min(rule.maxTermYears, termYears),
      maxTermYearsLandCommercial: Math.min(rule.maxTermYearsLandCommercial, termYears),
    };
  });
  return isChanged ? { ...config, lendingRules } : config;
}
