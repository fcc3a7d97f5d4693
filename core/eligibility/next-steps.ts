import { hasCoApplicant } from './applicant';
import { assess, type Assessment } from './assessment';
import { costsOfBuying } from './costs-of-buying';
import type { PreparedConfig } from './prepare-config';
import { ceilToStep, toCents } from './rounding';
import type { EngineInput, Message } from './types';

/**
 * Issue 19: every "not eligible" says what would make a loan possible, with numbers, or that
 * nothing here can; keys `result.nextStep.<name>`. Each figure comes from re-running the engine
 * on the changed household, never from an estimate. "Ask a broker" closes every list: a person
 * can look at what the engine cannot (other lenders, a guarantor, a document it does not know).
 */

const step = (name: string, values: Message['values'] = {}): Message => ({ key: `result.nextStep.${name}`, values });

/**
 * Steps of the search for the co-applicant's income, halving the ratio between what does not
 * lend and what does: 15 take a range of a million to one within 0.1 %, the three figures shown.
 */
const SEARCH_STEPS = 15;

/** Three significant figures, rounded up (4,231 -> 4,240; 812,345 -> 813,000): an amount a person can aim for. */
const roundUpToThreeFigures = (value: number) => ceilToStep(value, 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, value))) - 2));

/**
 * The smallest monthly income of a co-applicant paid in the loan's currency (permanent
 * contract, the applicant's age, so the term does not shrink) with which a partner bank lends;
 * null when even a very high one would not help (age, the price, a closed country).
 */
function coApplicantIncomeNeeded(base: Assessment, currency: string, prepared: PreparedConfig): { income: number; maxLoanAmount: number } | null {
  const rate = prepared.ratesByCurrency.get(currency)?.rate;
  if (!rate || rate <= 0) return null;
  const withCoApplicant = (income: number): EngineInput => ({
    ...base.input,
    coApplicantIncome: income,
    coApplicantIncomeCurrency: currency as EngineInput['coApplicantIncomeCurrency'],
    coApplicantEmploymentType: 'permanent',
    coApplicantAge: base.input.age,
    loanCurrency: currency,
  });
  const lends = (income: number) => assess(withCoApplicant(income), prepared, { price: false }).maxLoanAmount > 0;
  // A household income of the whole price a month would repay anything the rules let a bank lend;
  // a millionth of it (a few cents a month) lends nothing.
  let high = Math.max(1, base.input.propertyValue) * rate;
  if (!lends(high)) return null;
  let low = high / 1e6;
  if (lends(low)) return { income: roundUpToThreeFigures(low), maxLoanAmount: assess(withCoApplicant(low), prepared, { price: false }).maxLoanAmount };
  for (let i = 0; i < SEARCH_STEPS; i++) {
    const middle = Math.sqrt(low * high);
    if (lends(middle)) high = middle;
    else low = middle;
  }
  let income = roundUpToThreeFigures(high);
  if (!lends(income)) income = roundUpToThreeFigures(high * 1.01);
  return { income, maxLoanAmount: assess(withCoApplicant(income), prepared, { price: false }).maxLoanAmount };
}

/** The months until every criterion of tenure one bank asks for is met, the shortest wait over the banks. */
function monthsToWait(base: Assessment): number | null {
  const waits = (base.route?.bankLimits ?? [])
    .map((limit) => (limit.limitReason?.key === 'result.bank.reason.employmentTooShort' ? Number(limit.limitReason.values.monthsToWait) : null))
    .filter((months): months is number => months !== null && months > 0);
  return waits.length === 0 ? null : Math.min(...waits);
}

export function nextStepsFor(base: Assessment, prepared: PreparedConfig): Message[] {
  if (base.verdict !== 'not_eligible') return [];
  const { input, applicant, route } = base;
  const steps: Message[] = [];

  // Another currency the country's banks lend in, where one lends this household.
  const other = base.routes.filter((candidate) => candidate !== route && candidate.isOpen && candidate.bestLoan > 0).sort((a, b) => b.bestLoan - a.bestLoan)[0];
  if (other) steps.push(step('otherLoanCurrency', { loanCurrency: other.rule.loanCurrency, maxLoanAmount: other.bestLoan }));

  const wait = monthsToWait(base);
  if (wait !== null) steps.push(step('waitAtEmployer', { monthsToWait: wait }));

  // A co-applicant paid in the loan's currency: it opens a route closed to foreign income (PL, HU)
  // and adds income counted whole.
  if (route && !hasCoApplicant(input) && applicant.incomeRate) {
    const needed = coApplicantIncomeNeeded(base, route.rule.loanCurrency, prepared);
    if (needed) {
      steps.push(step('coApplicant', { currency: route.rule.loanCurrency, monthlyIncome: needed.income, maxLoanAmount: needed.maxLoanAmount }));
    }
  }

  // Buying without a loan: the price and the costs of buying.
  const costs = costsOfBuying(applicant, input.propertyValue, 0, prepared);
  const cashNeeded = toCents(input.propertyValue + costs.total);
  const available = input.currentSavings ?? input.downPayment ?? null;
  steps.push(
    step('buyOutright', {
      cashNeeded: Math.round(cashNeeded),
      ...(available === null ? {} : { shortfall: Math.round(Math.max(0, cashNeeded - available)) }),
    }),
  );
  steps.push(step('askBroker'));
  return steps;
}
