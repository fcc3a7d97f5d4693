import { Readable } from 'node:stream';
import { AppError } from '../../../core/errors';
import { DOCUMENT_MIME_TYPES, MAX_DOCUMENT_MEGABYTES, type DocumentMimeType } from '../../../core/schemas/documents';
import type { FileStorage } from '../../storage/file-storage';

/**
 * Reading an upload: the parts of a multipart request as @fastify/multipart yields them,
 * described structurally so the service does not depend on Fastify.
 */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown; valueTruncated?: boolean }
  | { type: 'file'; fieldname: string; filename: string; file: Readable & { truncated?: boolean } };

/** Enough bytes for file-type to recognise every format it knows from the start of a file. */
const SNIFF_BYTES = 4100;

export const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'errors.document.tooLarge', { values: { max: MAX_DOCUMENT_MEGABYTES } });

/** Parser and limit errors of the multipart stream, as the client's mistakes they are. */
export function multipartError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_FILES_LIMIT':
      return new AppError('VALIDATION_ERROR', 'errors.document.oneFile');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new AppError('VALIDATION_ERROR', 'errors.validation');
    default:
      // Truncated or malformed multipart data, or a connection closed mid-upload.
      return new AppError('VALIDATION_ERROR', 'errors.document.incomplete');
  }
}

const isAccepted = (mime: string): mime is DocumentMimeType => (DOCUMENT_MIME_TYPES as readonly string[]).includes(mime);

/**
 * Streams one uploaded file into storage under `key`, after recognising its type from its
 * first bytes. Refuses (and stores nothing) an empty file, a type other than PDF, JPEG or
 * PNG, a file over the size limit (the multipart parser truncates it and flags `truncated`)
 * and a stream that breaks off: storage.put is all-or-nothing and the content stream throws
 * in those cases, so the partial file is removed before the error reaches the caller.
 */
export async function receiveFile(file: Readable & { truncated?: boolean }, storage: FileStorage, key: string) {
  const iterator = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const read = async () => {
    try {
      return await iterator.next();
    } catch (error) {
      throw multipartError(error);
    }
  };
  const discard = async () => {
    await iterator.return?.();
  };

  const head: Buffer[] = [];
  let headBytes = 0;
  let isEnded = false;
  while (headBytes < SNIFF_BYTES) {
    const next = await read();
    if (next.done) {
      isEnded = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
  }
  if (headBytes === 0) throw new AppError('VALIDATION_ERROR', 'errors.document.empty');
  // Imported with the first upload: ~13 MB resident a server that receives none never needs (ADR 072).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(Buffer.concat(head));
  if (!detected || !isAccepted(detected.mime)) {
    await discard();
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'errors.document.unsupportedType');
  }

  let size = 0;
  async function* content() {
    for (const chunk of head) {
      size += chunk.length;
      yield chunk;
    }
    while (!isEnded) {
      const next = await read();
      if (next.done) break;
      size += next.value.length;
      yield next.value;
    }
    if (file.truncated) throw tooLarge();
  }
  await storage.put(key, Readable.from(content()));
  return { type: detected.mime, size };
}
