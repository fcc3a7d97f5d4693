import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { ClipboardList, RotateCcw, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/spinner';
import type { PlanLimit, WizardOutcome } from '@/features/assessment-wizard';
import { useAuth } from '@/lib/auth/use-auth';
import { PLAN_LIMIT_QUERY } from '@/features/auth';
import { useDashboard } from '@/features/dashboard';
import { removeBootShell } from '@/lib/boot-shell';
import { clearGuestOutcome, loadGuestOutcome, saveGuestOutcome } from '@/lib/guest-outcome';
import i18n from '@/lib/i18n';
import { dossierAssessmentId } from '@/lib/stored-result';

// The result (and its chart) is a chunk of its own, fetched while the user fills in the steps.
const loadResult = () => import('@/features/eligibility-result');
const EligibilityResult = lazy(() => loadResult().then((module) => ({ default: module.EligibilityResult })));
// The wizard (and its form library) too: a kept result does not wait for it (issue 13). The
// server's first screen of this page names both chunks, so neither waits for this one.
const loadWizard = () => import('@/features/assessment-wizard');
const AssessmentWizard = lazy(() => loadWizard().then((module) => ({ default: module.AssessmentWizard })));
const GuestCompleteDialog = lazy(() => loadWizard().then((module) => ({ default: module.GuestCompleteDialog })));

void i18n.loadNamespaces('wizard');

/** Everyone (guests too): the 7-step wizard, then the result (docs/product.md §2.7 and §4). */
export default function AssessmentPage() {
  const { user } = useAuth();
  // The server's static header of this page (issue 13) gives way before this one is painted.
  useLayoutEffect(removeBootShell, []);
  // Back from signing in with a result the plan could not store this month.
  const [isPlanLimitReturn] = useState(() => new URLSearchParams(window.location.search).toString() === PLAN_LIMIT_QUERY);
  // A guest's result this tab kept (issue 12): a reload or a dropped tab brings it back.
  const [outcome, setOutcome] = useState<WizardOutcome | null>(() => {
    const kept = user === null || isPlanLimitReturn ? loadGuestOutcome() : null;
    return kept ? { ...kept, assessment: null } : null;
  });
  // The result's texts only with a result: the wizard's first screen does not wait for them (issue 13).
  const { t } = useTranslation(outcome ? ['wizard', 'translation', 'result'] : ['wizard', 'translation']);
  const [isGuestDialogOpen, setIsGuestDialogOpen] = useState(false);
  // Mounted the first time it opens (its chunk is the wizard's), then kept for its closing.
  const [hasGuestDialog, setHasGuestDialog] = useState(false);
  const openGuestDialog = (isOpen: boolean) => {
    setIsGuestDialogOpen(isOpen);
    if (isOpen) setHasGuestDialog(true);
  };
  const isPreviewOnly = outcome !== null && (outcome.isPreviewOnly === true || (user !== null && outcome.assessment === null));
  const isGuest = outcome !== null && outcome.assessment === null && !isPreviewOnly;
  const dashboard = useDashboard({ enabled: user !== null });
  const plan = dashboard.data?.plan;
  const limit: PlanLimit | null =
    plan && plan.remainingThisMonth === 0 ? { renewsOn: plan.limitRenewsOn, monthly: plan.monthlySubmittedAssessments ?? 0 } : null;

  // The result's chunk (and its chart) takes a phone's CPU a few hundred ms to evaluate: start it
  // once the visitor begins filling in, not while the page is still loading (issue 13).
  useEffect(() => {
    const start = () => {
      stop();
      void loadResult().catch(() => undefined);
      void i18n.loadNamespaces('result');
    };
    const stop = () => {
      window.removeEventListener('pointerdown', start);
      window.removeEventListener('keydown', start);
    };
    window.addEventListener('pointerdown', start);
    window.addEventListener('keydown', start);
    return stop;
  }, []);

  const onComplete = (next: WizardOutcome) => {
    setOutcome(next);
    const isGuestResult = next.assessment === null && !next.isPreviewOnly;
    if (isGuestResult && next.result) saveGuestOutcome({ input: next.input, result: next.result });
    openGuestDialog(isGuestResult);
    window.scrollTo(0, 0);
  };

  const startAgain = () => {
    clearGuestOutcome();
    setOutcome(null);
  };

  return (
    <PageContainer className="max-w-6xl">
      {/* With a result, the page's title is the result's (one heading, more of the verdict on a phone's first screen). */}
      <PageHeader
        title={outcome ? t('result:title') : t('translation:pages.assessment.title')}
        description={outcome ? undefined : t('translation:pages.assessment.description')}
      />

      {outcome === null ? (
        <div className="mx-auto max-w-3xl">
          {user !== null && dashboard.isPending ? (
            <FullPageSpinner label={t('translation:common.loading')} />
          ) : (
            <Suspense fallback={<FullPageSpinner label={t('translation:common.loading')} />}>
              <AssessmentWizard onComplete={onComplete} limit={limit} />
            </Suspense>
          )}
        </div>
      ) : (
        <div className="grid gap-6">
          {isPreviewOnly ? <PreviewOnlyNotice isPlanLimitReturn={isPlanLimitReturn} /> : null}
          <div className="flex flex-wrap gap-3">
            {isPreviewOnly ? null : isGuest ? (
              <Button onClick={() => openGuestDialog(true)} data-testid="result-save">
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
            <Button variant="outline" onClick={startAgain} data-testid="result-start-again">
              <RotateCcw aria-hidden="true" />
              {t('outcome.startAgain')}
            </Button>
          </div>

          {outcome.result ? (
            <Suspense fallback={<FullPageSpinner label={t('translation:common.loading')} />}>
              <EligibilityResult
                result={outcome.result}
                input={outcome.input}
                isTitleFocused={!isGuest}
                isTitleVisible={false}
                isSubmitted={outcome.assessment !== null && outcome.assessment.status !== 'draft'}
                assessmentId={dossierAssessmentId(outcome.assessment)}
              />
            </Suspense>
          ) : (
            <Card>
              <CardContent>
                <p>{t('outcome.resultUnavailable')}</p>
              </CardContent>
            </Card>
          )}

          {isGuest && hasGuestDialog ? (
            <Suspense fallback={null}>
              <GuestCompleteDialog
                input={outcome.input}
                open={isGuestDialogOpen}
                onOpenChange={openGuestDialog}
                onCloseAutoFocus={(event) => {
                  event.preventDefault();
                  document.getElementById('result-title')?.focus();
                }}
              />
            </Suspense>
          ) : null}
        </div>
      )}
    </PageContainer>
  );
}

/** A result that was not stored: the month's assessments are used (issue 12). Says so, and how to lift it. */
function PreviewOnlyNotice({ isPlanLimitReturn }: { isPlanLimitReturn: boolean }) {
  const { t } = useTranslation('wizard');
  return (
    <section className="grid gap-2 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950" data-testid="result-preview-only">
      <p className="font-semibold">{isPlanLimitReturn ? t('planLimit.notSavedAfterSignIn') : t('planLimit.preview')}</p>
      <Button asChild size="sm" className="w-fit">
        <Link href="/pricing">{t('planLimit.upgrade')}</Link>
      </Button>
    </section>
  );
}
