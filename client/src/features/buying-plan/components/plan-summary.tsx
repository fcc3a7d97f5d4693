import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import type { BuyingPlan } from '../lib/plan-types';
import { useTripTitle } from './plan-timeline';

/** The plan in a few lines: the signing day, the bank, travel, the trips home and how many steps are late. */
export function PlanSummary({ plan }: { plan: BuyingPlan }) {
  const { t } = useTranslation('plan');
  const language = useLanguage();
  const tripTitle = useTripTitle();
  return (
    <section aria-labelledby="plan-summary-title" className="grid gap-2 rounded-xl border border-border bg-card p-4" data-testid="plan-summary">
      <h2 id="plan-summary-title" className="text-lg font-semibold">
        {t('summary.title')}
      </h2>
      <ul className="grid gap-1 text-sm">
        <li className="font-medium">{t('summary.signing', { date: formatCalendarDate(plan.targetSigningDate, language) })}</li>
        <li>{plan.bankName ? t('summary.bank', { bank: plan.bankName }) : t('summary.noBank')}</li>
        <li>{plan.canTravel ? t('summary.canTravel') : t('summary.cannotTravel')}</li>
        {plan.trips.length === 0 ? <li data-testid="plan-trip-summary">{t('trip.none')}</li> : null}
        {plan.trips.map((trip, index) => (
          <li key={trip.from} className="font-medium" data-testid="plan-trip-summary">
            {tripTitle(trip, index + 1, plan.trips.length)}
          </li>
        ))}
        {plan.lateKeys.length > 0 ? (
          <li className="font-medium text-amber-900" data-testid="plan-late-summary">
            {t('summary.late', { count: plan.lateKeys.length })}
          </li>
        ) : null}
      </ul>
    </section>
  );
}
