import type { Readable } from 'node:stream';

/**
 * The whole content in memory, for drivers that store a file in one write (a database row, an
 * S3 PUT). Uploads are at most MAX_DOCUMENT_BYTES (10 MiB), checked while they stream; a stream
 * that fails rejects here, before anything is written, which is what makes `put` all-or-nothing.
 */
export async function readAll(content: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(content)) return content;
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
