import type { BuyingPlan } from '../lib/plan-types';
import { CalendarDownload } from './calendar-download';
import { DoneSteps } from './done-steps';
import { MissingDocuments } from './missing-documents';
import { PlanSummary } from './plan-summary';
import { PlanTimeline, type StepToggle } from './plan-timeline';

/** A stored plan: its summary and calendar, the bank's missing documents, the steps to do and the steps done. */
export function PlanView({ plan, pending, onToggle, onStatus }: { plan: BuyingPlan; onStatus: (message: string) => void } & StepToggle) {
  return (
    <div className="grid gap-6" data-testid="plan-view">
      <PlanSummary plan={plan} />
      <CalendarDownload assessmentId={plan.assessmentId} onStatus={onStatus} />
      <MissingDocuments plan={plan} />
      <PlanTimeline plan={plan} pending={pending} onToggle={onToggle} />
      <DoneSteps plan={plan} pending={pending} onToggle={onToggle} />
    </div>
  );
}
