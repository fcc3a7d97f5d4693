import { existsSync } from 'node:fs';
import { payslipMoney, type PayslipRow } from './payslip-pdf';

/**
 * Tests and the bench only (issue 23): an income document as a photo or a scan would give it, the
 * rows of payslip-pdf.ts drawn as pixels (@napi-rs/canvas, a devDependency) in the same layout: a
 * line of text, or a label with its amounts right-aligned in columns, in the locale's number format.
 * The page is as tall as its rows, and a third of a page at least (a small picture: OCR time grows
 * with the pixels).
 */
export interface PayslipImageOptions {
  format?: 'png' | 'jpeg';
  /** Pixels per PDF point (595 points across A4): 1.7 is about 150 dpi, a phone photo of a page or a fax-grade scan. */
  scale?: number;
  /** A whole A4 page (842 points tall), as a photo or scan of one would be, rather than just its rows. */
  isFullPage?: boolean;
}

/** Fonts a Debian machine has (fonts-dejavu-core, fonts-liberation), as pdf-fonts.ts looks for them. */
const FONT_FILES = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', '/usr/share/fonts/TTF/DejaVuSans.ttf'];
const FAMILY = 'Payslip Sans';
let isFontRegistered = false;

export async function payslipImage(rows: readonly PayslipRow[], locale: string, { format = 'png', scale = 1.7, isFullPage = false }: PayslipImageOptions = {}): Promise<Uint8Array> {
  const { createCanvas, GlobalFonts } = await import('@napi-rs/canvas');
  if (!isFontRegistered) {
    const file = FONT_FILES.find((path) => existsSync(path));
    if (!file) throw new Error(`no font to draw a payslip with: install fonts-dejavu-core (looked in ${FONT_FILES.join(', ')})`);
    GlobalFonts.registerFromPath(file, FAMILY);
    isFontRegistered = true;
  }
  const width = Math.round(595 * scale);
  const lineHeight = 22 * scale;
  // At least a third of a page: a picture smaller than 300 pixels a side is not taken for a page.
  const height = Math.round(Math.max((rows.length + 2) * lineHeight, (isFullPage ? 842 : 280) * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#111111';
  context.font = `${Math.round(12 * scale)}px "${FAMILY}"`;
  context.textBaseline = 'top';
  let y = lineHeight;
  for (const row of rows) {
    context.textAlign = 'left';
    if (typeof row === 'string') {
      context.fillText(row, 40 * scale, y);
    } else {
      const [label, ...amounts] = row;
      context.fillText(label, 40 * scale, y);
      context.textAlign = 'right';
      amounts.forEach((amount, column) => context.fillText(payslipMoney(amount, locale), (430 + column * 110) * scale, y));
    }
    y += lineHeight;
  }
  return new Uint8Array(format === 'png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg', 85));
}

/** A scanned payslip: a PDF whose page is the picture alone (no text layer), as a scanner makes one. */
export async function scannedPayslipPdf(rows: readonly PayslipRow[], locale: string, options: PayslipImageOptions = {}): Promise<Uint8Array> {
  const picture = Buffer.from(await payslipImage(rows, locale, { format: 'jpeg', ...options }));
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) => doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))));
  doc.image(picture, 0, 0, { width: 595 });
  doc.end();
  return done;
}
