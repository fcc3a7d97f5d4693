import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Assessment } from '@core/schemas/assessment';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useDraft, useStartReassessment } from '@/features/assessment-wizard';
import { AssessmentsList, inputFromAssessment } from '@/features/assessments';
import { RequireAuth } from '@/features/auth';
import { CaseSection, getCaseQueryOptions } from '@/features/case';
import { DocumentsSection, type IncomeCorrectionOptions, type RequestedUpload } from '@/features/documents';
import { getApiErrorDetails } from '@/lib/api-client';
import i18n from '@/lib/i18n';
import { dossierAssessmentId, engineResultFromAssessment } from '@/lib/stored-result';

void i18n.loadNamespaces(['workspace', 'result', 'case']);

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
      <EligibilityResult
        result={result}
        input={input}
        hasWhatIf={false}
        isSubmitted={assessment.status !== 'draft'}
        assessmentId={dossierAssessmentId(assessment)}
      />
    </Suspense>
  );
}

/**
 * A submitted assessment's documents, and from a payslip read on upload, a new assessment with
 * its net pay as the income (issue 23): the wizard's draft, composed here so neither feature
 * imports the other.
 */
function AssessmentDocuments({ assessment, requested }: { assessment: Assessment; requested?: RequestedUpload }) {
  const { t } = useTranslation('workspace');
  const isSubmitted = assessment.status !== 'draft';
  const reassess = useStartReassessment();
  const draft = useDraft({ enabled: isSubmitted });
  const declared = Number(assessment.monthlyIncome);
  const incomeCorrection: IncomeCorrectionOptions | undefined =
    isSubmitted && assessment.incomeCurrency && Number.isFinite(declared) && declared > 0
      ? {
          declared: { amount: declared, currency: assessment.incomeCurrency },
          hasDraft: Boolean(draft.data),
          isPending: reassess.isPending,
          onReassess: (income) =>
            reassess.mutate(
              { assessment, income },
              { onError: (error) => toast({ variant: 'destructive', title: t('documents.correction.error'), description: getApiErrorDetails(error).message }) },
            ),
        }
      : undefined;
  const queryClient = useQueryClient();
  // An upload may fulfil a request on the case (issue 24): its timeline is read again.
  const onUploaded = () => void queryClient.invalidateQueries({ queryKey: getCaseQueryOptions(assessment.id).queryKey });
  return <DocumentsSection assessmentId={assessment.id} incomeCorrection={incomeCorrection} requested={requested} onUploaded={onUploaded} />;
}

/** Signed-in users (docs/product.md §2.6): their assessments; each opens its details, result and documents. */
export default function AssessmentsPage() {
  const { t } = useTranslation(['workspace', 'translation']);
  // The case's "Upload" on a requested document opens the documents' upload on that type (issue 24).
  const [requested, setRequested] = useState<(RequestedUpload & { assessmentId: string }) | null>(null);
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
          renderDocuments={(assessment) => <AssessmentDocuments assessment={assessment} requested={requested?.assessmentId === assessment.id ? requested : undefined} />}
          renderCase={(assessment) => (
            <CaseSection
              assessmentId={assessment.id}
              viewer="applicant"
              onUpload={(documentType) => setRequested({ assessmentId: assessment.id, documentType, key: Date.now() })}
            />
          )}
        />
      </PageContainer>
    </RequireAuth>
  );
}
