import { isPagePicture, MAX_PIXELS } from './image-size';
import { loadUnpdf, MAX_PAGES } from './pdf-text';

/**
 * The pictures of a scanned PDF's pages, for OCR (ADR 082). pdf.js 5 cannot render a page on
 * Node 20 without a canvas package, and a scan needs no rendering: each page is a picture placed
 * on it, which pdf.js decodes (JPEG, JBIG2, CCITT, Flate ...) into pixels. Each is handed to
 * Tesseract as a greyscale PGM (a header and the bytes: no encoder needed), which its image
 * library (Leptonica) reads as it is. Text drawn as vectors on a page without a text layer is not
 * seen.
 */

/** Pages read by OCR at most: a payslip is a page or two, and an annual statement has its figures first. */
export const MAX_OCR_PAGES = 3;

/** pdf.js's ImageKind. */
const GRAYSCALE_1BPP = 1;
const RGB_24BPP = 2;
const RGBA_32BPP = 3;

interface DecodedImage {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

interface PdfPage {
  objs: { get(id: string, callback: (value: unknown) => void): void };
  commonObjs: { get(id: string, callback: (value: unknown) => void): void };
  getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[][] }>;
  cleanup(): void;
}

/** The page pictures worth reading of the first MAX_OCR_PAGES pages, as PGM files; none for a longer file. */
export async function pdfPageImages(bytes: Uint8Array): Promise<Uint8Array[]> {
  const { getDocumentProxy, getResolvedPDFJS } = await loadUnpdf();
  const { OPS } = await getResolvedPDFJS();
  // Pixels, not an ImageBitmap (there is no OffscreenCanvas on Node); no picture above MAX_PIXELS
  // (a 300-dpi A4 page is 8.7 million) is decoded.
  const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, maxImageSize: MAX_PIXELS, isOffscreenCanvasSupported: false });
  try {
    if (document.numPages > MAX_PAGES) return [];
    const pictures: Uint8Array[] = [];
    for (let number = 1; number <= Math.min(document.numPages, MAX_OCR_PAGES); number++) {
      const page = (await document.getPage(number)) as unknown as PdfPage;
      const operators = await page.getOperatorList();
      for (let index = 0; index < operators.fnArray.length; index++) {
        const operator = operators.fnArray[index];
        const [argument] = operators.argsArray[index] ?? [];
        let image: unknown = null;
        if (operator === OPS.paintImageXObject && typeof argument === 'string') image = await objectOf(page, argument);
        else if (operator === OPS.paintInlineImageXObject) image = argument;
        const picture = isDecodedImage(image) ? greyscalePgm(image) : null;
        if (picture) pictures.push(picture);
      }
      page.cleanup();
    }
    return pictures;
  } finally {
    await document.destroy();
  }
}

function objectOf(page: PdfPage, id: string): Promise<unknown> {
  // Pictures used on several pages are the document's ("g_" ids), the others the page's.
  return new Promise((resolve) => (id.startsWith('g_') ? page.commonObjs : page.objs).get(id, resolve));
}

function isDecodedImage(value: unknown): value is DecodedImage {
  const image = value as Partial<DecodedImage> | null;
  const hasPixels = image?.data instanceof Uint8Array || image?.data instanceof Uint8ClampedArray;
  return hasPixels && typeof image?.width === 'number' && typeof image.height === 'number' && typeof image.kind === 'number';
}

/**
 * A greyscale PGM (binary, P5) of a decoded picture; null for one too small to be a page or of a
 * kind pdf.js does not give (a mask). Colour is turned to grey as Tesseract would (luma), and
 * transparency laid on white paper.
 */
export function greyscalePgm(image: DecodedImage): Uint8Array | null {
  const { width, height, kind, data } = image;
  if (!isPagePicture({ width, height })) return null;
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const out = new Uint8Array(header.length + width * height);
  out.set(header);
  let at = header.length;
  if (kind === GRAYSCALE_1BPP) {
    // Rows padded to whole bytes; a set bit is white (pdf.js has applied the image's Decode array).
    const rowBytes = Math.ceil(width / 8);
    if (data.length < rowBytes * height) return null;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) out[at++] = data[y * rowBytes + (x >> 3)] & (0x80 >> (x & 7)) ? 255 : 0;
    }
    return out;
  }
  const channels = kind === RGB_24BPP ? 3 : kind === RGBA_32BPP ? 4 : 0;
  if (channels === 0 || data.length < width * height * channels) return null;
  for (let pixel = 0, from = 0; pixel < width * height; pixel++, from += channels) {
    const grey = (data[from] * 299 + data[from + 1] * 587 + data[from + 2] * 114) / 1000;
    const alpha = channels === 4 ? data[from + 3] / 255 : 1;
    out[at++] = Math.round(grey * alpha + 255 * (1 - alpha));
  }
  return out;
}
