import { CheckCircle2, Clock, Inbox, SearchCheck, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/ui/stat-card';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useBrokerStats } from '../api/get-broker-stats';

/**
 * docs/product.md §2.18: the total and one counter per status a broker sees — pending review (submitted), in
 * review, approved, rejected — so the counters add up to the total (issue 20: "in review" was
 * left out, and 4 + 1 + 0 did not make 7).
 */
export function BrokerStats() {
  const { t } = useTranslation('broker');
  const language = useLanguage();
  const { data, isError } = useBrokerStats();
  const value = (count: number | undefined) => (count === undefined ? (isError ? '–' : '…') : formatNumber(count, language));

  return (
    <section aria-labelledby="broker-stats-title" className="mb-8">
      <h2 id="broker-stats-title" className="sr-only">
        {t('stats.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5" aria-busy={!data && !isError}>
        <StatCard label={t('stats.total')} value={value(data?.total)} icon={<Inbox />} testId="broker-stat-total" className="col-span-2 lg:col-span-1" />
        <StatCard label={t('stats.pendingReview')} value={value(data?.pendingReview)} icon={<Clock />} testId="broker-stat-pending" />
        <StatCard label={t('stats.inReview')} value={value(data?.inReview)} icon={<SearchCheck />} testId="broker-stat-in-review" />
        <StatCard label={t('stats.approved')} value={value(data?.approved)} icon={<CheckCircle2 />} testId="broker-stat-approved" />
        <StatCard label={t('stats.rejected')} value={value(data?.rejected)} icon={<XCircle />} testId="broker-stat-rejected" />
      </dl>
    </section>
  );
}
