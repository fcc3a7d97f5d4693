import { inflateSync } from 'node:zlib';

/**
 * The text a person reads on a PDF page that pdfkit wrote, for the journeys that download a
 * certificate from the running product (issue 19: the offered loan on the certificate). The
 * product embeds a Unicode TrueType font (DejaVu Sans on Debian), so glyphs are drawn as glyph
 * ids: each font's /ToUnicode CMap turns them back into characters. Helvetica (the fallback
 * without a Unicode font) is drawn as WinAnsi bytes and read as they are. A rough reader, not a
 * PDF library: one line per text-showing operator, a space where the kerning is a word gap.
 */

interface PdfObject {
  dictionary: string;
  stream: Buffer | null;
}

/** Every `N 0 obj … endobj` of the file, with its (inflated) stream. */
function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2];
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dictionary: body, stream: null });
      continue;
    }
    const dictionary = body.slice(0, streamAt);
    const raw = body.slice(streamAt + 'stream'.length).replace(/^\r?\n/, '').replace(/\r?\nendstream\s*$/, '');
    const bytes = Buffer.from(raw, 'latin1');
    let stream: Buffer = bytes;
    if (/\/FlateDecode/.test(dictionary)) {
      try {
        stream = inflateSync(bytes);
      } catch {
        stream = bytes;
      }
    }
    objects.set(Number(match[1]), { dictionary, stream });
  }
  return objects;
}

const hexToUnicode = (spaced: string) => {
  const hex = spaced.replace(/\s/g, '');
  let text = '';
  for (let at = 0; at + 4 <= hex.length; at += 4) text += String.fromCharCode(parseInt(hex.slice(at, at + 4), 16));
  return text;
};

/** A /ToUnicode CMap as glyph code -> text (bfchar and both forms of bfrange). */
function readCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) map.set(parseInt(pair[1], 16), hexToUnicode(pair[2]));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const from = parseInt(range[1], 16);
      const to = parseInt(range[2], 16);
      if (range[3].startsWith('[')) {
        [...range[3].matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach((item, index) => map.set(from + index, hexToUnicode(item[1])));
      } else {
        const start = parseInt(range[3].slice(1, -1), 16);
        for (let code = from; code <= to; code++) map.set(code, String.fromCharCode(start + code - from));
      }
    }
  }
  return map;
}

const WIN_ANSI_HIGH: Record<number, string> = { 0x80: '€', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—', 0x95: '•' };

/** The lines drawn on the PDF's pages, in drawing order. */
export function pdfText(pdf: Buffer): string {
  const objects = readObjects(pdf);
  const reference = (dictionary: string, key: string) => {
    const match = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dictionary);
    return match ? objects.get(Number(match[1])) : undefined;
  };
  // Font resource name (/F1) -> its glyph map (null: a simple WinAnsi font).
  const fonts = new Map<string, Map<number, string> | null>();
  for (const object of objects.values()) {
    const resources = /\/Font\s*<<([^>]*)>>/.exec(object.dictionary);
    if (!resources) continue;
    for (const entry of resources[1].matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const font = objects.get(Number(entry[2]));
      const toUnicode = font ? reference(font.dictionary, 'ToUnicode') : undefined;
      fonts.set(entry[1], toUnicode?.stream ? readCMap(toUnicode.stream.toString('latin1')) : null);
    }
  }
  // The pages' content streams, in page order (font files and images are streams too).
  const contents: PdfObject[] = [];
  for (const object of objects.values()) {
    if (!/\/Type\s*\/Page\b(?!s)/.test(object.dictionary)) continue;
    const listed = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(object.dictionary)?.[1] ?? '';
    for (const id of listed.matchAll(/(\d+) 0 R/g)) {
      const stream = objects.get(Number(id[1]));
      if (stream?.stream) contents.push(stream);
    }
  }
  const lines: string[] = [];
  for (const object of contents) {
    const content = object.stream!.toString('latin1');
    let glyphs: Map<number, string> | null = null;
    const decode = (hex: string) => {
      if (glyphs) {
        let text = '';
        for (let at = 0; at + 4 <= hex.length; at += 4) text += glyphs.get(parseInt(hex.slice(at, at + 4), 16)) ?? '?';
        return text;
      }
      let text = '';
      for (let at = 0; at + 2 <= hex.length; at += 2) {
        const code = parseInt(hex.slice(at, at + 2), 16);
        text += WIN_ANSI_HIGH[code] ?? String.fromCharCode(code);
      }
      return text;
    };
    for (const operation of content.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-fA-F]*>|\([^)]*\)|\s|-?[\d.]+)*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (operation[1] !== undefined) {
        glyphs = fonts.get(operation[1]) ?? null;
        continue;
      }
      if (operation[3] !== undefined) {
        lines.push(decode(operation[3]));
        continue;
      }
      let line = '';
      for (const part of operation[2].matchAll(/<([0-9a-fA-F]*)>|(-?[\d.]+)/g)) {
        if (part[1] !== undefined) line += decode(part[1]);
        else if (Number(part[2]) < -100) line += ' ';
      }
      lines.push(line);
    }
  }
  return lines.join('\n');
}
