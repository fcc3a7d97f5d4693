import { DOCUMENT_TYPES, type DocumentType } from '@core/constants';
import type { BankRecommendation } from '@core/eligibility/types';

/**
 * The papers a bank wants from someone living abroad (issue 19: seeded per bank and editable by
 * the admin, so the person learns before applying which documents to have translated and which
 * apostilled or legalised). One line per treatment that has documents, each document once, in
 * the order the product lists document types.
 */
export type PaperworkKind = 'translated' | 'apostilled';

export interface PaperworkLine {
  kind: PaperworkKind;
  documents: DocumentType[];
}

const known = (documents: unknown): DocumentType[] => {
  // Guarded: a result kept from before issue 19 has no such lists.
  const listed = new Set(Array.isArray(documents) ? documents : []);
  return DOCUMENT_TYPES.filter((type) => listed.has(type));
};

export function bankPaperwork(bank: Partial<Pick<BankRecommendation, 'translatedDocuments' | 'apostilledDocuments'>>): PaperworkLine[] {
  const lines: PaperworkLine[] = [
    { kind: 'translated', documents: known(bank.translatedDocuments) },
    { kind: 'apostilled', documents: known(bank.apostilledDocuments) },
  ];
  return lines.filter((line) => line.documents.length > 0);
}
