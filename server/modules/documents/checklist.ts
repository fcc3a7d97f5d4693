import { z } from 'zod';
import { DOCUMENT_TYPES } from '../../../core/constants';
import type { DocumentChecklist, DocumentDto } from '../../../core/schemas/documents';
import type { BankDocuments } from './documents.repository';

const ZRecommendedBankIds = z.array(z.object({ bankId: z.number() }).loose());

/** The bank ids of an assessment's stored recommendations (engine output; tolerant of old shapes). */
export function recommendedBankIds(bankRecommendations: unknown): number[] {
  const parsed = ZRecommendedBankIds.safeParse(bankRecommendations);
  return parsed.success ? [...new Set(parsed.data.map((bank) => bank.bankId))] : [];
}

/** Counts as supplied: waiting for review or accepted. A rejected document must be replaced. */
const isSupplied = (document: DocumentDto) => document.status === 'pending' || document.status === 'accepted';

/**
 * Which documents the banks usually ask for, and which are still missing. Requested types
 * come first, then any other type the user uploaded, each in DOCUMENT_TYPES order.
 */
export function buildChecklist(input: {
  assessmentId: string;
  basis: DocumentChecklist['basis'];
  banks: readonly BankDocuments[];
  documents: readonly DocumentDto[];
}): DocumentChecklist {
  const items = DOCUMENT_TYPES.map((documentType) => {
    const requestedBy = input.banks.filter((bank) => bank.requiredDocuments.includes(documentType)).map((bank) => bank.name);
    const documents = input.documents.filter((document) => document.documentType === documentType);
    const isRequested = requestedBy.length > 0;
    return { documentType, isRequested, requestedBy, documents, isMissing: isRequested && !documents.some(isSupplied) };
  }).filter((item) => item.isRequested || item.documents.length > 0);
  const ordered = [...items.filter((item) => item.isRequested), ...items.filter((item) => !item.isRequested)];
  return {
    assessmentId: input.assessmentId,
    basis: input.basis,
    banks: input.banks.map((bank) => ({ id: bank.id, name: bank.name })),
    items: ordered,
    requestedCount: ordered.filter((item) => item.isRequested).length,
    missingCount: ordered.filter((item) => item.isMissing).length,
  };
}
