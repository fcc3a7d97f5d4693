import type { ComponentType } from 'react';
import { Clock, ClipboardList, FileText, Gem } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Plan } from '@core/constants';
import { LoadError } from '@/components/ui/load-error';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useDashboard } from '../api/get-dashboard';
import { dashboardCounters, type CounterId } from '../lib/counters';

/** Counters that lead somewhere: the documents counter opens the Documents page (issue 12). */
const LINKS: Partial<Record<CounterId, string>> = { documents: '/documents', assessments: '/assessments', pending: '/documents' };

const ICONS: Record<CounterId, ComponentType<{ className?: string; 'aria-hidden'?: boolean }>> = {
  assessments: ClipboardList,
  documents: FileText,
  plan: Gem,
  pending: Clock,
};

/** Assessments, documents, current plan, pending items (docs/product.md §2.5). */
export function DashboardCounters({ userPlan }: { userPlan: Plan | null | undefined }) {
  const { t } = useTranslation(['workspace', 'translation']);
  const language = useLanguage();
  const query = useDashboard();
  const counters = dashboardCounters(query.data, userPlan);

  return (
    <section aria-labelledby="dashboard-overview" className="grid gap-3">
      <h2 id="dashboard-overview" className="sr-only">
        {t('dashboard.counters.title')}
      </h2>
      {query.isError ? <LoadError error={query.error} onRetry={() => void query.refetch()} title={t('dashboard.counters.loadError')} /> : null}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {counters.map(({ id, value }) => {
          const Icon = ICONS[id];
          const text =
            value === null
              ? null
              : typeof value === 'number'
                ? formatNumber(value, language)
                : t(`plan.${value}`);
          return (
            <div key={id} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
              <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
                {LINKS[id] ? (
                  <Link href={LINKS[id]} className="underline underline-offset-4 hover:text-foreground" data-testid={`dashboard-counter-link-${id}`}>
                    {t(`dashboard.counters.${id}`)}
                  </Link>
                ) : (
                  t(`dashboard.counters.${id}`)
                )}
                <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                  <Icon aria-hidden className="size-4" />
                </span>
              </dt>
              <dd className="text-2xl font-bold tracking-tight sm:text-3xl" data-testid={`dashboard-counter-${id}`} aria-busy={text === null}>
                {text ?? (
                  <>
                    <span aria-hidden="true" className="text-muted-foreground">
                      –
                    </span>
                    <span className="sr-only">{t('translation:common.loading')}</span>
                  </>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
