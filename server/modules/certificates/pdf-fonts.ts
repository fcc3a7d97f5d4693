import { existsSync, readFileSync } from 'node:fs';
import type * as fontkit from 'fontkit';
import { loadOnFirstUse } from '../../load-on-first-use';
import { fromRoot } from '../../paths';

/**
 * pdfkit and fontkit, imported with the first certificate: ~30 MB resident that a process
 * drawing none never needs (ADR 072).
 */
export const loadPdfKit = loadOnFirstUse(async () => ({ PDFDocument: (await import('pdfkit')).default, fontkit: await import('fontkit') }));

/**
 * The certificate's font. pdfkit's built-in Helvetica is WinAnsi-encoded and lacks Romanian's
 * ș ț ă (and →), so a Unicode TrueType font is embedded when one is found, in this order:
 * PDF_FONT_PATH (+ PDF_FONT_BOLD_PATH) from the environment; the DejaVu Sans the product installs
 * (npm dejavu-fonts-ttf, ADR 088); DejaVu Sans, then Liberation Sans, at the paths Debian/Ubuntu
 * (fonts-dejavu-core, fonts-liberation), Fedora and Arch use. Without any, the certificate falls back to
 * Helvetica with the text transliterated (ș -> s, ț -> t, ă -> a, → -> ->): still correct and
 * readable, only without the diacritics Helvetica cannot draw.
 *
 * A font file is parsed once per process (by fontkit, the parser pdfkit itself uses) and the
 * parsed font is handed to every certificate (issue 20): given the file's bytes, pdfkit parsed
 * its tables again for each PDF, ~12 MB of garbage and ~200 ms of CPU per certificate with DejaVu
 * Sans, most of what a busy server's heap had to absorb. pdfkit keeps what belongs to a document
 * (the glyphs it draws, their widths) in its own objects; see forgetDrawnGlyphs for the one thing
 * fontkit keeps across documents.
 */
export interface PdfFonts {
  regular: ParsedFont | 'Helvetica';
  bold: ParsedFont | 'Helvetica-Bold';
  /** false: the text must be passed through toWinAnsi first. */
  isUnicode: boolean;
  /** Where the font came from (for the log). */
  source: string;
}

/**
 * The product's own copy first (the dejavu-fonts-ttf package, issue 25): Polish, Hungarian, Czech,
 * Slovak, Croatian, Slovenian and Bulgarian certificates need ł ő ű ř č ť ž đ and Cyrillic, and a
 * machine without the system's fonts would otherwise fall back to Helvetica, which has none.
 */
