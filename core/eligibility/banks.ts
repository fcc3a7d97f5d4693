import { monthlyPayment, principalForPayment } from './annuity';
import type { Assessment } from './assessment';
import type { RouteEvaluation } from './max-loan';
import type { PreparedConfig } from './prepare-config';
import { floorToStep, toCents, toPercent } from './rounding';
import type { Bank, BankRecommendation, Message } from './types';

/**
 * Bank matching (lending-rules §7.11). A bank's own limits for non-residents (PBZ 70 % and
 * 20 y, Bulbank 70 % and 25 y, §1–§2) belong to the bank, not the country, so they are applied
 * here and not in the maximum loan. A bank is listed when it can lend at least its minimum;
 * it fits fully when it can lend the desired loan on the chosen route, else partially with reasons.
 * Reason keys: `result.bank.reason.<name>`.
 */

const reason = (name: string, values: Message['values'] = {}): Message => ({ key: `result.bank.reason.${name}`, values });

interface BankLimit {
  termMonths: number;
  ltvCap: number;
  maxLoanAmount: number;
  /** Why the bank lends less than the desired loan, or null. */
  shortfallReason: Message | null;
}

function bankLimit(bank: Bank, base: Assessment, route: RouteEvaluation, prepared: PreparedConfig): BankLimit {
  const { applicant, input } = base;
  const hasOwnLtv = applicant.isNonResident && bank.nonResidentLtvCap !== null && bank.nonResidentLtvCap < route.ltvCap;
  const ltvCap = hasOwnLtv ? (bank.nonResidentLtvCap as number) : route.ltvCap;
  const ownTermMonths =
    applicant.isNonResident && bank.nonResidentMaxTermYears !== null ? 12 * bank.nonResidentMaxTermYears : Infinity;
  const hasOwnTerm = ownTermMonths < route.termMonths;
  const termMonths = Math.min(route.termMonths, ownTermMonths);

  const affordable = principalForPayment(route.paymentCapacity, route.stressedRate, termMonths);
  const byLtv = ltvCap * input.propertyValue;
  const limits: Array<[number, Message]> = [
    [affordable, hasOwnTerm ? reason('nonResidentTerm', { maxTermYears: bank.nonResidentMaxTermYears ?? 0 }) : reason('aboveMaximum')],
    [byLtv, hasOwnLtv ? reason('nonResidentLtvCap', { ltvCapPct: toPercent(ltvCap) }) : reason('aboveMaximum')],
    [bank.maxLoanAmount, reason('bankMaximum')],
  ];
  if (route.dtiLimitLoan !== null) limits.push([route.dtiLimitLoan, reason('aboveMaximum')]);
  let [limit, limitReason] = limits[0];
  for (const [value, why] of limits) if (value < limit) [limit, limitReason] = [value, why];

  const maxLoanAmount = floorToStep(Math.max(0, limit), prepared.parameters.maxLoanRoundingEur);
  const shortfallReason =
    input.desiredLoanAmount > maxLoanAmount
      ? { key: limitReason.key, values: { ...limitReason.values, bankMaxLoanAmount: maxLoanAmount } }
      : null;
  return { termMonths, ltvCap, maxLoanAmount, shortfallReason };
}

function recommend(bank: Bank, base: Assessment, route: RouteEvaluation, prepared: PreparedConfig): BankRecommendation | null {
  if (!bank.acceptsInternationalIncome) return null;
  const limit = bankLimit(bank, base, route, prepared);
  if (limit.termMonths < prepared.parameters.minTermMonths || limit.maxLoanAmount < bank.minLoanAmount) return null;

  const { input } = base;
  const reasons: Message[] = [];
  let loanAmount = Math.min(input.desiredLoanAmount, limit.maxLoanAmount);
  if (limit.shortfallReason) reasons.push(limit.shortfallReason);
  if (loanAmount < bank.minLoanAmount) {
    loanAmount = bank.minLoanAmount;
    reasons.push(reason('belowBankMinimum', { minLoanAmount: bank.minLoanAmount }));
  }
  const loanCurrency = route.rule.loanCurrency;
  if (base.breaksCurrencyRule && !bank.loanCurrencies.includes(input.incomeCurrency)) {
    reasons.push(reason('incomeCurrencyRule', { incomeCurrency: input.incomeCurrency, loanCurrency }));
  } else if (!bank.loanCurrencies.includes(loanCurrency)) {
    reasons.push(reason('loanCurrency', { loanCurrency }));
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
  };
}

export interface BankMatch {
  recommendations: BankRecommendation[];
  emptyReason: string | null;
}

export function matchBanks(base: Assessment, prepared: PreparedConfig): BankMatch {
  const { route } = base;
  if (!route || base.maxLoanAmount <= 0) return { recommendations: [], emptyReason: 'result.banks.empty.notEligible' };
  const banks = prepared.banksByCountry.get(base.applicant.propertyCountry) ?? [];
  if (banks.length === 0) return { recommendations: [], emptyReason: 'result.banks.empty.noBanks' };

  const recommendations: BankRecommendation[] = [];
  for (const bank of banks) {
    const recommendation = recommend(bank, base, route, prepared);
    if (recommendation) recommendations.push(recommendation);
  }
  // Ranked by fit, then by rate (§7.11), then by name for a stable order.
  recommendations.sort(
    (a, b) =>
      Number(a.fit === 'partial') - Number(b.fit === 'partial') ||
      a.interestRateMin - b.interestRateMin ||
      a.interestRateMax - b.interestRateMax ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  return {
    recommendations,
    emptyReason: recommendations.length === 0 ? 'result.banks.empty.noneMatch' : null,
  };
}
