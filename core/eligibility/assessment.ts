import type { Verdict } from '../constants';
import { monthlyPayment } from './annuity';
import { describeApplicant, type Applicant } from './applicant';
import { bankLimitsFor, type BankLimit } from './banks';
import { chooseRoute, type RouteEvaluation } from './max-loan';
import { ownFundsFor } from './own-funds';
import type { PreparedConfig } from './prepare-config';
import { scoreAll, type ScoredCategory, type ScoringContext } from './score';
import type { EngineInput, Message, OwnFunds } from './types';
import { decideVerdict, scoreCeilingFor } from './verdict';

/**
 * The engine's core pass: route, what the banks would lend, the verdict, payments and score,
 * without the improvements and messages. Improvements re-run exactly this on modified inputs,
 * so a suggestion's gain is measured on the same headline and verdict the applicant sees.
 */
export interface Assessment {
  input: EngineInput;
  applicant: Applicant;
  route: RouteEvaluation | null;
  breaksCurrencyRule: boolean;
  bankLimits: BankLimit[];
  /** The headline: what the best partner bank would lend (the regulatory figure without banks). */
  maxLoanAmount: number;
  regulatoryMaxLoanAmount: number;
  maxLoanSource: 'partnerBanks' | 'regulatory';
  verdict: Verdict;
  verdictReasons: Message[];
  ownFunds: OwnFunds;
  /** The route's term, or the minimum term when the route's is too short to lend (payments stay finite). */
  paymentTermMonths: number;
  monthlyPayment: number;
  monthlyPaymentStressed: number;
  /** (Stressed payment + existing debts) ÷ counted income. */
  dsti: number | null;
  ltv: number;
  scoringContext: ScoringContext;
  scored: ScoredCategory[];
  /** The breakdown's sum. */
  scoreBeforeCeiling: number;
  scoreCeiling: number | null;
  score: number;
}

export function assess(input: EngineInput, prepared: PreparedConfig): Assessment {
  const applicant = describeApplicant(input, prepared);
  const { route, breaksCurrencyRule } = chooseRoute(input, applicant, prepared);
  const { minTermMonths } = prepared.parameters;

  const countryBanks = prepared.banksByCountry.get(applicant.propertyCountry) ?? [];
  const hasPartnerBanks = countryBanks.length > 0;
  const isRouteOpen = route !== null && !breaksCurrencyRule;
  const regulatoryMaxLoanAmount = isRouteOpen ? route.maxLoanAmount : 0;
  const bankLimits = route && isRouteOpen ? bankLimitsFor(input, applicant, route, prepared) : [];
  const bankHeadline = bankLimits.reduce((best, limit) => (limit.isLendable ? Math.max(best, limit.maxLoanAmount) : best), 0);
  const maxLoanAmount = hasPartnerBanks ? bankHeadline : regulatoryMaxLoanAmount;

  const { verdict, reasons: verdictReasons } = decideVerdict(
    {
      input,
      applicant,
      route,
      breaksCurrencyRule,
      routeCurrencies: (prepared.rulesByCountry.get(applicant.propertyCountry) ?? []).map((rule) => rule.loanCurrency),
      bankLimits,
      hasPartnerBanks,
      headline: maxLoanAmount,
      regulatoryMax: regulatoryMaxLoanAmount,
    },
    prepared,
  );

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

  // Own funds for the loan that can really be had; reserves are what is left after them.
  const ownFunds = ownFundsFor(input, Math.min(input.desiredLoanAmount, maxLoanAmount), prepared);
  const savingsAfterOwnFunds = input.currentSavings === undefined ? undefined : input.currentSavings - ownFunds.required;
  const reservesInstalments =
    savingsAfterOwnFunds === undefined || !route ? undefined : stressedPayment > 0 ? savingsAfterOwnFunds / stressedPayment : 0;

  const scoringContext: ScoringContext = {
    input,
    affordabilityRatio,
    dsti,
    dstiCap: route?.effectiveDstiCap,
    ltv,
    ltvCap: route?.ltvCap,
    loanCurrency: route?.rule.loanCurrency ?? null,
    reservesInstalments,
    savingsAfterDownPayment: savingsAfterOwnFunds,
  };
  const { scored, score: scoreBeforeCeiling } = scoreAll(prepared.activeScoring, scoringContext);
  const ceiling = scoreCeilingFor(verdict, prepared);
  const score = ceiling === null ? scoreBeforeCeiling : Math.min(scoreBeforeCeiling, ceiling);

  return {
    input,
    applicant,
    route,
    breaksCurrencyRule,
    bankLimits,
    maxLoanAmount,
    regulatoryMaxLoanAmount,
    maxLoanSource: hasPartnerBanks ? 'partnerBanks' : 'regulatory',
    verdict,
    verdictReasons,
    ownFunds,
    paymentTermMonths,
    monthlyPayment: payment,
    monthlyPaymentStressed: stressedPayment,
    dsti,
    ltv,
    scoringContext,
    scored,
    scoreBeforeCeiling,
    scoreCeiling: ceiling !== null && scoreBeforeCeiling > ceiling ? ceiling : null,
    score,
  };
}
