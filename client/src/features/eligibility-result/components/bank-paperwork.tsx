import { FileText } from 'lucide-react';
import type { BankRecommendation } from '@core/eligibility/types';
import { bankPaperwork } from '../lib/bank-paperwork';
import { useResultText } from '../lib/use-result-text';

/**
 * "Papers from abroad": which of the applicant's documents this bank wants in a certified
 * translation and which apostilled or legalised (issue 19), in the bank's card so the person can
 * prepare them before applying. Nothing when the bank asks for neither (or the person lives in
 * the property country, where these conditions do not apply).
 */
export function BankPaperwork({ bank }: { bank: BankRecommendation }) {
  const { t } = useResultText();
  const lines = bankPaperwork(bank);
  if (lines.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm" data-testid="result-bank-paperwork">
      <p className="flex items-center gap-2 font-medium">
        <FileText aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {t('banks.paperwork.title')}
      </p>
      <ul className="grid gap-0.5 ps-6">
        {lines.map((line) => (
          <li key={line.kind} data-testid="result-bank-paperwork-line" data-kind={line.kind}>
            {t(`banks.paperwork.${line.kind}`, {
              documents: line.documents.map((document) => t(`translation:enums.documentType.${document}`)).join(', '),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
