/**
 * A few layout pieces for a document of several pages drawn with pdfkit (the bank dossier, issue
 * 23): headings, label/value rows, paragraphs, a boxed notice, tables whose header repeats on a
 * new page, and a footer on every page. Each piece measures itself first and starts a new page
 * when it would not fit, so a row or a table row is never split across pages.
 */
export interface PdfColours {
  ink: string;
  muted: string;
  accent: string;
}

export interface TableColumn {
  title: string;
  /** A share of the text width. */
  width: number;
  align: 'left' | 'right';
}

/** Points: the label column, where values start, the space after a row, the padding inside a box. */
const LABEL_WIDTH = 165;
const VALUE_X = 175;
const ROW_GAP = 5;
const BOX_PADDING = 10;
const WARNING_BORDER = '#b45309';
const WARNING_FILL = '#fffbeb';
const NOTICE_FILL = '#f0fdfa';
const RULE = '#e5e7eb';

export function createPdfLayout(doc: PDFKit.PDFDocument, text: (value: string) => string, colours: PdfColours) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  /** A new page when `height` more points would not fit on this one; true when one was started. */
  const ensure = (height: number) => {
    if (doc.y + height <= bottom()) return false;
    doc.addPage();
    doc.x = left;
    return true;
  };

  const layout = {
    gap(points: number) {
      doc.y += points;
    },

    /** The brand, the title and a line under them. */
    brand(brand: string, title: string, subtitle: string) {
      doc.font('bold').fontSize(22).fillColor(colours.accent).text(text(brand), left, doc.page.margins.top);
      doc.moveDown(0.2).fontSize(18).fillColor(colours.ink).text(text(title), { width });
      doc.moveDown(0.2).font('regular').fontSize(10).fillColor(colours.muted).text(text(subtitle), { width });
      doc.moveDown(0.6);
      doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(1).strokeColor(colours.accent).stroke();
      doc.moveDown(0.8);
    },

    /** A box in the accent colour with a bold title: what nobody must miss. */
    notice(title: string, body: string) {
      const inner = width - 2 * BOX_PADDING;
      doc.font('bold').fontSize(13);
      const titleHeight = doc.heightOfString(text(title), { width: inner });
      doc.font('regular').fontSize(9.5);
      const bodyHeight = doc.heightOfString(text(body), { width: inner });
      const height = titleHeight + 4 + bodyHeight + 2 * BOX_PADDING;
      ensure(height);
      const top = doc.y;
      doc.roundedRect(left, top, width, height, 6).lineWidth(1.5).fillAndStroke(NOTICE_FILL, colours.accent);
      doc.font('bold').fontSize(13).fillColor(colours.accent).text(text(title), left + BOX_PADDING, top + BOX_PADDING, { width: inner });
      doc.font('regular').fontSize(9.5).fillColor(colours.ink).text(text(body), left + BOX_PADDING, top + BOX_PADDING + titleHeight + 4, { width: inner });
      doc.x = left;
      doc.y = top + height + 10;
    },

    /** A warning box (ESIS section 3's foreign-currency warning): a bold title and its lines. */
    warning(title: string, lines: string[]) {
      const inner = width - 2 * BOX_PADDING;
      doc.font('bold').fontSize(10.5);
      const titleHeight = doc.heightOfString(text(title), { width: inner });
      doc.font('regular').fontSize(9.5);
      const heights = lines.map((line) => doc.heightOfString(text(line), { width: inner }));
      const height = titleHeight + heights.reduce((sum, h) => sum + h + 3, 0) + 2 * BOX_PADDING;
      ensure(height);
      const top = doc.y + 2;
      doc.rect(left, top, width, height).lineWidth(1.2).fillAndStroke(WARNING_FILL, WARNING_BORDER);
      doc.font('bold').fontSize(10.5).fillColor(WARNING_BORDER).text(text(title), left + BOX_PADDING, top + BOX_PADDING, { width: inner });
      let y = top + BOX_PADDING + titleHeight + 3;
      lines.forEach((line, index) => {
        doc.font('regular').fontSize(9.5).fillColor(colours.ink).text(text(line), left + BOX_PADDING, y, { width: inner });
        y += heights[index] + 3;
      });
      doc.x = left;
      doc.y = top + height + 8;
    },

    /** A section's title, kept with at least a row of what follows it. */
    heading(title: string) {
      doc.font('bold').fontSize(13.5);
      const height = doc.heightOfString(text(title), { width });
      if (!ensure(height + 50)) doc.y += 10;
      doc.fillColor(colours.accent).text(text(title), left, doc.y, { width });
      doc.moveTo(left, doc.y + 2).lineTo(left + width, doc.y + 2).lineWidth(0.6).strokeColor(colours.accent).stroke();
      doc.x = left;
      doc.y += 8;
    },

    /** A numbered ESIS section within the offer. */
    subheading(title: string) {
      doc.font('bold').fontSize(11);
      const height = doc.heightOfString(text(title), { width });
      if (!ensure(height + 36)) doc.y += 6;
      doc.fillColor(colours.ink).text(text(title), left, doc.y, { width });
      doc.x = left;
      doc.y += 4;
    },

    /** One label and its value; the row is as tall as the taller of the two (either may wrap). */
    row(label: string, value: string, { emphasise = false, link }: { emphasise?: boolean; link?: string } = {}) {
      const valueWidth = width - VALUE_X;
      doc.font('regular').fontSize(9);
      const labelHeight = doc.heightOfString(text(label), { width: LABEL_WIDTH });
      doc.font(emphasise ? 'bold' : 'regular').fontSize(emphasise ? 11.5 : 10);
      const valueHeight = doc.heightOfString(text(value), { width: valueWidth });
      ensure(Math.max(labelHeight, valueHeight));
      const y = doc.y;
      doc.font('regular').fontSize(9).fillColor(colours.muted).text(text(label), left, y + 1.5, { width: LABEL_WIDTH });
      doc.font(emphasise ? 'bold' : 'regular').fontSize(emphasise ? 11.5 : 10);
      doc.fillColor(colours.ink).text(text(value), left + VALUE_X, y, { width: valueWidth, ...(link ? { link } : {}) });
      doc.x = left;
      doc.y = y + Math.max(labelHeight, valueHeight) + ROW_GAP;
    },

    paragraph(body: string, { size = 9.5, colour = colours.ink, bold = false }: { size?: number; colour?: string; bold?: boolean } = {}) {
      doc.font(bold ? 'bold' : 'regular').fontSize(size);
      const height = doc.heightOfString(text(body), { width });
      ensure(Math.min(height, bottom() - doc.page.margins.top));
      doc.fillColor(colour).text(text(body), left, doc.y, { width });
      doc.x = left;
      doc.y += 4;
    },

    /** A table: a header row, then the rows, the header again at the top of each new page. */
    table(columns: TableColumn[], rows: string[][]) {
      const size = 8.8;
      const xs: number[] = [];
      let x = left;
      for (const column of columns) {
        xs.push(x);
        x += column.width * width;
      }
      const cellWidth = (index: number) => columns[index].width * width - 6;
      const heightOf = (cells: string[], font: 'regular' | 'bold') => {
        doc.font(font).fontSize(size);
        return Math.max(...cells.map((cell, index) => doc.heightOfString(text(cell), { width: cellWidth(index) })));
      };
      const draw = (cells: string[], font: 'regular' | 'bold', colour: string) => {
        const height = heightOf(cells, font);
        const y = doc.y;
        cells.forEach((cell, index) => {
          doc.font(font).fontSize(size).fillColor(colour).text(text(cell), xs[index], y, { width: cellWidth(index), align: columns[index].align });
        });
        doc.y = y + height + 3;
        doc.moveTo(left, doc.y - 1.5).lineTo(left + width, doc.y - 1.5).lineWidth(0.4).strokeColor(RULE).stroke();
        doc.x = left;
      };
      const titles = columns.map((column) => column.title);
      const header = () => draw(titles, 'bold', colours.muted);
      ensure(heightOf(titles, 'bold') + heightOf(rows[0] ?? titles, 'regular') + 8);
      header();
      for (const cells of rows) {
        if (ensure(heightOf(cells, 'regular') + 3)) header();
        draw(cells, 'regular', colours.ink);
      }
      doc.y += 4;
    },

    /** A line at the foot of every page ("page 2 of 5"), once the content is drawn (the pages are buffered). */
    footers(line: (page: number, pages: number) => string) {
      const range = doc.bufferedPageRange();
      for (let index = range.start; index < range.start + range.count; index++) {
        doc.switchToPage(index);
        // Drawn in the bottom margin: with the margin set aside for it, pdfkit adds no page.
        const margin = doc.page.margins.bottom;
        doc.page.margins.bottom = 0;
        doc
          .font('regular')
          .fontSize(8)
          .fillColor(colours.muted)
          .text(text(line(index - range.start + 1, range.count)), left, doc.page.height - margin + 24, { width, align: 'center', lineBreak: false });
        doc.page.margins.bottom = margin;
      }
    },
  };
  return layout;
}

export type PdfLayout = ReturnType<typeof createPdfLayout>;
