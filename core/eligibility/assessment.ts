import type { Verdict } from '../constants';
import { monthlyPayment } from './annuity';
import { hasCoApplicant, type Applicant } from './applicant';
import { mostLendingBank, rankLendableBanks, type BankLimit } from './banks';
import type { LendingEvaluation } from './lending';
import { rankOffers } from './offers';
import { ownFundsFor } from './own-funds';
import type { PreparedConfig } from './prepare-config';
import { changesWithin } from './rate-terms';
import { toCents } from './rounding';
import { pickHousehold, type HouseholdMemo } from './household-pick';
import type { RouteEvaluation } from './routes';
import { scoreAll, type ScoredCategory, type ScoringContext } from './score';
import type { Bank, BankRecommendation, EngineInput, Message, OfferedLoan, OwnFunds } from './types';
import { decideVerdict, headlineLimitFor, scoreCeilingFor, scoreFloorFor } from './verdict';

/**
 * The engine's core pass (issue 19: one loan): the household's best route, what each partner
 * bank lends on it, the verdict, the one loan every payment is of, its own funds and the score.
 * Improvements and next steps re-run exactly this on changed inputs, so a suggestion's gain and
 * its own funds are measured on the same headline, loan and bank the applicant would then see.
 */
export interface Assessment {
  input: EngineInput;
  /** The borrowers the result is for: with the co-applicant, or the applicant alone when that lends more. */
  applicant: Applicant;
  /** Every route of the country for those borrowers. */
  routes: RouteEvaluation[];
  /** The route the result is on: the chosen currency's, else the one a lender lends the most on; null without rules. */
  route: RouteEvaluation | null;
  chosenLoanCurrency: string | null;
  hasPartnerBanks: boolean;
  coApplicantCounted: boolean | null;
  /** The headline: what the best partner bank lends (the route's typical terms without banks). */
  maxLoanAmount: number;
  maxLoanBankName: string | null;
  regulatoryMaxLoanAmount: number;
  maxLoanSource: 'partnerBanks' | 'regulatory';
  headlineLimit: Message | null;
  verdict: Verdict;
  verdictReasons: Message[];
  /** The banks' offers priced in full, best first; null when the pass was asked not to price them. */
  recommendations: BankRecommendation[] | null;
  /** The one loan; null when none can be made. */
  loan: OfferedLoan | null;
  /** The arithmetic behind the loan (its bank's), or the route's typical terms when no loan can be made. */
  lending: LendingEvaluation | null;
  /** The loan's bank, or null. */
  bank: Bank | null;
  ownFunds: OwnFunds;
  /** The loan the score and the ratios measure: the one offered, or the desired one when none can be. */
  scoredLoanAmount: number;
  /** The term of those payments (never below the minimum, so a too-short term keeps them finite). */
  paymentTermMonths: number;
  /** The scored loan's first instalment at the lender's rate and at its stressed rate (EUR). */
  monthlyPayment: number;
  monthlyPaymentStressed: number;
  /** (Stressed payment + existing debts) ÷ counted income. */
  dsti: number | null;
  ltv: number;
  scoringContext: ScoringContext;
  scored: ScoredCategory[];
  scoreBeforeCeiling: number;
  scoreCeiling: number | null;
  scoreFloor: number | null;
  score: number;
}

export interface AssessOptions {
  /**
   * Price every lending bank's offer in full and rank them by APRC (the result, the
   * improvements). Off: the loan is the most lending bank's, priced by its annuity. The searches
   * that need only the headline and a bank (what can I afford, next steps) read assessHeadline.
   */
  price: boolean;
  /** The households this evaluation has already picked (household-pick.ts), shared by its passes. */
  households?: HouseholdMemo;
}

/** Units of the loan's currency per EUR (1 for EUR or a currency without a rate). */
const loanCurrencyRate = (currency: string, prepared: PreparedConfig) => prepared.ratesByCurrency.get(currency)?.rate ?? 1;

