import type { IncomePart } from '@core/eligibility/types';
import type { AssessmentInput } from '@core/schemas/assessment-input';
import { employmentOf, incomePartMessage } from '../lib/income-parts';
import { useResultText } from '../lib/use-result-text';

/**
 * How one lender counts each earner's income (issue 19): in full, cut for a currency that is not
 * the loan's (whose cut: the bank's own rule or Acasa's default), reduced for the kind of work,
 * or not counted at all. Used for the loan's lender and for each bank in the list.
 */
export function IncomePartsList({
  parts,
  input,
  loanCurrency,
  lender,
  testId,
}: {
  parts: readonly IncomePart[];
  input: AssessmentInput;
  loanCurrency: string;
  /** The bank's name, or null for the country's usual terms. */
  lender: string | null;
  testId?: string;
}) {
  const { t, message } = useResultText();
  if (parts.length === 0) return null;
  const lenderName = lender ?? t('income.theLender');
  return (
    <ul className="grid gap-1 text-sm" data-testid={testId}>
      {parts.map((part) => (
        <li key={`${part.earner}-${part.currency}`} data-earner={part.earner}>
          <span className="font-medium">{t(`income.earner.${part.earner}`, { currency: part.currency })}</span>
          {/* The label ends with its colon, spaced the language's way (French: a non-breaking space before it). */}
          {' '}
          {message(incomePartMessage(part, loanCurrency, lenderName, employmentOf(part, input)))}
        </li>
      ))}
    </ul>
  );
}
