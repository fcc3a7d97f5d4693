import { monthlyPayment, principalForPayment } from './annuity';
import type { Applicant } from './applicant';
import type { Assessment } from './assessment';
import type { RouteEvaluation } from './max-loan';
import type { PreparedConfig } from './prepare-config';
import { bankRateOn, stressedRateFor } from './rate-terms';
import { floorToStep, toCents, toPercent } from './rounding';
import { bankOffer } from './bank-offer';
import type { Bank, BankRecommendation, EngineInput, Message } from './types';

/**
 * What each partner bank would lend this applicant (lending-rules §7.11, issue 10). A bank's
 * own limits for people living abroad (PBZ 70 % and 20 y, Bulbank 70 % and 25 y), its age at
 * the last instalment (BT 70, CEC 75) and the income currencies it lends against belong to the
 * bank, not the country: the country's rules give the regulatory maximum, the banks the
 * headline. Reason keys: `result.bank.reason.<name>`.
 */

const reason = (name: string, values: Message['values'] = {}): Message => ({ key: `result.bank.reason.${name}`, values });

export interface BankLimit {
  bank: Bank;
  termMonths: number;
  ltvCap: number;
  /** What this bank would lend at most, floored to the step; 0 when it would not lend. */
  maxLoanAmount: number;
  /** Why it lends less than the desired loan (or nothing), or null. */
  limitReason: Message | null;
  /** The bank can lend at least its own minimum on the chosen route. */
  isLendable: boolean;
}

/** The term this bank gives: the route's, cut by its non-resident term and its age at maturity. */
function bankTerm(bank: Bank, applicant: Applicant, route: RouteEvaluation) {
  let termMonths = route.termMonths;
  let cutBy: Message | null = null;
  if (applicant.isNonResident && bank.nonResidentMaxTermYears !== null && 12 * bank.nonResidentMaxTermYears < termMonths) {
    termMonths = 12 * bank.nonResidentMaxTermYears;
    cutBy = reason('nonResidentTerm', { maxTermYears: bank.nonResidentMaxTermYears });
  }
  if (bank.maxAgeAtMaturity !== null) {
    const byAge = Math.max(0, 12 * (bank.maxAgeAtMaturity - applicant.age));
    if (byAge < termMonths) {
      termMonths = byAge;
      cutBy = reason('bankAge', { maxAgeAtMaturity: bank.maxAgeAtMaturity, age: applicant.age });
    }
  }
  return { termMonths, cutBy };
}

function limitOf(bank: Bank, input: EngineInput, applicant: Applicant, route: RouteEvaluation, prepared: PreparedConfig): BankLimit {
  const closed = (why: Message): BankLimit => ({ bank, termMonths: 0, ltvCap: 0, maxLoanAmount: 0, limitReason: why, isLendable: false });
  if (!bank.acceptsInternationalIncome && applicant.isNonResident) return closed(reason('noInternationalIncome'));
  if (bank.acceptedIncomeCurrencies.length > 0 && !bank.acceptedIncomeCurrencies.includes(applicant.incomeCurrency)) {
    return closed(reason('incomeCurrencyNotAccepted', { incomeCurrency: applicant.incomeCurrency }));
  }
  if (!bank.loanCurrencies.includes(route.rule.loanCurrency)) {
    return closed(reason('loanCurrency', { loanCurrency: route.rule.loanCurrency }));
  }

  const { termMonths, cutBy } = bankTerm(bank, applicant, route);
  if (termMonths < prepared.parameters.minTermMonths) {
    return { ...closed(cutBy ?? reason('aboveMaximum')), termMonths };
  }
  const hasOwnLtv = applicant.isNonResident && bank.nonResidentLtvCap !== null && bank.nonResidentLtvCap < route.ltvCap;
  const ltvCap = hasOwnLtv ? (bank.nonResidentLtvCap as number) : route.ltvCap;

  // Each bank tests affordability at its own rate for this route, with the route's stress add-on.
  const testRate = stressedRateFor(route.rule, input, bankRateOn(route.rule, bank));
  const limits: Array<[number, Message]> = [
    [principalForPayment(route.paymentCapacity, testRate, termMonths), cutBy ?? reason('aboveMaximum')],
    [ltvCap * input.propertyValue, hasOwnLtv ? reason('nonResidentLtvCap', { ltvCapPct: toPercent(ltvCap) }) : reason('aboveMaximum')],
    [bank.maxLoanAmount, reason('bankMaximum')],
  ];
  if (route.dtiLimitLoan !== null) limits.push([route.dtiLimitLoan, reason('aboveMaximum')]);
  let [limit, limitReason] = limits[0];
  for (const [value, why] of limits) if (value < limit) [limit, limitReason] = [value, why];

  const maxLoanAmount = floorToStep(Math.max(0, limit), prepared.parameters.maxLoanRoundingEur);
  const isLendable = maxLoanAmount >= bank.minLoanAmount && maxLoanAmount > 0;
  return {
    bank,
    termMonths,
    ltvCap,
    maxLoanAmount: isLendable ? maxLoanAmount : 0,
    limitReason: isLendable ? { key: limitReason.key, values: { ...limitReason.values, bankMaxLoanAmount: maxLoanAmount } } : reason('belowBankMinimum', { minLoanAmount: bank.minLoanAmount }),
    isLendable,
  };
}

