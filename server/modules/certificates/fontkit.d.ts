/**
 * The little of fontkit (pdfkit's own font parser) the certificate uses: parsing a font file once
 * (pdf-fonts.ts). fontkit ships no types; pdfkit lays the parsed font out itself.
 */
declare module 'fontkit' {
  export interface Font {
    postscriptName: string;
    unitsPerEm: number;
  }
  /** A font file's bytes, parsed (tables are read on first use and kept). */
  export function create(buffer: Buffer, postscriptName?: string): Font;
}
