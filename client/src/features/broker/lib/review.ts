import type { BreakdownItem, Flag, Message } from '@core/eligibility/types';
import type { ReviewListItem, ReviewPage } from '@core/schemas/broker';

/** A list row with its offered loan (core/schemas/broker.ts ZReviewListItem.offeredLoan). */
export type BrokerListItem = ReviewListItem;
export type BrokerReviewPage = ReviewPage;

export interface MoneyAmount {
  amount: number;
  currency: string;
}

export interface LoanDisplay {
  /** What the list shows first: the loan in the income currency when it can be converted. */
  primary: MoneyAmount | null;
  /** The desired loan in EUR, when `primary` is a conversion of it (shown as a caption). */
  eur: MoneyAmount | null;
}

const toNumber = (value: string | null | undefined): number | null => {
  if (value === null || value === undefined || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/**
 * The desired loan of a list row. The engine works in EUR (docs/product.md §1); the list shows it
 * in the applicant's income currency as the server converted it at the current reference
 * rate, with the EUR amount beside it. Without a conversion (EUR income, no rate) it is EUR.
 */
export function loanDisplay(item: Pick<ReviewListItem, 'desiredLoanAmount' | 'desiredLoanAmountInIncomeCurrency' | 'incomeCurrency'>): LoanDisplay {
  const eurAmount = toNumber(item.desiredLoanAmount);
  const converted = toNumber(item.desiredLoanAmountInIncomeCurrency);
  const eur = eurAmount === null ? null : { amount: eurAmount, currency: 'EUR' };
  if (converted !== null && item.incomeCurrency && item.incomeCurrency !== 'EUR') {
    return { primary: { amount: converted, currency: item.incomeCurrency }, eur };
  }
  return { primary: eur, eur: null };
}

/** "First Last", else the e-mail. */
export function applicantName(person: { firstName?: string | null; lastName?: string | null; email: string }): string {
  const name = [person.firstName, person.lastName].map((part) => part?.trim()).filter(Boolean).join(' ');
  return name || person.email;
}

export interface EngineExplanation {
  breakdown: BreakdownItem[];
  flags: Flag[];
  reasons: Message[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isMessage = (value: unknown): value is Message => isObject(value) && typeof value.key === 'string' && isObject(value.values);

/**
 * The engine's stored explanation of an assessment (kept as JSON by the server): the points per
 * category, the flags and the reasons. Anything malformed is left out rather than shown wrong.
 */
export function engineExplanationOf(assessment: { scoreBreakdown: unknown; explanation: unknown }): EngineExplanation {
  const breakdown = Array.isArray(assessment.scoreBreakdown)
    ? assessment.scoreBreakdown.filter(
        (item): item is BreakdownItem =>
          isObject(item) && typeof item.category === 'string' && typeof item.points === 'number' && typeof item.weight === 'number',
      )
    : [];
  const explanation = isObject(assessment.explanation) ? assessment.explanation : {};
  const flags = Array.isArray(explanation.flags)
    ? explanation.flags.filter((flag: unknown): flag is Flag => isMessage(flag) && ['info', 'warning'].includes((flag as Partial<Flag>).severity ?? ''))
    : [];
  const reasons = Array.isArray(explanation.reasons) ? explanation.reasons.filter(isMessage) : [];
  return { breakdown, flags, reasons };
}

export type ScoreTone = 'strong' | 'good' | 'fair' | 'weak';

/** The score bar's band: the same thresholds as the applicant's result gauge (80 / 65 / 50). */
export function scoreTone(score: number): ScoreTone {
  if (score >= 80) return 'strong';
  if (score >= 65) return 'good';
  if (score >= 50) return 'fair';
  return 'weak';
}
