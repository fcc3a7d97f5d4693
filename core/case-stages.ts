/**
 * Issue 24 item 4: the stages of a case on the broker's pipeline board, in order. A submitted
 * assessment starts at `new`; `completed` and `lost` end it. The review status (core/constants
 * ASSESSMENT_STATUSES) stays the broker's verdict on the assessment; the stage is where the
 * purchase stands after it.
 */
export const CASE_STAGES = ['new', 'documents', 'submitted_to_bank', 'offer', 'signing', 'completed', 'lost'] as const;
export type CaseStage = (typeof CASE_STAGES)[number];