const CANDIDATES: ReadonlyArray<{ regular: string; bold: string }> = [
  { regular: fromRoot('node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf'), bold: fromRoot('node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf') },
  { regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf' },
  { regular: '/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf', bold: '/usr/share/fonts/dejavu-sans-fonts/DejaVuSans-Bold.ttf' },
  { regular: '/usr/share/fonts/TTF/DejaVuSans.ttf', bold: '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf' },
  { regular: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', bold: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf' },
  { regular: '/usr/share/fonts/liberation-sans/LiberationSans-Regular.ttf', bold: '/usr/share/fonts/liberation-sans/LiberationSans-Bold.ttf' },
];

/** Exported for tests that read the drawn text back (WinAnsi text is plain in the content stream). */
export const HELVETICA: PdfFonts = { regular: 'Helvetica', bold: 'Helvetica-Bold', isUnicode: false, source: 'Helvetica (built in, transliterated)' };

/** A font as fontkit parsed it; pdfkit takes it wherever it takes a font file (it has `layout`). */
export type ParsedFont = fontkit.Font & { layout: (...args: never[]) => unknown; hasGlyphForCodePoint: (codePoint: number) => boolean };

/** pdfkit's types know only files and names; at run time it accepts a parsed font too. */
export const asFontSource = (font: PdfFonts['regular'] | PdfFonts['bold']) => font as unknown as string;

/** Letters of every language offered that a usable font must have (Romanian, the issue 25 languages, Cyrillic). */
export const LETTERS_TO_DRAW = 'ș ț ă â î ł ą ę ő ű ř č ť ž ľ ŕ đ ђ Ж щ ъ ß €';

/** A font file pdfkit can actually use (exists, parses, has every letter the languages need), parsed. */
function loadable(path: string, { PDFDocument, fontkit }: Awaited<ReturnType<typeof loadPdfKit>>): ParsedFont | null {
  try {
    if (!existsSync(path)) return null;
    const data = readFileSync(path);
    const font = fontkit.create(data) as ParsedFont;
    // A collection (.ttc) has no layout(): pdfkit could not draw with it.
    if (typeof font.layout !== 'function') return null;
    const probe = new PDFDocument({ autoFirstPage: true });
    if (![...LETTERS_TO_DRAW.replace(/ /g, '')].every((letter) => font.hasGlyphForCodePoint(letter.codePointAt(0)!))) return null;
    probe.font(data).text(LETTERS_TO_DRAW);
    probe.end();
    return font;
  } catch {
    return null;
  }
}

/**
 * fontkit keeps every glyph it has made, with the characters it was first made for, and pdfkit
 * writes a document's /ToUnicode map (what copying text or a screen reader reads) from those:
 * after a document drew "ș" as s + comma, another's "s" would read back as "ș", or as nothing.
 * Each document therefore starts with no glyphs made; the parsed tables (the costly part) stay.
 * A certificate is drawn in one synchronous run, so no other document uses the font meanwhile.
 */
export function forgetDrawnGlyphs(fonts: PdfFonts) {
  for (const font of [fonts.regular, fonts.bold]) {
    if (typeof font !== 'string') (font as unknown as { _glyphs: Record<number, unknown> })._glyphs = {};
  }
}

/**
 * A new A4 document with the fonts registered as 'regular' and 'bold', and its bytes once it is
 * ended. The caller draws from here to `doc.end()` in one synchronous run (forgetDrawnGlyphs).
 */
export async function openPdfDocument(fonts: PdfFonts, options: PDFKit.PDFDocumentOptions): Promise<{ doc: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  const { PDFDocument } = await loadPdfKit();
  const doc = new PDFDocument({ size: 'A4', ...options });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  forgetDrawnGlyphs(fonts);
  doc.registerFont('regular', asFontSource(fonts.regular));
  doc.registerFont('bold', asFontSource(fonts.bold));
  return { doc, done };
}

/** Resolved on first use (reads and probes the font files), then kept. */
export function lazyPdfFonts(configured: { regular?: string; bold?: string } = {}): () => Promise<PdfFonts> {
  return loadOnFirstUse(() => resolvePdfFonts(configured));
}

export async function resolvePdfFonts(configured: { regular?: string; bold?: string } = {}): Promise<PdfFonts> {
  const kit = await loadPdfKit();
  const choices = configured.regular ? [{ regular: configured.regular, bold: configured.bold ?? configured.regular }, ...CANDIDATES] : CANDIDATES;
  for (const choice of choices) {
    const regular = loadable(choice.regular, kit);
    if (!regular) continue;
    return { regular, bold: loadable(choice.bold, kit) ?? regular, isUnicode: true, source: choice.regular };
  }
  return HELVETICA;
}

// Characters above U+00FF that WinAnsi (Windows-1252) still encodes, so Helvetica draws them.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const REPLACEMENTS: Record<string, string> = { '→': '->', '\u2009': ' ', '\u202f': '\u00a0', '\u2212': '-', '\u2011': '-' };

/** Text Helvetica can draw: Latin-1 and WinAnsi kept, other letters without their marks. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0xff || WIN_ANSI_EXTRA.has(char)) out += char;
    else if (REPLACEMENTS[char] !== undefined) out += REPLACEMENTS[char];
    else {
      const bare = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += [...bare].every((c) => (c.codePointAt(0) ?? 0) <= 0xff) ? bare : '?';
    }
  }
  return out;
}
