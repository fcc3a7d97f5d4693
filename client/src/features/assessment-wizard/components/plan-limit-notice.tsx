import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { formatCalendarDate } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';

export interface PlanLimit {
  /** YYYY-MM-DD, when the monthly limit starts again. */
  renewsOn: string | null;
  monthly: number;
}

/**
 * Said before step 1 (issue 12): this month's assessment is used, the answers still give a
 * result (a preview, not saved), and when the limit renews or how to lift it.
 */
export function PlanLimitNotice({ renewsOn, monthly }: PlanLimit) {
  const { t } = useTranslation('wizard');
  const language = useLanguage();
  return (
    <section aria-labelledby="plan-limit-title" className="grid gap-2 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950" data-testid="wizard-plan-limit">
      <h2 id="plan-limit-title" className="flex items-center gap-2 font-semibold">
        <Info aria-hidden="true" className="size-4 shrink-0 text-sky-700" />
        {t('planLimit.title', { count: monthly })}
      </h2>
      <p>{t('planLimit.text', { date: renewsOn ? formatCalendarDate(renewsOn, language) : '–' })}</p>
      <Button asChild size="sm" className="w-fit">
        <Link href="/pricing">{t('planLimit.upgrade')}</Link>
      </Button>
    </section>
  );
}
