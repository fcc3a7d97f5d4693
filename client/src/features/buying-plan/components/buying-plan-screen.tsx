import { useEffect, useState } from 'react';
import { CalendarRange } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { useBuyingPlan } from '../api/get-buying-plan';
import { useMarkStepDone } from '../api/mark-step-done';
import { useSaveBuyingPlan } from '../api/save-buying-plan';
import { planFormDefaults } from '../lib/plan-form';
import type { BuyingPlanRequest, PlanBank } from '../lib/plan-types';
import { BuyingPlanForm } from './buying-plan-form';
import { PlanView } from './plan-view';

interface BuyingPlanScreenProps {
  assessmentId: string;
  banks: PlanBank[];
  /** The bank a result's "plan with this bank" link named, chosen while no plan is stored. */
  preselectedBankId?: number;
}

function EmptyPlan() {
  const { t } = useTranslation('plan');
  return (
    <Card data-testid="plan-empty">
      <CardContent className="flex items-start gap-3">
        <CalendarRange aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">{t('empty.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('empty.description')}</p>
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * Issue 24's screen: the form the plan is worked back from, then the stored plan (summary, the
 * calendar, the bank's missing documents, the steps in order with the trip home as one block,
 * the steps done). What changes is said in a polite live region; a step moved between the lists
 * takes the keyboard's focus with it.
 */
export function BuyingPlanScreen({ assessmentId, banks, preselectedBankId }: BuyingPlanScreenProps) {
  const { t } = useTranslation('plan');
  const query = useBuyingPlan(assessmentId);
  const save = useSaveBuyingPlan();
  const mark = useMarkStepDone();
  const [status, setStatus] = useState('');
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  // The box that was ticked left its list: its twin in the other list takes the focus, once drawn.
  useEffect(() => {
    if (!focusTarget) return;
    const target = document.getElementById(focusTarget);
    if (!target) return;
    if (document.activeElement === null || document.activeElement === document.body) target.focus();
    setFocusTarget(null);
  }, [focusTarget, query.data]);

  if (query.isPending) return <Spinner className="size-8" label={t('page.loading')} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} title={t('page.loadError')} />;
  const plan = query.data;

  const onSave = async (request: BuyingPlanRequest) => {
    const saved = await save.mutateAsync({ assessmentId, plan: request });
    setStatus(t('status.saved', { count: saved.steps.length }));
  };

  const onToggle = (stepKey: string, done: boolean) => {
    const step = t(`steps.${stepKey}`);
    setPending((current) => ({ ...current, [stepKey]: done }));
    mark
      .mutateAsync({ assessmentId, stepKey, done })
      .then(() => {
        setStatus(t(done ? 'status.markedDone' : 'status.markedUndone', { step }));
        setFocusTarget(done ? `plan-done-box-${stepKey}` : `plan-step-done-${stepKey}`);
      })
      .catch((error: unknown) => {
        setStatus(t('status.stepError', { step }));
        toast({ variant: 'destructive', title: t('status.stepError', { step }), description: getApiErrorDetails(error).message });
      })
      .finally(() =>
        setPending((current) => {
          const { [stepKey]: _settled, ...rest } = current;
          return rest;
        }),
      );
  };

  return (
    <div className="grid gap-8">
      <Card>
        <CardContent>
          <BuyingPlanForm banks={banks} defaultValues={planFormDefaults(plan, preselectedBankId)} isStored={plan !== null} onSave={onSave} />
        </CardContent>
      </Card>
      {plan ? <PlanView plan={plan} pending={pending} onToggle={onToggle} onStatus={setStatus} /> : <EmptyPlan />}
      <p role="status" aria-live="polite" className="sr-only" data-testid="plan-status">
        {status}
      </p>
    </div>
  );
}
