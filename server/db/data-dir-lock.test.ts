import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'acasa-lock-'));
  folders.push(made);
  return made;
};
afterEach(() => {
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
});

describe('data folder lock (a socket the holder answers on)', () => {
  it('refuses a second holder while the first lives, naming it, and frees the folder on release', async () => {
    const dir = folder();
    const release = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(`another Acasa process (pid ${process.pid})`);
    release();
    const again = await acquireDataDirLock(dir);
    again();
  });

  it('takes over a lock file nobody answers on (a crashed holder, a stray file with a live pid)', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'acasa.lock.sock'), String(process.pid));
    writeFileSync(join(dir, 'acasa.lock'), '1');
    const release = await acquireDataDirLock(dir);
    release();
  });

  it('works for a folder whose path is too long for a socket file', async () => {
    const dir = join(folder(), 'a'.repeat(60), 'b'.repeat(60));
    const release = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    release();
  });
});
