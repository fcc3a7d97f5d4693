import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers bigger than one TCP segment's worth leave compressed when the client accepts it
 * (issue 13: the engine configuration, lists): brotli at quality 4 (the plugin's default; 11
 * costs ~10x the CPU for a few percent), else gzip. Smaller answers (most of the API) go as
 * they are: compressing them saves no round trip and costs CPU on the hot path.
 *
 * Static files are not compressed here: the build stores .br/.gz copies (serve-client.ts), and
 * the plugin leaves an answer alone once it carries a Content-Encoding. Server-sent events
 * (text/event-stream) are never compressed (the plugin's default), so events are not held in a
 * compressor's buffer. Request bodies are not decompressed: no client of ours sends them
 * compressed, and Stripe's webhook needs its raw bytes for the signature.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1400;

export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
