import { monthlyPayment } from './annuity';
import { describeApplicant, type Applicant } from './applicant';
import { chooseRoute, type RouteEvaluation } from './max-loan';
import type { PreparedConfig } from './prepare-config';
import { scoreAll, type ScoredCategory, type ScoringContext } from './score';
import type { EngineInput } from './types';

/**
 * The engine's core pass: route, maximum loan, payments and score, without improvements,
 * bank matching or messages. Improvements re-run exactly this on modified inputs.
 */
export interface Assessment {
  input: EngineInput;
  applicant: Applicant;
  route: RouteEvaluation | null;
  breaksCurrencyRule: boolean;
  maxLoanAmount: number;
  /** The route's term, or the minimum term when the route's is too short to lend (payments stay finite). */
  paymentTermMonths: number;
  monthlyPayment: number;
  monthlyPaymentStressed: number;
  /** (Stressed payment + existing debts) ÷ counted income. */
  dsti: number | null;
  ltv: number;
  scoringContext: ScoringContext;
  scored: ScoredCategory[];
  score: number;
}

export function assess(input: EngineInput, prepared: PreparedConfig): Assessment {
  const applicant = describeApplicant(input, prepared);
  const { route, breaksCurrencyRule } = chooseRoute(input, applicant, prepared);
  const { minTermMonths } = prepared.parameters;

  const paymentTermMonths = route ? Math.max(route.termMonths, minTermMonths) : minTermMonths;
  const payment = route ? monthlyPayment(input.desiredLoanAmount, route.rule.baseRate, paymentTermMonths) : 0;
  const stressedPayment = route ? monthlyPayment(input.desiredLoanAmount, route.stressedRate, paymentTermMonths) : 0;
  const debtService = stressedPayment + applicant.debtsEur;

  const dsti = applicant.incomeEur > 0 && route ? debtService / applicant.incomeEur : null;
  const affordabilityRatio = route
    ? route.debtServiceCapacity > 0
      ? debtService / route.debtServiceCapacity
      : Number.POSITIVE_INFINITY
    : undefined;
  const ltv = input.desiredLoanAmount / input.propertyValue;

  const savingsAfterDownPayment =
    input.currentSavings === undefined ? undefined : input.currentSavings - (input.downPayment ?? 0);
  const reservesInstalments =
    savingsAfterDownPayment === undefined || !route
      ? undefined
      : stressedPayment > 0
        ? savingsAfterDownPayment / stressedPayment
        : 0;

  const scoringContext: ScoringContext = {
    input,
    affordabilityRatio,
    dsti,
    dstiCap: route?.effectiveDstiCap,
    ltv,
    ltvCap: route?.ltvCap,
    loanCurrency: route?.rule.loanCurrency ?? null,
    reservesInstalments,
    savingsAfterDownPayment,
  };
  const { scored, score } = scoreAll(prepared.activeScoring, scoringContext);

  return {
    input,
    applicant,
    route,
    breaksCurrencyRule,
    maxLoanAmount: route?.maxLoanAmount ?? 0,
    paymentTermMonths,
    monthlyPayment: payment,
    monthlyPaymentStressed: stressedPayment,
    dsti,
    ltv,
    scoringContext,
    scored,
    score,
  };
}
