import { MAX_DOCUMENT_NAME_LENGTH, type DocumentMimeType } from '../../../core/schemas/documents';

/** File extensions per accepted type; the first is the one added when a name has none. */
export const EXTENSIONS: Record<DocumentMimeType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};
const KNOWN_EXTENSIONS = new Set(Object.values(EXTENSIONS).flat());

// C0/C1 controls and every format character: zero-width, bidirectional overrides and marks (which
// can disguise an extension), soft hyphens, invisible tag characters (which can smuggle text), and
// the line and paragraph separators.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
// Reserved on common file systems; replaced so the name survives a download anywhere.
const RESERVED = /[<>:"|?*]/g;

/**
 * A file name that is safe to show and to offer as a download name: the last path segment
 * only, no control or invisible characters, no leading dots, at most MAX_DOCUMENT_NAME_LENGTH
 * characters, and an extension that matches the type detected from the content.
 */
export function sanitiseFileName(raw: string | undefined, type: DocumentMimeType): string {
  // Browsers send ", CR and LF in a multipart file name as %22, %0D and %0A (WHATWG form encoding).
  let name = (raw ?? '').replace(/%22/gi, '"').replace(/%0[ad]/gi, '').normalize('NFC').replace(INVISIBLE, '');
  name = name.split(/[\\/]/).pop() ?? '';
  name = name.replace(RESERVED, '_').replace(/\s+/g, ' ').trim().replace(/^[.\s]+/, '');

  const allowed = EXTENSIONS[type];
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  let base = name;
  let suffix = allowed[0];
  if (allowed.includes(extension)) {
    base = name.slice(0, dot);
    suffix = name.slice(dot + 1);
  } else if (KNOWN_EXTENSIONS.has(extension)) {
    // A photo.png that is really a JPEG becomes photo.jpg, not photo.png.jpg.
    base = name.slice(0, dot);
  }
  const room = MAX_DOCUMENT_NAME_LENGTH - suffix.length - 1;
  // Cut by code points, so a character outside the BMP is never split in half.
  base = Array.from(base).slice(0, room).join('').replace(/[.\s]+$/, '');
  return `${base || 'document'}.${suffix}`;
}

const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. NFKD makes
 * ASCII of compatibility characters (fullwidth ／ is /, ‥ is .., ℀ is a/c, ＜ is <), so the
 * fallback is cleaned after it: no separator, reserved or quoting character, no leading dot.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(RESERVED, '_')
    .replace(/[\\/%;]/g, '_')
    .replace(/^[.\s]/, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
