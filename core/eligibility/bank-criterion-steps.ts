import { INCOME_CURRENCIES, type EmploymentType } from '../constants';
import { hasCoApplicant } from './applicant';
import type { Assessment } from './assessment';
import type { BankLimit } from './banks';
import { coApplicantNeeded } from './co-applicant-needed';
import { lentAfter, type LentAfter } from './lent-after';
import type { PreparedConfig } from './prepare-config';
import { ceilToStep, toCents, toPercent } from './rounding';
import type { EngineInput, Message } from './types';

/**
 * Next steps for "not eligible" that name a bank (issue 19): which bank turns the household down
 * for what, what it would accept, and what it would then lend over what term, each figure from
 * the engine re-run with the answer that bank accepts; a step is given only when that bank would
 * then lend. Keys `result.nextStep.<name>`. The step is the change and its loan; a change nothing
 * can make (one's age) is never offered.
 */
export interface BankStep {
  message: Message;
  lent: LentAfter;
}

const step = (name: string, lent: LentAfter, values: Message['values']): BankStep => ({
  message: { key: `result.nextStep.${name}`, values: { ...values, bankName: lent.bankName, maxLoanAmount: lent.maxLoanAmount, termYears: lent.termYears } },
  lent,
});

const refusalOf = (limit: BankLimit) => limit.limitReason?.key.split('.').pop() ?? '';

const refusing = (base: Assessment, refusal: string) => (base.route?.bankLimits ?? []).filter((limit) => refusalOf(limit) === refusal);

const idsOf = (limits: readonly BankLimit[]) => new Set(limits.map((limit) => limit.bank.id));

/** The change among `options` after which the named banks lend the most. */
function bestOf<T>(options: readonly T[], lend: (option: T) => LentAfter | null): { option: T; lent: LentAfter } | null {
  let best: { option: T; lent: LentAfter } | null = null;
  for (const option of options) {
    const lent = lend(option);
    if (lent && (!best || lent.maxLoanAmount > best.lent.maxLoanAmount)) best = { option, lent };
  }
  return best;
}

/**
 * "VÚB lends to people on a permanent contract; you said self-employed": the employment it
 * accepts, and its loan on it. When that alone is not enough (the income it then counts is too
 * small for its smallest loan), with the smallest co-applicant's income paid in the loan's
 * currency that makes it lend, as the co-applicant step searches it.
 */
export function employmentAccepted(base: Assessment, prepared: PreparedConfig): BankStep | null {
  const banks = refusing(base, 'employmentType');
  const { input, route } = base;
  const types = [...new Set(banks.flatMap((limit) => limit.bank.acceptedEmploymentTypes))];
  const acceptingIds = (type: EmploymentType) => idsOf(banks.filter((limit) => limit.bank.acceptedEmploymentTypes.includes(type)));
  const best = bestOf(types, (type) => lentAfter({ ...input, employmentType: type }, prepared, acceptingIds(type)));
  if (best) return step('employmentAccepted', best.lent, { accepted: best.option, employmentType: input.employmentType });

  if (!route || hasCoApplicant(input) || !base.applicant.incomeRate) return null;
  const currency = route.rule.loanCurrency;
  let withPartner: { type: EmploymentType; income: number; lent: LentAfter } | null = null;
  for (const type of types) {
    const needed = coApplicantNeeded({ ...input, employmentType: type }, currency, prepared, acceptingIds(type));
    if (needed && (!withPartner || needed.income < withPartner.income)) withPartner = { type, ...needed };
  }
  return (
    withPartner &&
    step('employmentAndCoApplicant', withPartner.lent, { accepted: withPartner.type, employmentType: input.employmentType, currency, monthlyIncome: withPartner.income })
  );
}

/**
 * "BCR counts income paid in EUR, GBP or USD, not in CHF": the same income in a currency the bank
 * counts (its amounts in the income currency converted at today's rate, debts and expenses too).
 */
export function incomeCurrencyAccepted(base: Assessment, prepared: PreparedConfig): BankStep | null {
  const banks = refusing(base, 'incomeCurrencyNotAccepted');
  const { input } = base;
  const from = prepared.ratesByCurrency.get(input.incomeCurrency)?.rate;
  if (!from) return null;
  const currencies = [...new Set(banks.flatMap((limit) => limit.bank.acceptedIncomeCurrencies))].filter(
    (currency) => (INCOME_CURRENCIES as readonly string[]).includes(currency) && prepared.ratesByCurrency.has(currency),
  );
  const best = bestOf(currencies, (currency) => {
    const to = prepared.ratesByCurrency.get(currency)!.rate;
    const convert = (amount: number | undefined) => (amount === undefined ? undefined : toCents((amount / from) * to));
    const changed: EngineInput = {
      ...input,
      incomeCurrency: currency as EngineInput['incomeCurrency'],
      monthlyIncome: convert(input.monthlyIncome)!,
      existingMonthlyDebts: convert(input.existingMonthlyDebts),
      monthlyExpenses: convert(input.monthlyExpenses),
    };
    return lentAfter(changed, prepared, idsOf(banks.filter((limit) => limit.bank.acceptedIncomeCurrencies.includes(currency))));
  });
  if (!best) return null;
  const bank = banks.find((limit) => limit.bank.id === best.lent.bankId)!.bank;
  return step('incomeCurrencyAccepted', best.lent, { currencies: bank.acceptedIncomeCurrencies.join(', '), incomeCurrency: input.incomeCurrency, currency: best.option });
}

