import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './processes';

const KB = 1000;

/**
 * The guard every change keeps (issue 13): the first script a page runs, with everything it
 * imports before it can, at most this many KB gzipped.
 */
export const FIRST_SCRIPT_BUDGET_KB = 130;

export interface BundleSizes {
  entry: string;
  /** The entry and every chunk it imports statically: what a phone downloads before any script runs. */
  entryFiles: number;
  /** Those chunks' file names, entry first. */
  files: string[];
  entryGzipKb: number;
  css: string[];
  cssGzipKb: number;
}

/** The chunks a script imports statically (`import … from "./x.js"`, `import "./x.js"`), transitively. */
function staticGraph(assetsDir: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(join(assetsDir, file), 'utf8');
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*)"\.\/([^"]+\.js)"/g)) staticGraph(assetsDir, match[1], seen);
  return seen;
}

/**
 * The entry script with everything it imports before it can run, and the style sheets index.html
 * names, gzipped at the level the build uses. The whole static graph, not the entry file alone:
 * a build whose entry is a one-line facade over another chunk would otherwise look tiny.
 */
export function bundleSizes(clientDir = join(ROOT, 'dist/client')): BundleSizes {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('dist/client/index.html names no module script');
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
  const gzipKb = (path: string) => gzipSync(readFileSync(join(clientDir, path)), { level: 9 }).length / KB;
  const [assets, entryFile] = [entry.slice(0, entry.lastIndexOf('/')), entry.slice(entry.lastIndexOf('/') + 1)];
  const graph = [...staticGraph(join(clientDir, assets), entryFile)];
  return {
    entry,
    entryFiles: graph.length,
    files: graph,
    entryGzipKb: graph.reduce((sum, file) => sum + gzipKb(`${assets}/${file}`), 0),
    css,
    cssGzipKb: css.reduce((sum, path) => sum + gzipKb(path), 0),
  };
}
