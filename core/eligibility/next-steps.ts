import { hasCoApplicant } from './applicant';
import type { Assessment } from './assessment';
import {
  employmentAccepted,
  higherAgeBank,
  incomeCurrencyAccepted,
  longestTerm,
  priceForSmallestLoan,
  residenceAccepted,
  withoutDebts,
  type BankStep,
} from './bank-criterion-steps';
import { coApplicantNeeded } from './co-applicant-needed';
import { costsOfBuying } from './costs-of-buying';
import type { HouseholdMemo } from './household-pick';
import type { PreparedConfig } from './prepare-config';
import { toCents } from './rounding';
import type { Message } from './types';

/**
 * Issue 19: every "not eligible" says what would make a loan possible, with numbers, or that
 * nothing here can; keys `result.nextStep.<name>`. Each figure comes from re-running the engine
 * on the changed household, never from an estimate. "Ask a broker" closes every list: a person
 * can look at what the engine cannot (other lenders, a guarantor, a document it does not know).
 * Order: a choice on this page (another loan currency), then what a named bank would lend after
 * one change (its age limit first when it is the one that lends at this age), a co-applicant,
 * buying outright, a broker.
 */

const step = (name: string, values: Message['values'] = {}): Message => ({ key: `result.nextStep.${name}`, values });

/** The months until every criterion of tenure one bank asks for is met, the shortest wait over the banks. */
function monthsToWait(base: Assessment): number | null {
  const waits = (base.route?.bankLimits ?? [])
    .map((limit) => (limit.limitReason?.key === 'result.bank.reason.employmentTooShort' ? Number(limit.limitReason.values.monthsToWait) : null))
    .filter((months): months is number => months !== null && months > 0);
  return waits.length === 0 ? null : Math.min(...waits);
}

export function nextStepsFor(base: Assessment, prepared: PreparedConfig, households?: HouseholdMemo): Message[] {
  if (base.verdict !== 'not_eligible') return [];
  const { input, applicant, route } = base;
  const steps: Message[] = [];

  // Another currency the country's banks lend in, where one lends this household.
  const other = base.routes.filter((candidate) => candidate !== route && candidate.isOpen && candidate.bestLoan > 0).sort((a, b) => b.bestLoan - a.bestLoan)[0];
  if (other) steps.push(step('otherLoanCurrency', { loanCurrency: other.rule.loanCurrency, maxLoanAmount: other.bestLoan }));

  // What a named bank would accept, and lend then (bank-criterion-steps.ts).
  const bankSteps = [employmentAccepted(base, prepared), withoutDebts(base, prepared), longestTerm(base, prepared)].filter(
    (candidate): candidate is BankStep => candidate !== null,
  );
  const olderLimit = higherAgeBank(base, bankSteps);
  bankSteps.forEach((bankStep, index) => {
    if (olderLimit?.before === index) steps.push(olderLimit.message);
    steps.push(bankStep.message);
  });

  const wait = monthsToWait(base);
  if (wait !== null) steps.push(step('waitAtEmployer', { monthsToWait: wait }));

  // A co-applicant paid in the loan's currency: it opens a route closed to foreign income (PL, HU)
  // and adds income counted whole.
  if (route && !hasCoApplicant(input) && applicant.incomeRate) {
    const needed = coApplicantNeeded(input, route.rule.loanCurrency, prepared, null, households);
    if (needed) {
      steps.push(step('coApplicant', { currency: route.rule.loanCurrency, monthlyIncome: needed.income, maxLoanAmount: needed.lent.maxLoanAmount }));
    }
  }

  // What is not the household's to change, said with what the bank would lend if it were: the
  // currency it is paid in, the country it lives in, the price of the home.
  for (const candidate of [incomeCurrencyAccepted(base, prepared), residenceAccepted(base, prepared), priceForSmallestLoan(base, prepared)]) {
    if (candidate) steps.push(candidate.message);
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
