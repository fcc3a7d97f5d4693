import { MAX_SCORE } from '../constants';
import { pickBandOption } from './bands';
import { roundTo, toPercent } from './rounding';
import type { BreakdownItem, EngineInput, ScoringCategory } from './types';

/** What the scoring measures need from the max-loan side of the engine. */
export interface ScoringContext {
  input: EngineInput;
  /** The dominant income's currency (issue 14: a co-applicant may earn more, in another currency). */
  incomeCurrency: string;
  /** (Stressed payment of the desired loan + debts) ÷ the route's debt-service capacity; undefined without a route. */
  affordabilityRatio: number | undefined;
  dsti: number | null;
  dstiCap: number | undefined;
  /** Desired loan ÷ property value. */
  ltv: number;
  ltvCap: number | undefined;
  loanCurrency: string | null;
  /** (Savings − down payment) ÷ stressed monthly payment; undefined when savings are not given. */
  reservesInstalments: number | undefined;
  savingsAfterDownPayment: number | undefined;
}

/** Translation values without the ones that are unknown. */
function optionalValues(values: Record<string, string | number | undefined>): Record<string, string | number> {
  const defined: Record<string, string | number> = {};
  for (const key in values) {
    const value = values[key];
    if (value !== undefined) defined[key] = value;
  }
  return defined;
}

/** A category's measure: either the applicant's answer is the option, or a number is banded. */
type Measure =
  | { kind: 'answer'; option: string | undefined; values: Record<string, string | number> }
  | { kind: 'number'; value: number | undefined; cap?: number; values: Record<string, string | number> };

/**
 * How each category is measured (docs/lending-rules.md §6). This is the only part of scoring in code;
 * weights, points and thresholds are data. maritalStatus and educationLevel can be measured but
 * are inactive with weight 0 by default (§5: not financial data, protected grounds in HR and BG).
 */
const MEASURES: Record<string, (ctx: ScoringContext) => Measure> = {
  affordability: (ctx) => ({
    kind: 'number',
    value: ctx.affordabilityRatio,
    values: optionalValues({
      dstiPct: ctx.dsti === null || !Number.isFinite(ctx.dsti) ? undefined : toPercent(ctx.dsti),
      dstiCapPct: ctx.dstiCap === undefined ? undefined : toPercent(ctx.dstiCap),
    }),
  }),
  loanToValue: (ctx) => ({
    kind: 'number',
    value: ctx.ltv,
    cap: ctx.ltvCap,
    values: optionalValues({
      ltvPct: toPercent(ctx.ltv),
      ltvCapPct: ctx.ltvCap === undefined ? undefined : toPercent(ctx.ltvCap),
    }),
  }),
  employmentType: (ctx) => ({
    kind: 'answer',
    option: ctx.input.employmentType,
    values: { employmentType: ctx.input.employmentType },
  }),
  employmentDuration: (ctx) => ({
    kind: 'number',
    value: ctx.input.employmentDuration,
    values: { months: ctx.input.employmentDuration },
  }),
  totalEmploymentDuration: (ctx) => ({
    kind: 'number',
    value: ctx.input.totalEmploymentDuration,
    values: optionalValues({ years: ctx.input.totalEmploymentDuration }),
  }),
  // Scored against the loan currency (issue 10): earning in the currency you repay in carries no
  // exchange-rate risk; any other pairing does, whatever the income currency.
  incomeCurrency: (ctx) => ({
    kind: 'answer',
    option: ctx.loanCurrency !== null && ctx.incomeCurrency === ctx.loanCurrency ? SAME_AS_LOAN_OPTION : ctx.incomeCurrency,
    values: optionalValues({ incomeCurrency: ctx.incomeCurrency, loanCurrency: ctx.loanCurrency ?? undefined }),
  }),
  reserves: (ctx) => ({
    kind: 'number',
    value: ctx.reservesInstalments,
    values: optionalValues({
      instalments:
        ctx.reservesInstalments === undefined || !Number.isFinite(ctx.reservesInstalments)
          ? undefined
          : roundTo(Math.max(0, ctx.reservesInstalments), 1),
      savingsAfterDownPayment:
        ctx.savingsAfterDownPayment === undefined ? undefined : Math.round(ctx.savingsAfterDownPayment),
    }),
  }),
  maritalStatus: (ctx) => ({ kind: 'answer', option: ctx.input.maritalStatus, values: {} }),
  educationLevel: (ctx) => ({ kind: 'answer', option: ctx.input.educationLevel, values: {} }),
};

/** The incomeCurrency option when the income is in the loan's currency. */
export const SAME_AS_LOAN_OPTION = 'sameAsLoan';

/** The option given when the answer is missing or no band matches. */
const MISSING_OPTION = 'missing';

export interface ScoredCategory extends BreakdownItem {
  /** Interpolation values for the reason message of this category. */
  values: Record<string, string | number>;
  /** The numeric measure, when the category has one (improvements move it). */
  measure: number | undefined;
  cap: number | undefined;
}

/** Points of an option, kept within 0..weight so the total stays within 0..MAX_SCORE. */
export function pointsFor(category: ScoringCategory, option: string): number {
  const points = Math.round(category.options[option] ?? 0);
  return Math.min(Math.max(points, 0), Math.max(0, Math.round(category.weight)));
}

export function scoreCategory(category: ScoringCategory, ctx: ScoringContext): ScoredCategory {
  const measureOf = MEASURES[category.category];
  const measure: Measure = measureOf ? measureOf(ctx) : { kind: 'answer', option: undefined, values: {} };
  const option =
    (measure.kind === 'answer'
      ? measure.option
      : pickBandOption(category.bands, measure.value, measure.cap)) ?? MISSING_OPTION;
  return {
    category: category.category,
    option,
    points: pointsFor(category, option),
    weight: Math.max(0, Math.round(category.weight)),
    values: measure.values,
    measure: measure.kind === 'number' ? measure.value : undefined,
    cap: measure.kind === 'number' ? measure.cap : undefined,
  };
}

export function scoreAll(categories: readonly ScoringCategory[], ctx: ScoringContext) {
  const scored = categories.map((category) => scoreCategory(category, ctx));
  const total = scored.reduce((sum, item) => sum + item.points, 0);
  // Active weights should total 100 (the admin screen warns otherwise); never report more.
  return { scored, score: Math.min(MAX_SCORE, total) };
}
