import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, found from this file upwards, so that paths hold both when the
 * server runs from source (tsx, tests) and from its bundle in dist/server.
 */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server');
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findRoot();
export const fromRoot = (...parts: string[]) => join(PROJECT_ROOT, ...parts);
