export { EligibilityResult } from './components/eligibility-result';
export { FlagsList } from './components/flags-list';
export { ReasonsList } from './components/reasons-list';
export { ScoreBreakdown } from './components/score-breakdown';