/** "Slovenská sporiteľňa lends to people living in …; you live in the United States": where it lends, and its loan there. */
export function residenceAccepted(base: Assessment, prepared: PreparedConfig): BankStep | null {
  const banks = refusing(base, 'residenceNotAccepted');
  const { input } = base;
  const best = bestOf(banks, (limit) => {
    // Any country the bank lists gives the same answer: the residence only decides its criterion.
    const country = limit.bank.acceptedResidenceCountries.find((code) => code !== input.originCountry);
    return country ? lentAfter({ ...input, residenceCountry: country }, prepared, new Set([limit.bank.id])) : null;
  });
  return best && step('residenceAccepted', best.lent, { country: input.residenceCountry, countries: best.option.bank.acceptedResidenceCountries.join(',') });
}

/** The debts repaid now leave room for a loan: what a bank would lend without them. */
export function withoutDebts(base: Assessment, prepared: PreparedConfig): BankStep | null {
  const { input } = base;
  if (!input.existingMonthlyDebts) return null;
  const lent = lentAfter({ ...input, existingMonthlyDebts: 0 }, prepared);
  return lent && step('payOffDebts', lent, { monthlyDebts: input.existingMonthlyDebts, currency: input.incomeCurrency });
}

/** A term chosen shorter than the banks allow: the loan over the longest one. */
export function longestTerm(base: Assessment, prepared: PreparedConfig): BankStep | null {
  const { input } = base;
  if (input.termYears === undefined) return null;
  const lent = lentAfter({ ...input, termYears: undefined }, prepared);
  return lent && lent.termYears > input.termYears ? step('longestTerm', lent, { chosenTermYears: input.termYears }) : null;
}

/**
 * The price keeps every loan below a bank's smallest (its LTV cap × the price < its minimum): the
 * price from which that bank's smallest loan fits under its cap, with the down payment it leaves.
 */
export function priceForSmallestLoan(base: Assessment, prepared: PreparedConfig): BankStep | null {
  const banks = refusing(base, 'belowBankMinimum').filter((limit) => limit.evaluation?.limitedBy === 'loanToValue' && limit.evaluation.ltvCap > 0);
  const { input } = base;
  const priceFor = (limit: BankLimit) => ceilToStep(limit.bank.minLoanAmount / limit.evaluation!.ltvCap, prepared.parameters.improvementRoundingEur);
  // The cheapest such home first: a step is the smallest change that works.
  const byPrice = [...banks].sort((a, b) => priceFor(a) - priceFor(b));
  for (const limit of byPrice) {
    const price = priceFor(limit);
    const loan = limit.bank.minLoanAmount;
    const changed: EngineInput = { ...input, propertyValue: price, desiredLoanAmount: loan, downPayment: input.downPayment === undefined ? undefined : price - loan };
    const lent = lentAfter(changed, prepared, new Set([limit.bank.id]));
    if (lent) {
      return step('priceForSmallestLoan', lent, { minLoanAmount: loan, ltvPct: toPercent(limit.evaluation!.ltvCap), price, downPayment: price - loan });
    }
  }
  return null;
}

/**
 * The bank a step names lends until an older age than the banks that turn the household down for
 * its age: said with its limit and the term it gives at this age, before that step.
 */
export function higherAgeBank(base: Assessment, steps: readonly BankStep[]): { before: number; message: Message } | null {
  const byAge = refusing(base, 'bankAge');
  if (byAge.length === 0) return null;
  const refusedFrom = Math.max(...byAge.map((limit) => limit.evaluation?.terms.maxAgeAtMaturity ?? 0));
  const at = steps.findIndex(({ lent }) => lent.maxAgeAtMaturity !== null && lent.maxAgeAtMaturity > refusedFrom);
  if (at < 0) return null;
  const { lent } = steps[at];
  return {
    before: at,
    message: {
      key: 'result.nextStep.higherAgeBank',
      values: { bankName: lent.bankName, maxAgeAtMaturity: lent.maxAgeAtMaturity as number, refusedAge: refusedFrom, age: base.applicant.age, termYears: lent.termYears },
    },
  };
}
