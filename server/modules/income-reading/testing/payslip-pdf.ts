/**
 * Tests only (issue 23): an income document as a digital PDF, as payroll software prints one:
 * a line of text, or a label with up to two amounts (this period, year to date) in the
 * document's own number format (Intl's for `locale`).
 */
export type PayslipRow = string | [label: string, ...amounts: number[]];

/**
 * An amount as the document prints it, in its locale's format. Intl's French group separator is a
 * narrow no-break space, which Helvetica (WinAnsi) cannot draw; payroll software prints a no-break
 * space there, as here.
 */
export const payslipMoney = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value).replace(/\u202f/g, '\u00a0');

export async function payslipPdf(rows: readonly PayslipRow[], locale: string): Promise<Uint8Array> {
  // Loaded here, not at the top: server code imports pdfkit only where it is used (ADR 072).
  const { default: PDFDocument } = await import('pdfkit');
  const money = (value: number) => payslipMoney(value, locale);
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) => doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))));
  doc.font('Helvetica').fontSize(10);
  let y = 50;
  for (const row of rows) {
    if (typeof row === 'string') {
      doc.text(row, 50, y);
    } else {
      const [label, ...amounts] = row;
      doc.text(label, 50, y);
      amounts.forEach((amount, column) => doc.text(money(amount), 330 + column * 110, y, { width: 100, align: 'right' }));
    }
    y += 16;
  }
  doc.end();
  return done;
}
