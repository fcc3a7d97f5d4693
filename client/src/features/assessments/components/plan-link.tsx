import { Suspense } from 'react';
import { CalendarRange } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Assessment } from '@core/schemas/assessment';
import { Button } from '@/components/ui/button';

function PlanLinkButton({ assessmentId }: { assessmentId: string }) {
  const { t } = useTranslation('plan');
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-border bg-card p-4 text-sm sm:flex-row sm:items-center">
      <p className="flex-1" id="assessment-plan-hint">
        {t('link.hint')}
      </p>
      <Button asChild size="sm">
        <Link href={`/assessments/${encodeURIComponent(assessmentId)}/plan`} aria-describedby="assessment-plan-hint" data-testid="assessment-plan-link">
          <CalendarRange aria-hidden="true" />
          {t('link.label')}
        </Link>
      </Button>
    </div>
  );
}

/**
 * "Plan your purchase" (issue 24): the buying plan of a submitted assessment, not a draft's
 * (nothing to plan yet) nor a rejected one's (its figures vouch for nothing).
 */
export function PlanLink({ assessment }: { assessment: Pick<Assessment, 'id' | 'status'> }) {
  if (assessment.status === 'draft' || assessment.status === 'rejected') return null;
  // Its words load with the first link: the dialog does not wait for them.
  return (
    <Suspense fallback={null}>
      <PlanLinkButton assessmentId={assessment.id} />
    </Suspense>
  );
}
