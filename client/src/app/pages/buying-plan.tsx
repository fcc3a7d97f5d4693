import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearch } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useAssessments } from '@/features/assessments';
import { RequireAuth } from '@/features/auth';
import { BuyingPlanScreen, recommendedBanks } from '@/features/buying-plan';
import i18n from '@/lib/i18n';

void i18n.loadNamespaces(['plan', 'result', 'workspace']);

/** The bank a result's link named (`?bank=12`), if any. */
function bankFromSearch(search: string): number | undefined {
  const value = Number(new URLSearchParams(search).get('bank'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The user's submitted assessment and the banks it recommends, then the plan. */
function PlanForAssessment({ assessmentId }: { assessmentId: string }) {
  const { t } = useTranslation('plan');
  const assessments = useAssessments();
  const preselectedBankId = bankFromSearch(useSearch());
  if (assessments.isPending) return <Spinner className="size-8" label={t('page.loading')} />;
  if (assessments.isError) return <LoadError error={assessments.error} onRetry={() => void assessments.refetch()} title={t('page.loadError')} />;
  const assessment = assessments.data.find((item) => item.id === assessmentId && item.status !== 'draft');
  if (!assessment) {
    return (
      <Card data-testid="plan-not-found">
        <CardContent>
          <p>{t('page.notFound')}</p>
        </CardContent>
      </Card>
    );
  }
  return <BuyingPlanScreen assessmentId={assessment.id} banks={recommendedBanks(assessment)} preselectedBankId={preselectedBankId} />;
}

/** Signed-in users (issue 24): the buying plan of one of their submitted assessments, and its calendar. */
export default function BuyingPlanPage() {
  const { t } = useTranslation('plan');
  const { id = '' } = useParams<{ id: string }>();
  return (
    <RequireAuth>
      <PageContainer className="max-w-4xl">
        <PageHeader
          title={t('page.title')}
          description={t('page.description')}
          actions={
            <Button asChild variant="outline">
              <Link href={`/assessments?assessment=${encodeURIComponent(id)}`}>
                <ArrowLeft aria-hidden="true" />
                {t('page.back')}
              </Link>
            </Button>
          }
        />
        <PlanForAssessment assessmentId={id} />
      </PageContainer>
    </RequireAuth>
  );
}
