export { AssessmentWizard, type WizardOutcome } from './components/assessment-wizard';
export { GuestCompleteDialog } from './components/guest-complete-dialog';