function offeredLoan(
  limit: BankLimit | null,
  lending: LendingEvaluation,
  amount: number,
  desired: number,
  recommendation: BankRecommendation | null,
  prepared: PreparedConfig,
): OfferedLoan {
  const { rate, stressedRate, termMonths } = lending;
  const payment = recommendation?.offer.monthlyPayment ?? toCents(monthlyPayment(amount, rate, termMonths));
  const stressed = recommendation?.offer.monthlyPaymentStressed ?? toCents(monthlyPayment(amount, stressedRate, termMonths));
  const currency = lending.rule.loanCurrency;
  const fx = loanCurrencyRate(currency, prepared);
  const fxDate = prepared.ratesByCurrency.get(currency)?.rateDate ?? null;
  const changes = changesWithin(lending.terms.rate, termMonths);
  return {
    bankId: limit?.bank.id ?? null,
    bankName: limit?.bank.name ?? null,
    amount,
    isDesiredAmount: amount === desired,
    currency,
    amountInLoanCurrency: toCents(amount * fx),
    loanCurrencyRateDate: fxDate,
    rate,
    rateAfter: changes ? lending.terms.rate.rateAfter : null,
    rateChangesFromMonth: changes ? 12 * (lending.terms.rate.fixedYears as number) + 1 : null,
    stressedRate,
    termMonths,
    monthlyPayment: payment,
    monthlyPaymentInLoanCurrency: toCents(payment * fx),
    monthlyPaymentStressed: stressedRate === rate ? null : stressed,
    monthlyOutgoing: recommendation?.offer.monthlyOutgoing ?? payment,
    apr: recommendation?.offer.apr ?? null,
  };
}

interface LoanPick {
  limit: BankLimit | null;
  lending: LendingEvaluation;
  amount: number;
  recommendation: BankRecommendation | null;
}

/** The lender of the one loan: the best priced offer, or (unpriced) the first bank in the cheap order; the typical terms without banks. */
function pickLoan(route: RouteEvaluation, input: EngineInput, hasPartnerBanks: boolean, recommendations: BankRecommendation[] | null): LoanPick | null {
  if (!hasPartnerBanks) {
    if (route.typical.maxLoanAmount <= 0) return null;
    return { limit: null, lending: route.typical, amount: Math.min(input.desiredLoanAmount, route.typical.maxLoanAmount), recommendation: null };
  }
  if (recommendations) {
    const best = recommendations[0];
    const limit = best ? route.bankLimits.find((candidate) => candidate.bank.id === best.bankId) : undefined;
    if (!best || !limit?.evaluation) return null;
    return { limit, lending: limit.evaluation, amount: best.loanAmount, recommendation: best };
  }
  const cheapest = rankLendableBanks(route.bankLimits, input.desiredLoanAmount)[0];
  if (!cheapest?.evaluation) return null;
  const amount = Math.max(Math.min(input.desiredLoanAmount, cheapest.maxLoanAmount), cheapest.bank.minLoanAmount);
  return { limit: cheapest, lending: cheapest.evaluation, amount, recommendation: null };
}

/**
 * The first part of the pass: the household, its routes, the headline and the verdict. What the
 * searches over changed answers read (next steps, what can I afford), without the loan, its own
 * funds and the score that `assess` adds (issue 22: tens of such passes per answer).
 */
export type Headline = Pick<
  Assessment,
  'input' | 'applicant' | 'routes' | 'route' | 'hasPartnerBanks' | 'maxLoanAmount' | 'regulatoryMaxLoanAmount' | 'verdict' | 'verdictReasons'
>;

export function assessHeadline(input: EngineInput, prepared: PreparedConfig, households?: HouseholdMemo): Headline {
  const { applicant, routes, route } = pickHousehold(input, prepared, households);
  const hasPartnerBanks = (prepared.banksByCountry.get(applicant.propertyCountry) ?? []).length > 0;
  const maxLoanAmount = route?.bestLoan ?? 0;
  const regulatoryMaxLoanAmount = route?.regulatoryMax ?? 0;
  const { verdict, reasons: verdictReasons } = decideVerdict({ input, applicant, route, routes, hasPartnerBanks, headline: maxLoanAmount }, prepared);
  return { input, applicant, routes, route, hasPartnerBanks, maxLoanAmount, regulatoryMaxLoanAmount, verdict, verdictReasons };
}

