import { Building2, ClipboardList, Globe2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AssessmentStatus } from '@core/constants';
import type { AdminStats } from '@core/schemas/admin';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { StatCard } from '@/components/ui/stat-card';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import { useAdminStats } from '../api/get-admin-stats';
import { RatesStatusNotice } from './rates-status-notice';
import { ErrorState, LoadingState } from './query-states';

const STATUS_BARS: { status: AssessmentStatus; count: (stats: AdminStats) => number; className: string }[] = [
  { status: 'draft', count: (s) => s.assessments.drafts, className: 'bg-slate-400' },
  { status: 'submitted', count: (s) => s.assessments.submitted, className: 'bg-amber-500' },
  { status: 'in_review', count: (s) => s.assessments.inReview, className: 'bg-teal-600' },
  { status: 'approved', count: (s) => s.assessments.approved, className: 'bg-green-700' },
  { status: 'rejected', count: (s) => s.assessments.rejected, className: 'bg-red-700' },
];

/** docs/product.md §2.19: users (admins), assessments (submitted), countries (active), banks (active); plus assessments by status. */
export function OverviewTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { data: stats, isPending, isError, refetch } = useAdminStats();
  if (isPending) return <LoadingState />;
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  const n = (value: number) => formatNumber(value, language);
  const largest = Math.max(1, ...STATUS_BARS.map((bar) => bar.count(stats)));

  return (
    <div className="grid grid-cols-1 gap-6">
      <h2 className="sr-only">{t('tabs.overview')}</h2>
      <RatesStatusNotice />
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label={t('overview.users')}
          value={n(stats.users.total)}
          hint={t('overview.usersHint', { admins: n(stats.users.admins), brokers: n(stats.users.brokers) })}
          icon={<Users />}
          testId="admin-stat-users"
        />
        <StatCard
          label={t('overview.assessments')}
          value={n(stats.assessments.total)}
          hint={t('overview.assessmentsHint', { count: stats.assessments.submitted, submitted: n(stats.assessments.submitted) })}
          icon={<ClipboardList />}
          testId="admin-stat-assessments"
        />
        <StatCard
          label={t('overview.countries')}
          value={n(stats.countries.total)}
          hint={t('overview.activeHint', { count: stats.countries.active, active: n(stats.countries.active) })}
          icon={<Globe2 />}
          testId="admin-stat-countries"
        />
        <StatCard
          label={t('overview.banks')}
          value={n(stats.banks.total)}
          hint={t('overview.activeHint', { count: stats.banks.active, active: n(stats.banks.active) })}
          icon={<Building2 />}
          testId="admin-stat-banks"
        />
      </dl>

      <Card>
        <CardHeader>
          <CardTitle as="h3" id="admin-status-chart-title">
            {t('overview.byStatus')}
          </CardTitle>
          <CardDescription>{t('overview.byStatusDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {/* A list, not a picture: each bar's words and number are real text. */}
          <ul className="grid gap-3" aria-labelledby="admin-status-chart-title" data-testid="admin-status-chart">
            {STATUS_BARS.map((bar) => {
              const count = bar.count(stats);
              return (
                <li key={bar.status} className="grid grid-cols-[7.5rem_minmax(0,1fr)_3.5rem] items-center gap-3 text-sm sm:grid-cols-[9rem_minmax(0,1fr)_4rem]">
                  <span className="truncate">{t(`status.${bar.status}`)}</span>
                  <span className="h-3 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                    <span className={cn('block h-full rounded-full', bar.className)} style={{ width: `${(count / largest) * 100}%` }} />
                  </span>
                  <span className="text-right font-medium tabular-nums">{n(count)}</span>
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
