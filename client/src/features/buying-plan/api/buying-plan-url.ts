/** The plan's address under its assessment (issue 24, ADR 085). */
export const buyingPlanUrl = (assessmentId: string, suffix = '') => `/api/assessments/${encodeURIComponent(assessmentId)}/buying-plan${suffix}`;
