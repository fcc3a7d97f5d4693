import { z } from 'zod';
import { toCentsString } from '../../../core/money/round';
import type { ReviewOfferedLoan } from '../../../core/schemas/broker';

/** The stored engine result's loan (explanation.loan, core/eligibility/types.ts OfferedLoan), the fields the list shows. */
const ZStoredLoan = z
  .object({ bankName: z.string().nullable(), amount: z.number(), currency: z.string(), amountInLoanCurrency: z.number(), monthlyPayment: z.number() })
  .loose();

/**
 * The list's offered loan from the row's `explanation -> 'loan'`: undefined when the result has
 * no such key (a result from before issue 19) or is unreadable, null when no loan can be made.
 */
export function reviewOfferedLoan(stored: { hasLoanKey: boolean; loan: unknown }): ReviewOfferedLoan | null | undefined {
  if (!stored.hasLoanKey) return undefined;
  if (stored.loan === null) return null;
  const parsed = ZStoredLoan.safeParse(stored.loan);
  if (!parsed.success) return undefined;
  const { bankName, amount, currency, amountInLoanCurrency, monthlyPayment } = parsed.data;
  return { bankName, amount: toCentsString(amount), currency, amountInLoanCurrency: toCentsString(amountInLoanCurrency), monthlyPayment: toCentsString(monthlyPayment) };
}
