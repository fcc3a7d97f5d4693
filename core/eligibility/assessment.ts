import type { Verdict } from '../constants';
import { monthlyPayment } from './annuity';
import { describeApplicant, type Applicant } from './applicant';
import { bankLimitsFor, rankLendableBanks, type BankLimit } from './banks';
import { evaluateRoutes, type RouteEvaluation } from './max-loan';
import { ownFundsFor } from './own-funds';
import type { PreparedConfig } from './prepare-config';
import { scoreAll, type ScoredCategory, type ScoringContext } from './score';
import type { EngineInput, Message, OwnFunds } from './types';
import { decideVerdict, headlineLimitFor, scoreCeilingFor } from './verdict';

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
  /** Why partner banks lend less than the rules allow, or null. */
  headlineLimit: Message | null;
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
  /** The bank whose charges the own funds count, or null. */
  ownFundsBankId: number | null;
}

const bestBankLoan = (limits: readonly BankLimit[]) =>
  limits.reduce((best, limit) => (limit.isLendable ? Math.max(best, limit.maxLoanAmount) : best), 0);

interface RoutePick {
  route: RouteEvaluation | null;
  breaksCurrencyRule: boolean;
  bankLimits: BankLimit[];
}

/**
 * The route the applicant would borrow on. With partner banks, the one on which a bank lends the
 * most (a route whose rules allow more is no use if no bank lends on it); without them, the
 * one whose rules allow the most (§7.2). Routes the income's currency closes only when no other
 * route exists, and then nobody lends on them.
 */
function pickRoute(input: EngineInput, applicant: Applicant, prepared: PreparedConfig, hasPartnerBanks: boolean): RoutePick {
  const { open, bestClosed } = evaluateRoutes(input, applicant, prepared);
  if (open.length === 0) return { route: bestClosed, breaksCurrencyRule: bestClosed !== null, bankLimits: [] };
  if (!hasPartnerBanks) return { route: open[0], breaksCurrencyRule: false, bankLimits: [] };
  let pick: RoutePick = { route: open[0], breaksCurrencyRule: false, bankLimits: bankLimitsFor(input, applicant, open[0], prepared) };
  for (const route of open.slice(1)) {
    const bankLimits = bankLimitsFor(input, applicant, route, prepared);
    // `open` is best-first by the rules, so a later route must let a bank lend strictly more.
    if (bestBankLoan(bankLimits) > bestBankLoan(pick.bankLimits)) pick = { route, breaksCurrencyRule: false, bankLimits };
  }
  return pick;
}

/**
 * `preferredBankId`: the bank whose charges the cash needed counts, when it lends here (the
 * evaluation's best match, ranked by APRC, which this pass does not price); otherwise the first
 * bank by fit and rate.
 */
export function assess(input: EngineInput, prepared: PreparedConfig, preferredBankId: number | null = null): Assessment {
  const applicant = describeApplicant(input, prepared);
  const { minTermMonths } = prepared.parameters;

  const hasPartnerBanks = (prepared.banksByCountry.get(applicant.propertyCountry) ?? []).length > 0;
  const { route, breaksCurrencyRule, bankLimits } = pickRoute(input, applicant, prepared, hasPartnerBanks);
  const regulatoryMaxLoanAmount = route !== null && !breaksCurrencyRule ? route.maxLoanAmount : 0;
  const maxLoanAmount = hasPartnerBanks ? bestBankLoan(bankLimits) : regulatoryMaxLoanAmount;

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
  // The bank whose charges count is the first recommendation (one ranking, banks.ts).
  const ranked = rankLendableBanks(bankLimits, input.desiredLoanAmount);
  const bestBank = (ranked.find((limit) => limit.bank.id === preferredBankId) ?? ranked[0])?.bank ?? null;
  const ownFunds = ownFundsFor(input, applicant, Math.min(input.desiredLoanAmount, maxLoanAmount), bestBank, prepared);
  const savingsAfterOwnFunds = input.currentSavings === undefined ? undefined : input.currentSavings - ownFunds.required;
  const reservesInstalments =
    savingsAfterOwnFunds === undefined || !route ? undefined : stressedPayment > 0 ? savingsAfterOwnFunds / stressedPayment : 0;

  const scoringContext: ScoringContext = {
    input,
    incomeCurrency: applicant.incomeCurrency,
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
    headlineLimit: hasPartnerBanks ? headlineLimitFor(bankLimits, maxLoanAmount, regulatoryMaxLoanAmount) : null,
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
    ownFundsBankId: bestBank?.id ?? null,
  };
}
