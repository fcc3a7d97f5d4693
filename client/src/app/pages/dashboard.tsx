import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { RecentAssessment } from '@/features/assessments';
import { RequireAuth } from '@/features/auth';
import { useAuth } from '@/lib/auth/use-auth';
import { DashboardCounters, QuickActions, hasPaidPlan } from '@/features/dashboard';
import { SubscriptionStatusCard } from '@/features/subscriptions';
import i18n from '@/lib/i18n';

void i18n.loadNamespaces('workspace');

/** Signed-in home (docs/product.md §2.5): welcome, counters, recent activity, quick actions, subscription. */
export default function DashboardPage() {
  const { t } = useTranslation(['workspace', 'translation']);
  const { user } = useAuth();
  const plan = user?.subscriptionPlan ?? 'free';

  return (
    <RequireAuth>
      <PageContainer>
        <PageHeader
          title={t('translation:pages.dashboard.welcome', { name: user?.firstName?.trim() || t('translation:common.user') })}
          description={t('translation:pages.dashboard.description')}
          actions={
            <Button asChild>
              <Link href="/assessment">
                <Plus aria-hidden="true" />
                {t('translation:pages.dashboard.newAssessment')}
              </Link>
            </Button>
          }
        />
        <div className="grid gap-6">
          <DashboardCounters userPlan={user?.subscriptionPlan} />
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <RecentAssessment />
            <div className="grid gap-6">
              {hasPaidPlan(plan) ? <SubscriptionStatusCard /> : null}
              <QuickActions />
            </div>
          </div>
        </div>
      </PageContainer>
    </RequireAuth>
  );
}
