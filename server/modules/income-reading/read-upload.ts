import type { DocumentType } from '../../../core/constants';
import { INCOME_DOCUMENT_TYPES, type DocumentMimeType, type DocumentReading, type ReadingStatus } from '../../../core/schemas/documents';
import { imageSize, isPagePicture } from './image-size';
import type { OcrReader } from './ocr';
import { ocrLanguagesFor } from './ocr-languages';
import { layoutFor, type PayslipLayout } from './payslip-layouts';
import { pdfPageImages } from './pdf-images';
import { MAX_PAGES, pdfTextLayer } from './pdf-text';
import { readIncomeDocument } from './read-payslip';

const isIncomeDocument = (type: DocumentType) => (INCOME_DOCUMENT_TYPES as readonly DocumentType[]).includes(type);

/** Characters of text read at most: a payslip is a page or two, an annual statement a few. */
const MAX_TEXT_CHARACTERS = 200_000;
/** Fewer printed characters than this is no text layer (a scan, perhaps with a stray page number). */
const MIN_TEXT_CHARACTERS = 20;

export interface IncomeFile {
  documentType: DocumentType;
  mimeType: DocumentMimeType;
  residenceCountry: string | null;
  /** The applicant's name as the account holds it, looked for on the document. */
  holderName: string | null;
}

/** What the upload stores: the reading, and whether one is still to come (ZDocument.readingStatus). */
export interface UploadReading {
  readingStatus: ReadingStatus | null;
  reading: DocumentReading | null;
}

const NOT_READ: UploadReading = { readingStatus: null, reading: null };
const NOTHING_READ: UploadReading = { readingStatus: 'done', reading: null };
/** A photo or a scan: read by OCR in a queued job (QUEUES.documentReading), not during the upload. */
const FOR_OCR: UploadReading = { readingStatus: 'pending', reading: null };

/** The layout an income document of this residence country is read by; undefined when it is not read at all. */
function layoutOf(file: Pick<IncomeFile, 'documentType' | 'residenceCountry'>): PayslipLayout | undefined {
  return isIncomeDocument(file.documentType) && file.residenceCountry ? layoutFor(file.residenceCountry) : undefined;
}

/**
 * An uploaded income document, read while it is uploaded when that is quick: a digital PDF through
 * its text layer (~10 ms a page). A photo (JPEG, PNG) or a scanned PDF (no text layer) is left
 * `pending` for OCR, which takes seconds: the upload does not wait for it. Not read (status null):
 * a type that carries no income, or a residence country without a layout. A reading that fails, a
 * damaged file, a picture too small or too large to be a page: `done` with nothing read. Reading
 * never fails the upload: the document is stored either way and a broker can still look at it.
 */
export async function readIncomeUpload(
  file: IncomeFile,
  /** The stored file's bytes, loaded only when the document is one to read. */
  loadBytes: () => Promise<Uint8Array>,
): Promise<UploadReading> {
  const layout = layoutOf(file);
  if (!layout) return NOT_READ;
  const canOcr = ocrLanguagesFor(layout.locales).length > 0;
  try {
    const bytes = await loadBytes();
    if (file.mimeType === 'application/pdf') {
      const { text, pageCount } = await pdfTextLayer(bytes);
      if (text.replace(/\s+/g, '').length >= MIN_TEXT_CHARACTERS) return { readingStatus: 'done', reading: readText(text, layout, file, 'text') };
      // No text layer: a scan, whose pages OCR reads; an empty or over-long file is nothing to read.
      return canOcr && pageCount >= 1 && pageCount <= MAX_PAGES ? FOR_OCR : NOTHING_READ;
    }
    return canOcr && isPagePicture(imageSize(bytes)) ? FOR_OCR : NOTHING_READ;
  } catch {
    // Damaged, encrypted, or anything else the reader trips on: the document is kept, unread.
    return NOTHING_READ;
  }
}

/**
 * A photo or scanned PDF read by OCR (the queued job): its pictures, in the residence country's
 * languages, then the same reader as a text PDF's. Null when nothing was found or there is no
 * picture to read; a failure (a damaged file, a stuck worker) is thrown to the job, which stores
 * the document as read with nothing found. The text is never kept or logged.
 */
export async function readIncomeByOcr(file: IncomeFile, bytes: Uint8Array, ocr: OcrReader): Promise<DocumentReading | null> {
  const layout = layoutOf(file);
  const languages = layout ? ocrLanguagesFor(layout.locales) : [];
  if (!layout || languages.length === 0) return null;
  const pictures = file.mimeType === 'application/pdf' ? await pdfPageImages(bytes) : isPagePicture(imageSize(bytes)) ? [bytes] : [];
  if (pictures.length === 0) return null;
  return readText(await ocr.read(pictures, languages), layout, file, 'ocr');
}

function readText(text: string, layout: PayslipLayout, file: IncomeFile, method: DocumentReading['method']): DocumentReading | null {
  const reading = readIncomeDocument(text.slice(0, MAX_TEXT_CHARACTERS), layout.country, { expectedName: file.holderName ?? undefined });
  if (!reading) return null;
  const foundAnything = reading.net !== null || reading.gross !== null || reading.period !== null || reading.employer !== null;
  return foundAnything ? { method, ...reading } : null;
}
