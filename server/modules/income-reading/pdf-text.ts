import { loadOnFirstUse } from '../../load-on-first-use';

/** unpdf (pdf.js built for servers), imported with the first document read (ADR 072, ADR 082). */
const loadUnpdf = loadOnFirstUse(() => import('unpdf'));
const MAX_PAGES = 10;

/**
 * The text layer of a digital PDF, a line per printed line, pages one after another: what a
 * payroll system's payslip carries. An empty string for a scan (its pages are pictures: OCR reads
 * those). Nothing leaves the server, and nothing of the text is logged.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await loadUnpdf();
  // pdf.js takes ownership of the buffer it is given: a copy keeps the caller's bytes usable.
  // Verbosity 0: pdf.js's warnings about a damaged file go to the console, not to our log; the
  // reading says what it found either way.
  const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    // A payslip is a page or two and an annual statement a few: a long file is something else,
    // and reading it would hold the upload's request for nothing.
    if (document.numPages > MAX_PAGES) return '';
    const { text } = await extractText(document, { mergePages: true });
    return text;
  } finally {
    await document.destroy();
  }
}