/** Every active partner bank of the property country with what it would lend, on the chosen route. */
export function bankLimitsFor(
  input: EngineInput,
  applicant: Applicant,
  route: RouteEvaluation,
  prepared: PreparedConfig,
): BankLimit[] {
  // A route the income's currency closes (PL Rec. S) is not lent on by anyone (issue 10).
  if (route.isTermTooShort || !route.satisfiesCurrencyRule) return [];
  return (prepared.banksByCountry.get(applicant.propertyCountry) ?? []).map((bank) => limitOf(bank, input, applicant, route, prepared));
}

function recommend(limit: BankLimit, base: Assessment, prepared: PreparedConfig): BankRecommendation {
  const { input } = base;
  const { bank } = limit;
  const reasons: Message[] = [];
  let loanAmount = Math.min(input.desiredLoanAmount, limit.maxLoanAmount);
  if (input.desiredLoanAmount > limit.maxLoanAmount && limit.limitReason) reasons.push(limit.limitReason);
  if (loanAmount < bank.minLoanAmount) {
    loanAmount = bank.minLoanAmount;
    reasons.push(reason('belowBankMinimum', { minLoanAmount: bank.minLoanAmount }));
  }
  return {
    bankId: bank.id,
    name: bank.name,
    website: bank.website,
    logo: bank.logo,
    interestRateMin: bank.interestRateMin,
    interestRateMax: bank.interestRateMax,
    loanAmount,
    bankMaxLoanAmount: limit.maxLoanAmount,
    termMonths: limit.termMonths,
    monthlyPaymentMin: toCents(monthlyPayment(loanAmount, bank.interestRateMin, limit.termMonths)),
    monthlyPaymentMax: toCents(monthlyPayment(loanAmount, bank.interestRateMax, limit.termMonths)),
    fit: reasons.length === 0 ? 'full' : 'partial',
    reasons,
    offer: bankOffer(limit, loanAmount, base, prepared),
  };
}

export interface BankMatch {
  recommendations: BankRecommendation[];
  emptyReason: string | null;
}

/** A bank lends the desired loan in full: within its maximum and at least its minimum. */
const lendsInFull = (limit: BankLimit, desired: number) => desired <= limit.maxLoanAmount && desired >= limit.bank.minLoanAmount;

/**
 * The banks that would lend, ranked by fit, then by rate (§7.11), then by name for a stable
 * order. The recommendations then put the lowest APRC first among the same fit (matchBanks),
 * and the evaluation counts that bank's charges in the cash needed (evaluate.ts).
 */
export function rankLendableBanks(limits: readonly BankLimit[], desired: number): BankLimit[] {
  return limits
    .filter((limit) => limit.isLendable)
    .sort(
      (a, b) =>
        Number(!lendsInFull(a, desired)) - Number(!lendsInFull(b, desired)) ||
        a.bank.interestRateMin - b.bank.interestRateMin ||
        a.bank.interestRateMax - b.bank.interestRateMax ||
        (a.bank.name < b.bank.name ? -1 : a.bank.name > b.bank.name ? 1 : 0),
    );
}

export function matchBanks(base: Assessment, prepared: PreparedConfig): BankMatch {
  if ((prepared.banksByCountry.get(base.applicant.propertyCountry) ?? []).length === 0) {
    return { recommendations: [], emptyReason: base.route ? 'result.banks.empty.noBanks' : 'result.banks.empty.notEligible' };
  }
  // No route, a route the currency closes, or a term too short: no bank is even asked.
  if (base.bankLimits.length === 0) return { recommendations: [], emptyReason: 'result.banks.empty.notEligible' };
  const recommendations = rankLendableBanks(base.bankLimits, base.input.desiredLoanAmount).map((limit) => recommend(limit, base, prepared));
  // Issue 14: among banks of the same fit, the cheapest in full (APRC) first; the order by rate
  // stays as the tie-break. The sort is stable.
  recommendations.sort((a, b) => Number(a.fit === 'partial') - Number(b.fit === 'partial') || (a.offer.apr ?? Infinity) - (b.offer.apr ?? Infinity));
  return { recommendations, emptyReason: recommendations.length === 0 ? 'result.banks.empty.noneMatch' : null };
}
