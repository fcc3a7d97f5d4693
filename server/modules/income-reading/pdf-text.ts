import { loadOnFirstUse } from '../../load-on-first-use';

/** unpdf (pdf.js built for servers), imported with the first document read (ADR 072, ADR 082). */
export const loadUnpdf = loadOnFirstUse(() => import('unpdf'));
/** A payslip is a page or two and an annual statement a few: a longer file is something else. */
export const MAX_PAGES = 10;

/**
 * The text layer of a digital PDF, a line per printed line, pages one after another, and its
 * number of pages: what a payroll system's payslip carries. The text is empty for a scan (its pages
 * are pictures: OCR reads those, pdf-images.ts) and for a file of more than MAX_PAGES pages (reading
 * it would hold the upload's request for nothing). Nothing leaves the server, and nothing of the
 * text is logged.
 */
export async function pdfTextLayer(bytes: Uint8Array): Promise<{ text: string; pageCount: number }> {
  const { extractText, getDocumentProxy } = await loadUnpdf();
  // pdf.js takes ownership of the buffer it is given: a copy keeps the caller's bytes usable.
  // Verbosity 0: pdf.js's warnings about a damaged file go to the console, not to our log; the
  // reading says what it found either way.
  const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const pageCount = document.numPages;
    if (pageCount > MAX_PAGES) return { text: '', pageCount };
    const { text } = await extractText(document, { mergePages: true });
    return { text, pageCount };
  } finally {
    await document.destroy();
  }
}

/** The text layer alone (pdfTextLayer). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfTextLayer(bytes)).text;
}
