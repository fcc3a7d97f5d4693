import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Tests only: every file under a directory (the storage's fan-out folders themselves do not count). */
export function storedFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? storedFiles(path) : [path];
  });
}
