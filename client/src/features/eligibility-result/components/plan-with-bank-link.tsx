import { Suspense } from 'react';
import { CalendarRange } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

interface PlanWithBankLinkProps {
  assessmentId: string;
  bank: { bankId: number; name: string };
}

function PlanWithBankAnchor({ assessmentId, bank }: PlanWithBankLinkProps) {
  const { t } = useTranslation('plan');
  return (
    <Link
      href={`/assessments/${encodeURIComponent(assessmentId)}/plan?bank=${bank.bankId}`}
      className="inline-flex items-center gap-1.5 justify-self-start text-sm font-medium text-primary underline underline-offset-4"
      aria-label={t('link.withBank', { bank: bank.name })}
      data-testid="result-bank-plan"
    >
      <CalendarRange aria-hidden="true" className="size-4 shrink-0" />
      {t('link.label')}
    </Link>
  );
}

/**
 * "Plan your purchase" with this bank (issue 24), beside its dossier on the stored result: the
 * plan's page with the bank chosen, so its checklist names the missing documents.
 */
export function PlanWithBankLink(props: PlanWithBankLinkProps) {
  return (
    <Suspense fallback={null}>
      <PlanWithBankAnchor {...props} />
    </Suspense>
  );
}
