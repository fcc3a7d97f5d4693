import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/processes';

/**
 * The engine's rows of `npm run bench`, measured on the engine as it ships: engine-measure.ts
 * (the measuring loops and the core they call) bundled by esbuild the way scripts/build-server.mjs
 * bundles the server and Vite the browser's engine chunk. Under tsx, the bench's own runner, every
 * closure pays a `__name` call and every import a getter, which neither bundle has: about a tenth
 * of the engine's samples were tsx's own (ADR 077).
 */
type Measure = typeof import('./engine-measure');

async function bundleShipped(): Promise<Measure> {
  const folder = mkdtempSync(join(tmpdir(), 'acasa-bench-engine-'));
  try {
    const outfile = join(folder, 'engine-measure.mjs');
    await build({
      entryPoints: [join(ROOT, 'bench/engine-measure.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
    });
    return (await import(pathToFileURL(outfile).href)) as Measure;
  } finally {
    // The module stays loaded once imported; its file is not needed any more.
    rmSync(folder, { recursive: true, force: true });
  }
}

let shipped: Promise<Measure> | undefined;
const loadShipped = () => (shipped ??= bundleShipped());

export async function benchEngine() {
  return (await loadShipped()).benchEngine();
}

export async function benchAffordablePrice() {
  return (await loadShipped()).benchAffordablePrice();
}
