export { CaseSection, type CaseSectionProps } from './components/case-section';
export { getCaseQueryOptions } from './api/get-case';
