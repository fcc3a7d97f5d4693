export { getAssessmentsQueryOptions, useAssessments } from './api/get-assessments';
export { AssessmentsList } from './components/assessments-list';
export type { AssessmentDetailSlots } from './components/assessment-detail-dialog';
export { RecentAssessment } from './components/recent-assessment';
export { inputFromAssessment } from './lib/assessment-view';
export { AssessmentLabel } from './components/assessment-label';
export { useVerifications, verificationsQueryKey } from './api/get-verifications';
