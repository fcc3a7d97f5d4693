import { DOCUMENT_MIME_TYPES, MAX_DOCUMENT_BYTES } from '@core/schemas/documents';

/** Why a chosen file will not be sent; null when it may go (the server still decides). */
export type FileProblem = 'type' | 'size' | 'empty';

const EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'];
/** Types browsers give files they cannot name: the extension decides the pre-check then. */
const UNKNOWN_TYPES = ['', 'application/octet-stream'];

/**
 * A quick check before uploading, so an obvious mistake needs no round trip: PDF, JPEG or PNG
 * by declared type or extension, at most 10 MB, not empty. Only a hint: the server recognises
 * the type from the content (a renamed program passes here and is refused there).
 */
export function precheckDocumentFile(file: Pick<File, 'name' | 'type' | 'size'>): FileProblem | null {
  if (file.size === 0) return 'empty';
  if (file.size > MAX_DOCUMENT_BYTES) return 'size';
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const type = file.type.toLowerCase();
  const isKnownType = (DOCUMENT_MIME_TYPES as readonly string[]).includes(type);
  const isUnknownTypeWithGoodName = UNKNOWN_TYPES.includes(type) && EXTENSIONS.includes(extension);
  return isKnownType || isUnknownTypeWithGoodName ? null : 'type';
}

/** Where the stored file is served (owner, broker, admin); a plain link downloads it. */
export function documentFileUrl(documentId: string): string {
  return `/api/documents/${encodeURIComponent(documentId)}/file`;
}
