/**
 * The width and height a PNG or JPEG says it has, from its header, without decoding it: whether a
 * picture is worth OCR is decided on upload (ADR 082). file-type tells the type, not the size;
 * the header is a few bytes. Null when the header cannot be read.
 */
export interface ImageSize {
  width: number;
  height: number;
}

export function imageSize(bytes: Uint8Array): ImageSize | null {
  return pngSize(bytes) ?? jpegSize(bytes);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The IHDR chunk comes first: its width and height are the 4-byte big-endian numbers at 16 and 20. */
function pngSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 24 || PNG_SIGNATURE.some((byte, index) => bytes[index] !== byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * A JPEG's size is in its start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC), after the
 * application segments (EXIF may hold a thumbnail of its own, inside APP1: skipped whole).
 */
function jpegSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    // Fill bytes, and markers without a length (TEM, RSTn).
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    // End of image or start of scan before any frame header: no size to read.
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = view.getUint16(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (offset + 9 > bytes.length) return null;
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

/** A picture smaller than this on a side is a logo, a stamp or a thumbnail: too small for a page's text. */
const MIN_SIDE = 300;
/** Pixels of one picture at most: a 12-megapixel phone photo is read, a decompression bomb is not. */
export const MAX_PIXELS = 40_000_000;

/** Whether a picture of this size can be a photographed or scanned page that OCR can read. */
export function isPagePicture(size: ImageSize | null): size is ImageSize {
  return size !== null && size.width >= MIN_SIDE && size.height >= MIN_SIDE && size.width * size.height <= MAX_PIXELS;
}
