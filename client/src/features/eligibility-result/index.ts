export { EligibilityResult } from './components/eligibility-result';
