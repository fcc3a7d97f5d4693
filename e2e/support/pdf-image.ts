import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { Language } from '@core/languages';
import { createOcrReader } from '../../server/modules/income-reading/ocr';

/**
 * A PDF as a person sees it, and the words they would read on it (issue 25): the first page is
 * drawn by pdf.js in Chromium itself, onto a canvas, with the fonts the PDF embeds (not a font of
 * this machine), and the picture is read back by Tesseract. A check on the picture, not on the
 * PDF's text layer: a font without ł or ř draws nothing (or a box) where the text layer still
 * says the letter.
 */

const require = createRequire(import.meta.url);

/** pdf.js as the unpdf package bundles it (one ES module, its worker inlined): what the server reads PDFs with. */
const PDFJS_MODULE = join(dirname(require.resolve('unpdf')), 'pdfjs.mjs');

/** The little of pdf.js's API used here. */
interface PdfJs {
  getDocument(source: { data: Uint8Array }): { promise: Promise<{ getPage(number: number): Promise<PdfPage> }> };
}
interface PdfPage {
  getViewport(options: { scale: number }): { width: number; height: number };
  render(options: { canvas: HTMLCanvasElement; canvasContext: CanvasRenderingContext2D; viewport: unknown }): { promise: Promise<void> };
}

/**
 * The page pdf.js draws on: the module is loaded by the page itself (a dynamic import inside
 * page.evaluate would be rewritten by vitest's transform, which the browser does not know).
 */
const PAGE = `<!doctype html><title>PDF</title><canvas id="page"></canvas>
<script type="module">import * as pdfjs from '/pdf.mjs'; window.pdfjs = pdfjs;</script>`;

/** A made-up origin, answered by the route below alone: the page loads nothing from any network. */
const RENDER_ORIGIN = 'https://pdf-render.invalid';

/**
 * Page `pageNumber` of `pdf` drawn by pdf.js in Chromium at `scale` (1: 72 dpi; 3 makes A4
 * 1785 px wide, which OCR reads well), on white, as PNG bytes.
 */
export async function renderPdfPage(browser: Browser, pdf: Buffer, { pageNumber = 1, scale = 3 } = {}): Promise<Buffer> {
  const context = await browser.newContext();
  try {
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== RENDER_ORIGIN) return route.abort();
      if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: PAGE });
      if (url.pathname === '/pdf.mjs') return route.fulfill({ contentType: 'text/javascript', body: readFileSync(PDFJS_MODULE) });
      if (url.pathname === '/document.pdf') return route.fulfill({ contentType: 'application/pdf', body: pdf });
      return route.fulfill({ status: 404 });
    });
    const page = await context.newPage();
    await page.goto(`${RENDER_ORIGIN}/`);
    await page.waitForFunction(() => 'pdfjs' in window);
    const dataUrl = await page.evaluate(
      async ({ pageNumber, scale }) => {
        const { pdfjs } = window as unknown as { pdfjs: PdfJs };
        const data = new Uint8Array(await (await fetch('/document.pdf')).arrayBuffer());
        const pdfDocument = await pdfjs.getDocument({ data }).promise;
        const pdfPage = await pdfDocument.getPage(pageNumber);
        const viewport = pdfPage.getViewport({ scale });
        const canvas = document.getElementById('page') as HTMLCanvasElement;
        canvas.width = Math.ceil(viewport.width);
        canvas.height = Math.ceil(viewport.height);
        const canvasContext = canvas.getContext('2d')!;
        canvasContext.fillStyle = '#ffffff';
        canvasContext.fillRect(0, 0, canvas.width, canvas.height);
        await pdfPage.render({ canvas, canvasContext, viewport }).promise;
        return canvas.toDataURL('image/png');
      },
      { pageNumber, scale },
    );
    return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  } finally {
    await context.close();
  }
}

/**
 * Tesseract's model for each interface language a journey reads a picture in: the
 * `@tesseract.js-data/<code>` packages (installed with the project, never fetched at run time).
 */
export const OCR_MODEL = { en: 'eng', fr: 'fra', de: 'deu', pl: 'pol', hu: 'hun', cs: 'ces' } as const satisfies Partial<Record<Language, string>>;

/**
 * The text Tesseract reads on a picture (PNG bytes), with the language's model: the product's own
 * reader (server/modules/income-reading/ocr.ts), ended once the picture is read.
 */
export async function readImageText(png: Buffer, model: string): Promise<string> {
  const reader = createOcrReader({ idleMs: 0, timeoutMs: 60_000 });
  try {
    return await reader.read([png], [model]);
  } finally {
    await reader.close();
  }
}
