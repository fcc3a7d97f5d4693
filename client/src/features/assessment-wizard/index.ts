export { AssessmentWizard, type WizardOutcome } from './components/assessment-wizard';
export type { PlanLimit } from './components/plan-limit-notice';
export { GuestCompleteDialog } from './components/guest-complete-dialog';
export { useStartReassessment } from './api/start-reassessment';
export { useDraft } from './api/get-draft';