export function assess(input: EngineInput, prepared: PreparedConfig, options: AssessOptions): Assessment {
  const { applicant, routes, route, hasPartnerBanks, maxLoanAmount, regulatoryMaxLoanAmount, verdict, verdictReasons } = assessHeadline(input, prepared, options.households);
  const { minTermMonths } = prepared.parameters;
  const recommendations = route && options.price && verdict !== 'not_eligible' ? rankOffers(route.bankLimits, input, applicant, prepared) : options.price ? [] : null;
  const picked = route && verdict !== 'not_eligible' ? pickLoan(route, input, hasPartnerBanks, recommendations) : null;
  const loan = picked ? offeredLoan(picked.limit, picked.lending, picked.amount, input.desiredLoanAmount, picked.recommendation, prepared) : null;
  // Without a loan the score and the ratios are measured at the route's typical terms, a route its
  // currency closes included: the reasons then speak of the loan, and the verdict of the currency.
  const lending = picked?.lending ?? route?.typical ?? null;
  const bank = picked?.limit?.bank ?? null;

  // The score and the ratios measure the loan offered; with none, the one desired at the route's typical terms.
  const scoredLoanAmount = loan?.amount ?? input.desiredLoanAmount;
  const paymentTermMonths = lending ? Math.max(lending.termMonths, minTermMonths) : minTermMonths;
  const payment = loan ? loan.monthlyPayment : lending ? monthlyPayment(scoredLoanAmount, lending.rate, paymentTermMonths) : 0;
  const stressedPayment = loan
    ? (loan.monthlyPaymentStressed ?? loan.monthlyPayment)
    : lending
      ? monthlyPayment(scoredLoanAmount, lending.stressedRate, paymentTermMonths)
      : 0;
  const debtService = stressedPayment + applicant.debtsEur;
  const dsti = lending && lending.incomeEur > 0 ? debtService / lending.incomeEur : null;
  const affordabilityRatio = lending
    ? Number.isFinite(lending.debtServiceCapacity)
      ? lending.debtServiceCapacity > 0
        ? debtService / lending.debtServiceCapacity
        : Number.POSITIVE_INFINITY
      : 0
    : undefined;
  const ltv = scoredLoanAmount / input.propertyValue;

  // Own funds for the loan that can really be had, at its bank; reserves are what is left after them.
  // Without a loan, those of the loan the score measures (the desired one), so the reserves reason
  // speaks of that loan too, not of buying outright (the next steps say what that takes).
  const ownFunds = ownFundsFor(input, applicant, scoredLoanAmount, bank, prepared);
  const savingsAfterOwnFunds = input.currentSavings === undefined ? undefined : input.currentSavings - ownFunds.required;
  const reservesInstalments =
    savingsAfterOwnFunds === undefined || !lending ? undefined : stressedPayment > 0 ? savingsAfterOwnFunds / stressedPayment : 0;

  const scoringContext: ScoringContext = {
    input,
    incomeCurrency: applicant.incomeCurrency,
    affordabilityRatio,
    dsti,
    dstiCap: lending?.effectiveDstiCap ?? undefined,
    ltv,
    ltvCap: lending?.ltvCap,
    loanCurrency: route?.rule.loanCurrency ?? null,
    reservesInstalments,
    savingsAfterDownPayment: savingsAfterOwnFunds,
  };
  const { scored, score: points } = scoreAll(prepared.activeScoring, scoringContext);
  const ceiling = scoreCeilingFor(verdict, prepared);
  const floor = scoreFloorFor(verdict, prepared);
  const score = Math.max(floor ?? 0, ceiling === null ? points : Math.min(points, ceiling));
  // The bank the headline names: the offer's, when it lends that much too; else the one that does.
  const headlineBank = picked?.limit && picked.limit.maxLoanAmount === maxLoanAmount ? picked.limit : route ? mostLendingBank(route.bankLimits) : null;

  return {
    input,
    applicant,
    routes,
    route,
    chosenLoanCurrency: route && input.loanCurrency === route.rule.loanCurrency ? input.loanCurrency : null,
    hasPartnerBanks,
    coApplicantCounted: hasCoApplicant(input) ? applicant.withCoApplicant : null,
    maxLoanAmount,
    maxLoanBankName: headlineBank?.bank.name ?? null,
    regulatoryMaxLoanAmount,
    maxLoanSource: hasPartnerBanks ? 'partnerBanks' : 'regulatory',
    headlineLimit: hasPartnerBanks && headlineBank ? headlineLimitFor(headlineBank, maxLoanAmount, regulatoryMaxLoanAmount) : null,
    verdict,
    verdictReasons,
    recommendations,
    loan,
    lending,
    bank,
    ownFunds,
    scoredLoanAmount,
    paymentTermMonths,
    monthlyPayment: payment,
    monthlyPaymentStressed: stressedPayment,
    dsti,
    ltv,
    scoringContext,
    scored,
    scoreBeforeCeiling: points,
    scoreCeiling: ceiling !== null && points > ceiling ? ceiling : null,
    scoreFloor: floor !== null && points < floor ? floor : null,
    score,
  };
}
