import { lazy, Suspense } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Assessment } from '@core/schemas/assessment';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { AssessmentsList, inputFromAssessment } from '@/features/assessments';
import { RequireAuth } from '@/features/auth';
import { DocumentsSection } from '@/features/documents';
import i18n from '@/lib/i18n';
import { engineResultFromAssessment } from '@/lib/stored-result';

void i18n.loadNamespaces(['workspace', 'result']);

// The result (and its chart) is a chunk of its own, fetched when a dialog first shows it.
const EligibilityResult = lazy(() => import('@/features/eligibility-result').then((module) => ({ default: module.EligibilityResult })));

/** The engine's stored result for a scored assessment; nothing when it has none. */
function StoredResult({ assessment }: { assessment: Assessment }) {
  const { t } = useTranslation('translation');
  const result = engineResultFromAssessment(assessment);
  const input = inputFromAssessment(assessment);
  if (!result || !input) return null;
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <EligibilityResult result={result} input={input} hasWhatIf={false} isSubmitted={assessment.status !== 'draft'} />
    </Suspense>
  );
}

/** Signed-in users (docs/product.md §2.6): their assessments; each opens its details, result and documents. */
export default function AssessmentsPage() {
  const { t } = useTranslation(['workspace', 'translation']);
  return (
    <RequireAuth>
      <PageContainer>
        <PageHeader
          title={t('translation:pages.assessments.title')}
          description={t('translation:pages.assessments.description')}
          actions={
            <Button asChild>
              <Link href="/assessment">
                <Plus aria-hidden="true" />
                {t('assessments.new')}
              </Link>
            </Button>
          }
        />
        <AssessmentsList
          renderResult={(assessment) => <StoredResult assessment={assessment} />}
          renderDocuments={(assessment) => <DocumentsSection assessmentId={assessment.id} />}
        />
      </PageContainer>
    </RequireAuth>
  );
}
