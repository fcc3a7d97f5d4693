import type { DocumentType } from '../../../core/constants';
import { INCOME_DOCUMENT_TYPES, type DocumentMimeType, type DocumentReading } from '../../../core/schemas/documents';
import { pdfText } from './pdf-text';
import { readIncomeDocument } from './read-payslip';

const isIncomeDocument = (type: DocumentType) => (INCOME_DOCUMENT_TYPES as readonly DocumentType[]).includes(type);

/** Characters of text read at most: a payslip is a page or two, an annual statement a few. */
const MAX_TEXT_CHARACTERS = 200_000;

/**
 * What an uploaded income document says, read by its residence country's layout; null when the
 * type carries no income, the file is a picture (OCR comes later), its country has no layout, the
 * PDF cannot be read (damaged, encrypted) or nothing at all was found on it. A reading that fails
 * never fails the upload: the document is stored either way and a broker can still look at it.
 */
export async function readIncomeUpload(
  file: { documentType: DocumentType; mimeType: DocumentMimeType; residenceCountry: string | null; holderName: string | null },
  /** The stored file's bytes, loaded only when the document is one to read. */
  loadBytes: () => Promise<Uint8Array>,
): Promise<DocumentReading | null> {
  if (!isIncomeDocument(file.documentType) || file.mimeType !== 'application/pdf' || !file.residenceCountry) return null;
  try {
    const text = (await pdfText(await loadBytes())).slice(0, MAX_TEXT_CHARACTERS);
    const reading = readIncomeDocument(text, file.residenceCountry, { expectedName: file.holderName ?? undefined });
    if (!reading) return null;
    const foundAnything = reading.net !== null || reading.gross !== null || reading.period !== null || reading.employer !== null;
    return foundAnything ? { method: 'text', ...reading } : null;
  } catch {
    // Damaged, encrypted, or anything else the reader trips on: the document is kept, unread.
    return null;
  }
}
