import type { Message } from '@core/eligibility/types';
import { resultKey } from './message-values';

/**
 * The result's words for issue 19's new engine messages where the engine's key alone does not
 * say everything the page must: a bank that would not lend at all, and the last next step.
 */

/**
 * A bank's reason names whose `result.bank.reason.<name>` words speak of a loan the bank makes
 * ("it lends at most {{bankMaxLoanAmount}}"): for a bank that lends nothing the page words them
 * as a refusal, `bank.refusal.<name>` (its values carry no amount).
 */
export const REFUSAL_OWN_WORDS = ['nonResidentTerm', 'aboveMaximum', 'nonResidentLtvCap', 'bankMaximum', 'bankAge', 'belowBankMinimum'] as const;

const reasonName = (key: string) => key.split('.').pop() ?? '';

/** The result-namespace key that words a refusal's reason. */
export function refusalKey(reason: Message): string {
  const name = reasonName(reason.key);
  return (REFUSAL_OWN_WORDS as readonly string[]).includes(name) ? `bank.refusal.${name}` : resultKey(reason.key);
}

/**
 * "Ask a broker" (issue 19): a guest's or an unsubmitted result links to the contact form; a
 * submitted assessment is in the brokers' queue already, and the page says a broker will review it.
 */
export type AskBrokerMode = 'contact' | 'review';

export const askBrokerMode = (isSubmitted: boolean): AskBrokerMode => (isSubmitted ? 'review' : 'contact');

export const NEXT_STEP = {
  otherLoanCurrency: 'result.nextStep.otherLoanCurrency',
  buyOutright: 'result.nextStep.buyOutright',
  askBroker: 'result.nextStep.askBroker',
} as const;

/** The loan currency a next step offers to switch to, or null (the page turns it into a button). */
export function currencyOfStep(step: Message): string | null {
  return step.key === NEXT_STEP.otherLoanCurrency && typeof step.values.loanCurrency === 'string' ? step.values.loanCurrency : null;
}

/** Buying outright: what the savings given leave to find, or null when none were given. */
export function outrightShortfall(step: Message): number | null {
  if (step.key !== NEXT_STEP.buyOutright) return null;
  const shortfall = step.values.shortfall;
  return typeof shortfall === 'number' ? shortfall : null;
}
