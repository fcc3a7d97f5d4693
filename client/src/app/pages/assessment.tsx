import { lazy, Suspense, useEffect, useState } from 'react';
import { ClipboardList, RotateCcw, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/spinner';
import { AssessmentWizard, GuestCompleteDialog, type WizardOutcome } from '@/features/assessment-wizard';
import i18n from '@/lib/i18n';

// The result (and its chart) is a chunk of its own, fetched while the user fills in the steps.
const loadResult = () => import('@/features/eligibility-result');
const EligibilityResult = lazy(() => loadResult().then((module) => ({ default: module.EligibilityResult })));

void i18n.loadNamespaces('wizard');

/** Everyone (guests too): the 7-step wizard, then the result (spec sections 2 and 4). */
export default function AssessmentPage() {
  const { t } = useTranslation(['wizard', 'translation']);
  const [outcome, setOutcome] = useState<WizardOutcome | null>(null);
  const [isGuestDialogOpen, setIsGuestDialogOpen] = useState(false);
  const isGuest = outcome !== null && outcome.assessment === null;

  useEffect(() => {
    const timer = window.setTimeout(() => {
      void loadResult().catch(() => undefined);
      void i18n.loadNamespaces('result');
    }, 1500);
    return () => window.clearTimeout(timer);
  }, []);

  const onComplete = (next: WizardOutcome) => {
    setOutcome(next);
    setIsGuestDialogOpen(next.assessment === null);
    window.scrollTo(0, 0);
  };

  return (
    <PageContainer className="max-w-6xl">
      <PageHeader title={t('translation:pages.assessment.title')} description={outcome ? undefined : t('translation:pages.assessment.description')} />

      {outcome === null ? (
        <div className="mx-auto max-w-3xl">
          <AssessmentWizard onComplete={onComplete} />
        </div>
      ) : (
        <div className="grid gap-6">
          <div className="flex flex-wrap gap-3">
            {isGuest ? (
              <Button onClick={() => setIsGuestDialogOpen(true)} data-testid="result-save">
                <Save aria-hidden="true" />
                {t('outcome.save')}
              </Button>
            ) : (
              <Button asChild data-testid="result-go-assessments">
                <Link href="/assessments">
                  <ClipboardList aria-hidden="true" />
                  {t('outcome.viewAssessments')}
                </Link>
              </Button>
            )}
            <Button variant="outline" onClick={() => setOutcome(null)} data-testid="result-start-again">
              <RotateCcw aria-hidden="true" />
              {t('outcome.startAgain')}
            </Button>
          </div>

          {outcome.result ? (
            <Suspense fallback={<FullPageSpinner label={t('translation:common.loading')} />}>
              <EligibilityResult result={outcome.result} input={outcome.input} isTitleFocused={!isGuest} />
            </Suspense>
          ) : (
            <Card>
              <CardContent>
                <p>{t('outcome.resultUnavailable')}</p>
              </CardContent>
            </Card>
          )}

          {isGuest ? (
            <GuestCompleteDialog
              input={outcome.input}
              open={isGuestDialogOpen}
              onOpenChange={setIsGuestDialogOpen}
              onCloseAutoFocus={(event) => {
                event.preventDefault();
                document.getElementById('result-title')?.focus();
              }}
            />
          ) : null}
        </div>
      )}
    </PageContainer>
  );
}
