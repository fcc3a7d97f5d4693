import { ChevronRight, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { MAX_SCORE } from '@core/constants';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { useAssessments } from '../api/get-assessments';
import { latestAssessment, recentAssessmentHref, shortId } from '../lib/assessment-view';
import { AssessmentStatusBadge } from './assessment-status-badge';
import { Corridor } from './corridor';
import { EmptyAssessments } from './empty-assessments';

/**
 * The dashboard's recent activity (docs/product.md §2.5): the latest assessment with its corridor,
 * date, status and score; a draft continues in the wizard, anything else opens the list.
 */
export function RecentAssessment() {
  const { t } = useTranslation(['workspace', 'translation']);
  const language = useLanguage();
  const query = useAssessments();
  const latest = latestAssessment(query.data);

  return (
    <Card data-testid="recent-activity">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2">
          <History aria-hidden="true" className="size-5 text-primary" />
          {t('dashboard.recent.title')}
        </CardTitle>
        {query.data && query.data.length > 1 ? (
          <Link href="/assessments" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t('dashboard.recent.all', { total: query.data.length })}
          </Link>
        ) : null}
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Spinner label={t('translation:common.loading')} />
        ) : query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} title={t('assessments.loadError')} />
        ) : latest === null ? (
          <EmptyAssessments
            title={t('dashboard.recent.emptyTitle')}
            description={t('dashboard.recent.emptyDescription')}
            action={t('dashboard.recent.start')}
          />
        ) : (
          <Link
            href={recentAssessmentHref(latest)}
            data-testid="recent-assessment"
            className="group flex items-center gap-4 rounded-xl border border-border p-4 transition-colors hover:border-primary hover:bg-accent"
          >
            <div className="grid min-w-0 flex-1 gap-1.5">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{t('assessments.card.title', { id: shortId(latest.id) })}</span>
                <AssessmentStatusBadge status={latest.status} />
              </div>
              <Corridor residence={latest.residenceCountry} origin={latest.originCountry} className="text-sm" />
              <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
                <time dateTime={latest.submittedAt ?? latest.createdAt}>{formatDate(latest.submittedAt ?? latest.createdAt, language)}</time>
                {latest.eligibilityScore !== null ? (
                  <span className="font-medium text-foreground">
                    {t('dashboard.recent.score', { score: latest.eligibilityScore, max: MAX_SCORE })}
                  </span>
                ) : null}
              </p>
              <span className="text-sm font-medium text-primary">
                {latest.status === 'draft' ? t('dashboard.recent.continue') : t('dashboard.recent.viewAll')}
              </span>
            </div>
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" />
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
