import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|xml|webmanifest)$/;
/** Below about one TCP segment, compression saves no round trip and costs a file. */
const MIN_BYTES = 1024;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/**
 * Writes `file.br` and `file.gz` beside every compressible file of the build (issue 13), at the
 * strongest settings: done once per build, not per request, so it can afford brotli 11. The
 * server picks one by the request's Accept-Encoding (@fastify/static `preCompressed`).
 * index.html is left out: the server fills in a nonce for each page, so it cannot be stored compressed.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'acasa:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const path of walk(outDir)) {
        if (!COMPRESSIBLE.test(path) || path.endsWith('index.html')) continue;
        const content = readFileSync(path);
        if (content.length < MIN_BYTES) continue;
        const brotli = brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        const gzip = gzipSync(content, { level: 9 });
        // A compressed copy bigger than the original would only waste the client's bytes.
        if (brotli.length < content.length) writeFileSync(`${path}.br`, brotli);
        if (gzip.length < content.length) writeFileSync(`${path}.gz`, gzip);
      }
    },
  };
}
