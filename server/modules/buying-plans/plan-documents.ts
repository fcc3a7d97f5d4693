import type { BuyingPlanAnswer } from '../../../core/schemas/buying-plans';
import type { DocumentChecklist } from '../../../core/schemas/documents';

/**
 * The documents module's checklist (documents.service.ts, systemChecklist), injected: for one
 * bank when `bankId` is set, else the assessment's own (its recommended banks, else its
 * country's); null when the assessment is gone.
 */
export type ChecklistOf = (assessmentId: string, bankId: number | null) => Promise<DocumentChecklist | null>;

/**
 * What the plan still waits for on paper: each type the bank asks for with no upload waiting for
 * review or accepted (`required`), and each other type uploaded whose every upload was rejected
 * (`required: false`: the person sent it, it must be replaced). Order of the checklist.
 */
export function missingDocuments(checklist: DocumentChecklist | null): BuyingPlanAnswer['missingDocuments'] {
  if (!checklist) return [];
  return checklist.items
    .filter((item) => (item.isRequested ? item.isMissing : item.documents.length > 0 && item.documents.every((document) => document.status === 'rejected')))
    .map((item) => ({ type: item.documentType, required: item.isRequested }));
}
